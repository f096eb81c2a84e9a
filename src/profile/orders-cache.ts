import type { OrderPage } from '../../machines/order-history.js';
import { isRecord, readCached, writeCached } from '../services/browser-cache.js';

interface KeptOrders {
  userId: string;
  page: OrderPage;
}

const isKeptOrders = (value: unknown): value is KeptOrders =>
  isRecord(value) &&
  typeof value.userId === 'string' &&
  isRecord(value.page) &&
  typeof value.page.totalPages === 'number' &&
  typeof value.page.totalItems === 'number' &&
  Array.isArray(value.page.orders) &&
  value.page.orders.every((order) => isRecord(order) && typeof order.id === 'string');

/** SPEC §9 key allOrders: the buyer's first page of orders, shown only to the same buyer (logout removes it: session-storage.ts). */
export const ordersCache = {
  read: (userId: string): OrderPage | null => {
    const kept = readCached('allOrders', isKeptOrders);
    return kept && kept.userId === userId ? kept.page : null;
  },
  write: (userId: string, page: OrderPage) => writeCached('allOrders', { userId, page }),
};
