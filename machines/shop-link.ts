import { fromCallback, type ActorRefFrom, type AnyActorRef, type EventObject } from 'xstate';
import type { Cart, WishlistItem } from '../src/graphql/generated.js';
import type { shopMachine, ShopEvent, ShopState } from './shop.js';

type System = AnyActorRef['system'];

/** The app system's shop (machines/app.ts), or nothing for a machine started on its own, as in its unit test. */
export const shopIn = (system: System) => system.get('shop') as ActorRefFrom<typeof shopMachine> | undefined;

const tellShop = (system: System, event: ShopEvent) => shopIn(system)?.send(event);

/** Actions for a machine in the app's system: they tell the shop what the server answered. */
export const shopActions = {
  /** The cart the server answered with. */
  tellShopCart: ({ system }: { system: System }, { cart }: { cart: Cart }) => tellShop(system, { type: 'cart.replaced', cart }),
  /** The wishlist the server answered with. */
  tellShopWishlist: ({ system }: { system: System }, wishlist: WishlistItem[]) => tellShop(system, { type: 'wishlist.replaced', wishlist }),
  /** A fabric moved from the wishlist to the cart. */
  tellShopMovedOut: ({ system }: { system: System }, { productId }: { productId: string }) =>
    tellShop(system, { type: 'wishlist.moved', productId }),
  /** The server changed the cart in a way no answer carries: the shop loads it again. */
  reloadShop: ({ system }: { system: System }) => tellShop(system, { type: 'shop.load' }),
};

/**
 * Follows the system's shop: sends its parent what `read` makes of the shop after every change (the heart whether its
 * fabric is wished for, the coupon box the cart's code). Nothing is sent when there is no shop.
 */
export const followShop = <TEvent extends EventObject, TInput>(read: (shop: ShopState, input: TInput) => TEvent) =>
  fromCallback<EventObject, TInput>(({ system, sendBack, input }) => {
    const subscription = shopIn(system)?.subscribe((snapshot) => sendBack(read(snapshot.context, input)));
    return () => subscription?.unsubscribe();
  });
