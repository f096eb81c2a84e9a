import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { WishlistItem } from '../../src/graphql/generated.js';
import { wishlistHeartMachine, type WishlistHeartInput } from '../../machines/wishlist-heart.js';
import { controllableActor, flush } from '../support/controllable-actor.js';
import { modelSuite } from '../support/model-suite.js';
import { wishlist } from '../support/shopping-fixtures.js';

const input: WishlistHeartInput = { productId: '7', color: 'Indigo', added: false, silentFailures: false };

function start(overrides: Partial<WishlistHeartInput> = {}) {
  const add = controllableActor<WishlistItem[], { productId: string; color: string | null }>();
  const remove = controllableActor<WishlistItem[], { productId: string }>();
  const notify = vi.fn();
  const wishlistReplaced = vi.fn();
  const actor = createActor(
    wishlistHeartMachine.provide({
      actors: { addToWishlist: add.logic, removeFromWishlist: remove.logic },
      actions: { notify: (_, notice) => notify(notice), tellShopWishlist: (_, value) => wishlistReplaced(value) },
    }),
    { input: { ...input, ...overrides } },
  ).start();
  return { actor, add, remove, notify, wishlistReplaced };
}

describe('wishlist heart machine', () => {
  it('toggles added and removed, ignoring presses while a request runs', async () => {
    const { actor, add, remove, notify, wishlistReplaced } = start();
    actor.send({ type: 'heart.toggle' });
    actor.send({ type: 'heart.toggle' });
    expect(add.calls).toHaveLength(1);
    expect(add.last().input).toEqual({ productId: '7', color: 'Indigo' });
    add.last().resolve(wishlist);
    await flush();
    expect(actor.getSnapshot().value).toBe('added');
    expect(notify).toHaveBeenLastCalledWith({ kind: 'success', message: 'Added to wishlist' });
    expect(wishlistReplaced).toHaveBeenCalledWith(wishlist);
    actor.send({ type: 'heart.toggle' });
    expect(actor.getSnapshot().value).toBe('removing');
    remove.last().resolve([]);
    await flush();
    expect(actor.getSnapshot().value).toBe('removed');
    expect(notify).toHaveBeenLastCalledWith({ kind: 'success', message: 'Removed from wishlist' });
  });

  it("says 'SomeThing Went Wrong' on a failure in the product views, and nothing in the wishlist screen", async () => {
    const loud = start();
    loud.actor.send({ type: 'heart.toggle' });
    loud.add.last().reject(new TypeError('Failed to fetch'));
    await flush();
    expect(loud.notify).toHaveBeenLastCalledWith({ kind: 'error', message: 'SomeThing Went Wrong' });
    expect(loud.actor.getSnapshot().value).toBe('removed');
    const quiet = start({ added: true, silentFailures: true });
    quiet.actor.send({ type: 'heart.toggle' });
    quiet.remove.last().reject(new Error('nope'));
    await flush();
    expect(quiet.notify).not.toHaveBeenCalled();
    expect(quiet.actor.getSnapshot().value).toBe('added');
  });

  it('follows the wishlist when it changes elsewhere', () => {
    const { actor } = start({ added: true });
    actor.send({ type: 'wishlist.sync', added: false });
    expect(actor.getSnapshot().value).toBe('removed');
    actor.send({ type: 'wishlist.sync', added: true });
    expect(actor.getSnapshot().value).toBe('added');
  });

  describe('model', () => {
    for (const silentFailures of [false, true]) {
      describe(silentFailures ? 'in the wishlist screen' : 'in the product views', () => {
        modelSuite({
          machine: wishlistHeartMachine,
          input: { ...input, silentFailures },
          invoked: ['addToWishlist', 'removeFromWishlist'],
          outputs: { addToWishlist: wishlist, removeFromWishlist: [] },
          events: [{ type: 'heart.toggle' }, { type: 'wishlist.sync', added: true }, { type: 'wishlist.sync', added: false }],
          checks:
            () =>
            ({ fakes }) => {
              const running = [...fakes.addToWishlist!.calls, ...fakes.removeFromWishlist!.calls].filter((call) => !call.settled);
              expect(running.length).toBeLessThanOrEqual(1);
            },
        });
      });
    }
  });
});
