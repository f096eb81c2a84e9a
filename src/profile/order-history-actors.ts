import { useMemo } from 'react';
import { orderHistoryMachine } from '../../machines/order-history.js';
import { checkoutActors } from '../checkout/checkout-actors.js';
import { useApi } from '../services/api-context.js';
import { notify } from '../services/notify.js';
import { ordersCache } from './orders-cache.js';

/** Order History's machine: pages of orders and cancellation over the BFF, each page kept for the buyer's next visit. */
export function useOrderHistoryLogic(userId: string) {
  const api = useApi();
  return useMemo(() => {
    const actors = checkoutActors(api);
    return orderHistoryMachine.provide({
      actors: { loadOrders: actors.loadOrders, cancelOrder: actors.cancelOrder },
      actions: { notify: (_, notice) => notify(notice), remember: (_, page) => ordersCache.write(userId, page) },
    });
  }, [api, userId]);
}
