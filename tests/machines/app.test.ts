import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, type ActorRefFrom } from 'xstate';
import { EMPTY_CART } from '../../machines/empty-cart.js';
import type { CartChange, WishlistItem } from '../../src/graphql/generated.js';
import { appMachine } from '../../machines/app.js';
import { cartMachine, type CartLineChange } from '../../machines/cart.js';
import { checkoutMachine } from '../../machines/checkout.js';
import { couponMachine } from '../../machines/coupon.js';
import { sessionMachine, type BuyerLocation, type SessionUser, type StoredSession } from '../../machines/session.js';
import { shopMachine, type ShopState } from '../../machines/shop.js';
import { wishlistHeartMachine } from '../../machines/wishlist-heart.js';
import type { Address, CheckoutSummary, Purchase } from '../../src/graphql/generated.js';
import type { PlaceOrderRequest } from '../../machines/checkout.js';
import { address, purchase, summary } from '../support/checkout-fixtures.js';
import { controllableActor, flush } from '../support/controllable-actor.js';
import { cartWith, change, product, wishlist } from '../support/shopping-fixtures.js';

const user: SessionUser = { id: '7', name: 'Asha', email: 'asha@mill.example.in', phone: '9876543210', dob: null, profilePicture: null };

/** The app's system as the browser starts it, with the network's answers in the test's hands. */
function startApp() {
  const restore = controllableActor<StoredSession | null, unknown>();
  const loadShop = controllableActor<ShopState, unknown>();
  const goToLogin = vi.fn();
  const expiry = new EventTarget();
  const app = createActor(
    appMachine.provide({
      actors: {
        session: sessionMachine.provide({
          actors: {
            restoreSession: restore.logic,
            revokeSession: fromPromise(async () => {}),
            lookupLocation: fromPromise<BuyerLocation | null, { token: string }>(async () => null),
          },
          actions: { goToLogin },
        }),
        shop: shopMachine.provide({ actors: { loadShop: loadShop.logic } }),
        sessionExpiry: fromCallback(({ sendBack }) => {
          const expire = () => sendBack({ type: 'session.expired' });
          expiry.addEventListener('401', expire);
          return () => expiry.removeEventListener('401', expire);
        }),
      },
    }),
    { input: {} },
  ).start();
  const children = app.getSnapshot().children;
  const session = children.session as ActorRefFrom<typeof sessionMachine>;
  const shop = children.shop as ActorRefFrom<typeof shopMachine>;
  return { app, session, shop, restore, loadShop, goToLogin, expiry };
}

async function signedIn() {
  const started = startApp();
  started.restore.last().resolve({ user, token: 'tok' });
  await flush();
  started.loadShop.last().resolve({ cart: cartWith(3), wishlist: [] });
  await flush();
  return started;
}

