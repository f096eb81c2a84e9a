import { useMemo } from 'react';
import type { CartChange, WishlistItem } from '../../domain/cart.js';
import { changeNotices } from '../../domain/cart.js';
import type { Notice } from '../../domain/notice.js';
import { useApi } from '../services/api-context.js';
import { notify } from '../services/notify.js';
import { shopActors } from './shop-actors.js';
import { ShopContext } from './shop-context.js';

/** The actors and effects the shopping machines share: the BFF calls, toasts, and the shop's cart and wishlist. */
export function useShopEffects() {
  const api = useApi();
  const shop = ShopContext.useActorRef();
  return useMemo(
    () => ({
      actors: shopActors(api),
      notify: (_: unknown, notice: Notice) => notify(notice),
      cartReplaced: (_: unknown, change: CartChange) => shop.send({ type: 'cart.replaced', cart: change.cart }),
      cartChanged: (_: unknown, change: CartChange) => {
        shop.send({ type: 'cart.replaced', cart: change.cart });
        changeNotices(change).forEach(notify);
      },
      wishlistReplaced: (_: unknown, wishlist: WishlistItem[]) => shop.send({ type: 'wishlist.replaced', wishlist }),
    }),
    [api, shop],
  );
}
