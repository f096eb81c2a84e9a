import type { Transaction } from 'kysely';
import type { DB } from '../db/types.js';
import type { Repositories } from '../repositories/index.js';
import { stock } from '../repositories/stock.js';

/** A cancelled order's metres go back to stock; a cancelled sample was never had, so the colour's sample is free again. */
export async function giveBackOrder(repos: Repositories, trx: Transaction<DB>, orderId: number) {
  const [item] = await repos.orders.byIds(trx, [orderId]);
  if (item?.is_sample) await repos.orders.releaseSample(trx, orderId);
  else if (item?.variety_id) {
    await stock.lockProducts(trx, [item.product_id]);
    await stock.give(trx, item.variety_id, item.quantity);
  }
  return item;
}
