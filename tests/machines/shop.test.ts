import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { EMPTY_CART } from '../../machines/empty-cart.js';
import { shopMachine, type ShopState } from '../../machines/shop.js';
import { controllableActor, flush } from '../support/controllable-actor.js';
import { modelSuite } from '../support/model-suite.js';
import { cartWith, wishlist } from '../support/shopping-fixtures.js';

const loaded: ShopState = { cart: cartWith(3), wishlist };

function start() {
  const load = controllableActor<ShopState, unknown>();
  const notify = vi.fn();
  const actor = createActor(
    shopMachine.provide({ actors: { loadShop: load.logic }, actions: { notify: (_, notice) => notify(notice) } }),
  ).start();
  return { actor, load, notify };
}

describe('shop machine', () => {
  it('loads the cart and wishlist when a session starts, keeps the server answers, and empties on sign-out', async () => {
    const { actor, load } = start();
    expect(actor.getSnapshot().value).toBe('signedOut');
    actor.send({ type: 'cart.replaced', cart: cartWith(9) });
    expect(actor.getSnapshot().context.cart).toEqual(EMPTY_CART);
    actor.send({ type: 'shop.load' });
    load.last().resolve(loaded);
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.cart.count).toBe(1);
    actor.send({ type: 'cart.replaced', cart: cartWith(5) });
    expect(actor.getSnapshot().context.cart.lines[0]!.quantity).toBe(5);
    const [wished] = wishlist;
    actor.send({ type: 'wishlist.moved', productId: wished!.product.id });
    expect(actor.getSnapshot().context.wishlist).toEqual(wishlist.slice(1));
    actor.send({ type: 'wishlist.replaced', wishlist: [] });
    expect(actor.getSnapshot().context.wishlist).toEqual([]);
    actor.send({ type: 'shop.clear' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context).toEqual({ cart: EMPTY_CART, wishlist: [] });
  });

  it('keeps a heart pressed while the shop loads: the load that began before the change does not undo it', async () => {
    const { actor, load } = start();
    actor.send({ type: 'shop.load' });
    const stale = load.last();
    actor.send({ type: 'wishlist.replaced', wishlist });
    expect(actor.getSnapshot().context.wishlist).toEqual(wishlist);
    const fresh = load.last();
    expect(fresh).not.toBe(stale);
    expect(stale.signal.aborted).toBe(true);
    stale.resolve({ cart: EMPTY_CART, wishlist: [] });
    await flush();
    expect(actor.getSnapshot().context.wishlist).toEqual(wishlist);
    actor.send({ type: 'cart.replaced', cart: cartWith(4) });
    load.last().resolve(loaded);
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context).toEqual(loaded);
  });

  it("says the server's message, or 'Something went wrong', when the cart cannot load", async () => {
    const { actor, load, notify } = start();
    actor.send({ type: 'shop.load' });
    load.last().reject(new Error('Cart is resting'));
    await flush();
    expect(notify).toHaveBeenLastCalledWith({ kind: 'error', message: 'Cart is resting' });
    actor.send({ type: 'shop.load' });
    load.last().reject(new TypeError('Failed to fetch'));
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(notify).toHaveBeenLastCalledWith({ kind: 'error', message: 'Something went wrong' });
  });

  describe('model', () => {
    modelSuite({
      machine: shopMachine,
      invoked: ['loadShop'],
      outputs: { loadShop: loaded },
      events: [
        { type: 'shop.load' },
        { type: 'shop.clear' },
        { type: 'cart.replaced', cart: cartWith(2) },
        { type: 'wishlist.replaced', wishlist: [] },
        { type: 'wishlist.moved', productId: 'p1' },
      ],
      checks:
        () =>
        ({ after }) => {
          if (after.value === 'signedOut') expect(after.context).toEqual({ cart: EMPTY_CART, wishlist: [] });
        },
    });
  });
});