describe('the app: one actor system', () => {
  it('holds the session, shop and catalogue under their systemIds, as children of the app', () => {
    const { app } = startApp();
    for (const id of ['session', 'shop', 'categories', 'productList']) {
      const child = app.system.get(id);
      expect(child, id).toBeDefined();
      expect(child!._parent).toBe(app);
    }
  });

  it('loads the shop when a buyer signs in, and empties it when they sign out', async () => {
    const { session, shop, loadShop } = await signedIn();
    expect(loadShop.calls).toHaveLength(1);
    expect(shop.getSnapshot().value).toBe('ready');
    expect(shop.getSnapshot().context.cart.count).toBe(1);
    // The same buyer again (a profile saved) does not load it again.
    session.send({ type: 'session.userUpdated', user: { ...user, name: 'Asha R' } });
    await flush();
    expect(loadShop.calls).toHaveLength(1);
    session.send({ type: 'session.logout' });
    await flush();
    expect(shop.getSnapshot().value).toBe('signedOut');
    expect(shop.getSnapshot().context.cart).toEqual(EMPTY_CART);
  });

  it('ends the session, and empties the shop, when the API client is answered 401', async () => {
    const { session, shop, goToLogin, expiry } = await signedIn();
    expiry.dispatchEvent(new Event('401'));
    await flush();
    expect(session.getSnapshot().value).toBe('signedOut');
    expect(goToLogin).toHaveBeenCalledTimes(1);
    expect(shop.getSnapshot().value).toBe('signedOut');
  });

  it("a screen's cart change reaches the shop through the system, and the coupon box follows the shop's cart", async () => {
    const { app, shop } = await signedIn();
    const changeCart = controllableActor<CartChange, CartLineChange>();
    const notifyChanges = vi.fn();
    const cart = createActor(cartMachine.provide({ actors: { changeCart: changeCart.logic }, actions: { notifyChanges } }), {
      parent: app,
    }).start();
    const coupon = createActor(
      couponMachine.provide({
        actors: { applyCoupon: controllableActor<CartChange, string>().logic, removeCoupon: controllableActor<CartChange, string>().logic },
      }),
      {
        parent: app,
        input: { applied: null },
      },
    ).start();
    cart.send({ type: 'line.increase', line: { productId: '7', color: 'Indigo', quantity: 3, stock: 40, minOrderMetres: 1 } });
    changeCart.last().resolve(change(cartWith(4, 'FAB10')));
    await flush();
    expect(shop.getSnapshot().context.cart.lines[0]!.quantity).toBe(4);
    expect(notifyChanges).toHaveBeenCalledTimes(1);
    expect(coupon.getSnapshot().value).toBe('applied');
    expect(coupon.getSnapshot().context.applied).toBe('FAB10');
  });

  it("a heart follows the shop's wishlist, and tells the shop what the server answered", async () => {
    const { app, shop } = await signedIn();
    const add = controllableActor<WishlistItem[], { productId: string; color: string | null }>();
    const heart = createActor(
      wishlistHeartMachine.provide({
        actors: { addToWishlist: add.logic, removeFromWishlist: controllableActor<WishlistItem[], { productId: string }>().logic },
      }),
      {
        parent: app,
        input: { productId: product.id, color: 'Indigo', added: false, silentFailures: false },
      },
    ).start();
    heart.send({ type: 'heart.toggle' });
    add.last().resolve(wishlist);
    await flush();
    expect(shop.getSnapshot().context.wishlist).toEqual(wishlist);
    // Moved to the cart elsewhere: the heart empties.
    shop.send({ type: 'wishlist.moved', productId: product.id });
    await flush();
    expect(heart.getSnapshot().value).toBe('removed');
  });

  it("a placed order empties the shop's cart, and the checkout's `leave` takes the buyer to the thank-you page", async () => {
    const { app, shop } = await signedIn();
    const loadAddresses = controllableActor<Address[], unknown>();
    const loadSummary = controllableActor<CheckoutSummary, string>();
    const placeOrder = controllableActor<Purchase, PlaceOrderRequest>();
    const leave = vi.fn();
    const checkout = createActor(
      checkoutMachine.provide({
        actors: {
          loadAddresses: loadAddresses.logic,
          selectAddress: controllableActor<Address[], string>().logic,
          loadSummary: loadSummary.logic,
          placeOrder: placeOrder.logic,
        },
        actions: { leave: (_, outcome) => leave(outcome) },
      }),
      { parent: app, input: {} },
    ).start();
    loadAddresses.last().resolve([address('1', true)]);
    await flush();
    checkout.send({ type: 'checkout.next' });
    checkout.send({ type: 'checkout.next' });
    loadSummary.last().resolve(summary);
    await flush();
    checkout.send({ type: 'payment.tab', tab: 'Cash on Delivery' });
    checkout.send({ type: 'checkout.place' });
    placeOrder.last().resolve(purchase);
    await flush();
    expect(shop.getSnapshot().context.cart).toEqual(EMPTY_CART);
    expect(leave).not.toHaveBeenCalled();
    checkout.send({ type: 'popup.close' });
    expect(leave).toHaveBeenCalledWith({ next: 'purchase', purchase });
  });

  it("stops a screen's machine when its screen goes (screen.closed): it then no longer follows the shop", async () => {
    const { app, shop } = await signedIn();
    const coupon = createActor(
      couponMachine.provide({
        actors: { applyCoupon: controllableActor<CartChange, string>().logic, removeCoupon: controllableActor<CartChange, string>().logic },
      }),
      { parent: app, input: { applied: null } },
    ).start();
    app.send({ type: 'screen.closed', actor: coupon });
    await flush();
    shop.send({ type: 'cart.replaced', cart: cartWith(2, 'FAB10') });
    await flush();
    expect(coupon.getSnapshot().status).toBe('stopped');
    expect(coupon.getSnapshot().value).toBe('notApplied');
    expect(app.getSnapshot().status).toBe('active');
  });

  it("a screen's machine that fails stops alone: the session and the shop go on", async () => {
    const { app, shop } = await signedIn();
    const broken = createActor(
      cartMachine.provide({
        actors: { changeCart: fromPromise(async () => change(cartWith(5))) },
        actions: {
          notifyChanges: () => {
            throw new Error('a view bug');
          },
        },
      }),
      { parent: app },
    );
    broken.subscribe({ error: () => {} });
    broken.start();
    broken.send({ type: 'line.increase', line: { productId: '7', color: 'Indigo', quantity: 3, stock: 40, minOrderMetres: 1 } });
    await flush();
    expect(broken.getSnapshot().status).toBe('error');
    expect(app.getSnapshot().status).toBe('active');
    expect(shop.getSnapshot().status).toBe('active');
  });
});
