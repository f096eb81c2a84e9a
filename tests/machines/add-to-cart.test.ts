import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { CartChange } from '../../src/graphql/generated.js';
import { addToCartMachine, type AddToCartInput, type AddToCartRequest } from '../../machines/add-to-cart.js';
import { controllableActor, flush } from '../support/controllable-actor.js';
import { modelSuite } from '../support/model-suite.js';
import { cartWith, change } from '../support/shopping-fixtures.js';

const input: AddToCartInput = {
  productId: '7',
  minOrderMetres: 1,
  varieties: [
    { color: 'Indigo', stock: 40 },
    { color: 'Rust', stock: 5 },
  ],
  fromWishlist: false,
};

function start(overrides: Partial<AddToCartInput> = {}) {
  const add = controllableActor<CartChange, AddToCartRequest>();
  const notify = vi.fn();
  const cartReplaced = vi.fn();
  const showCart = vi.fn();
  const actor = createActor(
    addToCartMachine.provide({
      actors: { addToCart: add.logic },
      actions: { notify: (_, notice) => notify(notice), tellShopCart: (_, value) => cartReplaced(value), showCart },
    }),
    { input: { ...input, ...overrides } },
  ).start();
  return { actor, add, notify, cartReplaced, showCart };
}

describe('add-to-cart popup machine', () => {
  it('opens on the colour the card showed; a sold-out colour never continues (Out of Stock), whatever the metres', async () => {
    const soldOut = {
      varieties: [
        { color: 'Indigo', stock: 40 },
        { color: 'Rust', stock: 0 },
      ],
      colorIndex: 1,
    };
    const { actor, add, notify } = start(soldOut);
    expect(actor.getSnapshot().context.colorIndex).toBe(1);
    actor.send({ type: 'popup.continue' });
    expect(add.calls).toHaveLength(0);
    expect(notify).toHaveBeenLastCalledWith({ kind: 'error', message: 'Out of Stock' });
    expect(start({ colorIndex: 9 }).actor.getSnapshot().context.colorIndex, 'an unknown colour opens on the first').toBe(0);
  });

  it("starts on the first colour, adds the chosen colour and metres, says 'Added to cart' and closes", async () => {
    const { actor, add, notify, cartReplaced, showCart } = start();
    expect(actor.getSnapshot().context).toMatchObject({ colorIndex: 0, quantity: 1 });
    actor.send({ type: 'color.choose', index: 1 });
    actor.send({ type: 'quantity.change', quantity: 5 });
    actor.send({ type: 'popup.continue' });
    expect(actor.getSnapshot().value).toBe('adding');
    expect(add.last().input).toEqual({ productId: '7', color: 'Rust', quantity: 5, fromWishlist: false });
    actor.send({ type: 'popup.close' });
    actor.send({ type: 'popup.continue' });
    expect(add.calls).toHaveLength(1);
    expect(actor.getSnapshot().value).toBe('adding');
    add.last().resolve(change(cartWith(5), 'Product added to cart'));
    await flush();
    expect(actor.getSnapshot().status).toBe('done');
    expect(cartReplaced).toHaveBeenCalledWith(change(cartWith(5), 'Product added to cart'));
    expect(notify).toHaveBeenCalledWith({ kind: 'success', message: 'Added to cart' });
    expect(showCart).not.toHaveBeenCalled();
  });

  it('starts at the fabric’s minimum, keeps − from going below it, and refuses a typed quantity below it before any call', async () => {
    const { actor, add, notify } = start({ minOrderMetres: 20 });
    expect(actor.getSnapshot().context.quantity).toBe(20);
    expect(actor.getSnapshot().can({ type: 'quantity.step', delta: -1 })).toBe(false);
    actor.send({ type: 'quantity.step', delta: 1 });
    expect(actor.getSnapshot().context.quantity).toBe(21);
    actor.send({ type: 'quantity.change', quantity: 19 });
    actor.send({ type: 'popup.continue' });
    expect(notify).toHaveBeenLastCalledWith({ kind: 'error', message: 'Minimum order for this fabric is 20 metres' });
    expect(add.calls).toHaveLength(0);
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'quantity.change', quantity: 20 });
    actor.send({ type: 'popup.continue' });
    expect(add.last().input.quantity).toBe(20);
    // The minimum rose since the page was drawn: the server's sentence is shown, and the popup stays open.
    add.last().reject(new Error('Minimum order for this fabric is 50 metres'));
    await flush();
    expect(notify).toHaveBeenLastCalledWith({ kind: 'error', message: 'Minimum order for this fabric is 50 metres' });
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it("refuses an empty or zero quantity with 'Please Fill All Details', more than the stock with how many metres there are, and a sold-out colour with 'Out of Stock'", () => {
    const { actor, add, notify } = start();
    actor.send({ type: 'quantity.change', quantity: Number.NaN });
    actor.send({ type: 'popup.continue' });
    expect(notify).toHaveBeenLastCalledWith({ kind: 'error', message: 'Please Fill All Details' });
    actor.send({ type: 'quantity.change', quantity: 0 });
    actor.send({ type: 'popup.continue' });
    actor.send({ type: 'quantity.change', quantity: 2.5 });
    actor.send({ type: 'popup.continue' });
    expect(notify).toHaveBeenCalledTimes(3);
    actor.send({ type: 'color.choose', index: 1 });
    actor.send({ type: 'quantity.change', quantity: 6 });
    actor.send({ type: 'popup.continue' });
    expect(notify).toHaveBeenLastCalledWith({ kind: 'error', message: 'Only 5 metres in stock' });
    expect(add.calls).toHaveLength(0);
    actor.send({ type: 'color.choose', index: 7 });
    expect(actor.getSnapshot().context.colorIndex).toBe(1);
    const soldOut = start({ varieties: [{ color: 'Indigo', stock: 0 }] });
    soldOut.actor.send({ type: 'popup.continue' });
    expect(soldOut.notify).toHaveBeenLastCalledWith({ kind: 'error', message: 'Out of Stock' });
  });

  it("− and + step one metre between 1 and the colour's stock, and say so through can() for the view to disable them", () => {
    const { actor } = start();
    const can = (delta: 1 | -1) => actor.getSnapshot().can({ type: 'quantity.step', delta });
    expect([can(-1), can(1)]).toEqual([false, true]);
    actor.send({ type: 'quantity.step', delta: -1 });
    expect(actor.getSnapshot().context.quantity, 'never below 1').toBe(1);
    actor.send({ type: 'color.choose', index: 1 });
    actor.send({ type: 'quantity.change', quantity: 5 });
    expect([can(-1), can(1)]).toEqual([true, false]);
    actor.send({ type: 'quantity.step', delta: 1 });
    expect(actor.getSnapshot().context.quantity, 'never above the stock').toBe(5);
    actor.send({ type: 'quantity.step', delta: -1 });
    expect(actor.getSnapshot().context.quantity).toBe(4);
  });

  it("says 'Out of Stock' when the server refuses for stock, and stays silent on other failures", async () => {
    const { actor, add, notify } = start();
    actor.send({ type: 'popup.continue' });
    add.last().reject(new Error('Out of Stock'));
    await flush();
    expect(notify).toHaveBeenLastCalledWith({ kind: 'error', message: 'Out of Stock' });
    actor.send({ type: 'popup.continue' });
    add.last().reject(new Error('Internal trouble'));
    await flush();
    expect(notify).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('from the wishlist: moves the item, then goes to /cart', async () => {
    const { actor, add, showCart, cartReplaced } = start({ fromWishlist: true });
    actor.send({ type: 'popup.continue' });
    expect(add.last().input.fromWishlist).toBe(true);
    add.last().resolve(change(cartWith(1), 'Moved to cart'));
    await flush();
    expect(cartReplaced).toHaveBeenCalled();
    expect(showCart).toHaveBeenCalledTimes(1);
  });

  describe('model', () => {
    for (const fromWishlist of [false, true]) {
      describe(fromWishlist ? 'from the wishlist' : 'from a product', () => {
        modelSuite({
          machine: addToCartMachine,
          input: { ...input, fromWishlist },
          invoked: ['addToCart'],
          outputs: { addToCart: change(cartWith(1)) },
          events: [
            { type: 'color.choose', index: 1 },
            { type: 'quantity.change', quantity: 0 },
            { type: 'quantity.change', quantity: 6 },
            { type: 'quantity.step', delta: 1 },
            { type: 'quantity.step', delta: -1 },
            { type: 'popup.continue' },
            { type: 'popup.close' },
          ],
          // Continue never sends a quantity that is not a whole number above 0 or over the colour's stock.
          checks:
            () =>
            ({ fakes }) => {
              for (const call of fakes.addToCart!.calls) {
                const request = call.input as AddToCartRequest;
                expect(request.quantity).toBeGreaterThan(0);
                expect(request.quantity).toBeLessThanOrEqual(input.varieties.find((variety) => variety.color === request.color)!.stock);
              }
            },
        });
      });
    }
  });
});
