import type { OrderPage } from '../../machines/order-history.js';
import { forgetCached, readCached, writeCached } from '../services/browser-cache.js';

interface KeptOrders { userId: string; page: OrderPage }

const isKeptOrders = (value: unknown): value is KeptOrders => {
  if (typeof value !== 'object' || value === null) return false;
  const { userId, page } = value as Record<string, unknown>;
  if (typeof userId !== 'string' || typeof page !== 'object' || page === null) return false;
  const { orders, totalPages, totalItems } = page as Record<string, unknown>;
  return Array.isArray(orders) && orders.every((order) => typeof order === 'object' && order !== null && typeof (order as { id?: unknown }).id === 'string')
    && typeof totalPages === 'number' && typeof totalItems === 'number';
};

/** SPEC §9 key allOrders: the buyer's first page of orders, shown only to the same buyer, forgotten at logout. */
export const ordersCache = {
  read: (userId: string): OrderPage | null => {
    const kept = readCached('allOrders', isKeptOrders);
    return kept && kept.userId === userId ? kept.page : null;
  },
  write: (userId: string, page: OrderPage) => writeCached('allOrders', { userId, page }),
  forget: () => forgetCached('allOrders'),
};
