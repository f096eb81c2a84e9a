import type { Transaction } from 'kysely';
import type { OwnCatalogueWrites } from '../catalogue/changes.js';
import { together } from '../db/pipeline.js';
import type { Executor } from '../db/executor.js';
import type { DB } from '../db/types.js';
import type { OrderChange, RestOrder } from '../../domain/rest/checkout.js';
import type { AdminOrder } from '../../domain/rest/admin.js';
import { DEFAULT_CLAIM_WINDOW_DAYS } from '../../domain/claims.js';
import type { ShopLinks } from '../../domain/links.js';
import { notFound } from '../errors.js';
import { orderState, rowToOrder, type OrderState } from '../mappers/order.js';
import type { Repositories } from '../repositories/index.js';
import { catalogueChangeLog } from '../repositories/catalogue-changes.js';
import type { LockedOrder, OrderWithTracking } from '../repositories/orders.js';
import type { OrderRow, TrackingRow } from '../repositories/order-rows.js';
import type { Mailer, MailMessage } from '../auth/mailer.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { InvoiceRegistry } from '../einvoice/registry.js';
import type { Consignments } from './consignment-eway-bill.js';

const ORDER_NOT_FOUND = 'This order is not in your order history.';
const NO_SUCH_ORDER = 'There is no order with this id.';

export interface OrderMail {
  /** Mail sent once a change has committed (through the job queue, so nobody waits for it). */
  mailer: Mailer;
  /**
   * Place Order's confirmation and the drawing of its invoices, queued in the order's own transaction: done if and only
   * if the orders are placed.
   */
  queue: Pick<JobQueue, 'placing' | 'wake'>;
  /** Where the emails link to (the buyer's Order History). */
  links: ShopLinks;
  mailFailed: (error: unknown, subject: string) => void;
}

/** What the order's documents need: the supplier and e-way bills (Consignments), the claim window, the IRP. */
export type OrderCompliance = Consignments & { claimWindowDays?: number; einvoices?: InvoiceRegistry | null };

/** A change made to one locked order; answers its sentence. */
export type OrderWork = (trx: Transaction<DB>, state: OrderState, order: LockedOrder) => Promise<string>;

/** What every part of the order service shares: reading orders as they are answered, changing one, mailing its buyer. */
export interface OrderContext {
  repos: Repositories;
  mail: OrderMail;
  compliance: OrderCompliance;
  catalogue: OwnCatalogueWrites;
  now: () => Date;
  /** Sent once the change is committed; a failure to send is reported, and changes nothing. */
  send(composed: MailMessage): Promise<void>;
  /** Mail to a buyer by id, at their address now. */
  email(userId: number, message: (to: string) => MailMessage): Promise<void>;
  /** Orders as read with their tracking, as the buyer is answered (claims open for the window from now). */
  toOrders(found: OrderWithTracking[]): RestOrder[];
  ordersByIds(executor: Executor, ids: number[]): Promise<RestOrder[]>;
  /** One row as the buyer is answered. */
  toOrder(row: OrderRow, tracking: TrackingRow[], at: Date): RestOrder;
  /**
   * An order of this buyer's (any, for operators: no `userId`) changed in one transaction, answered as it then is;
   * unknown or not theirs is 404.
   */
  changeOrder(orderId: number, userId: number | undefined, work: OrderWork): Promise<OrderChange>;
  /** Operators: one order with its buyer (the console's order page, and every action's answer there). */
  operatorOrder(orderId: number): Promise<{ data: AdminOrder }>;
}

export function createOrderContext(
  repos: Repositories,
  mail: OrderMail,
  compliance: OrderCompliance,
  catalogue: OwnCatalogueWrites,
  now: () => Date,
): OrderContext {
  const claimWindowDays = compliance.claimWindowDays ?? DEFAULT_CLAIM_WINDOW_DAYS;
  const toOrder = (row: OrderRow, tracking: TrackingRow[], at: Date) => rowToOrder(row, tracking, at, claimWindowDays);
  const toOrders = (found: OrderWithTracking[]) => {
    const at = now();
    return found.map(({ order, tracking }) => toOrder(order, tracking, at));
  };
  const send = async (composed: MailMessage) => {
    await mail.mailer.send(composed).catch((error: unknown) => mail.mailFailed(error, composed.subject));
  };

  return {
    repos,
    mail,
    compliance,
    catalogue,
    now,
    send,
    async email(userId, message) {
      const user = await repos.users.byId(userId);
      if (user) await send(message(user.email));
    },
    toOrders,
    toOrder,
    ordersByIds: async (executor, ids) => toOrders(await repos.orders.byIdsWithTracking(executor, ids)),

    changeOrder: (orderId, userId, work) =>
      repos.transaction(async (trx) => {
        const order = await repos.orders.lock(trx, orderId, userId);
        if (!order) throw notFound(userId === undefined ? NO_SUCH_ORDER : ORDER_NOT_FOUND);
        const tracking = (await repos.orders.tracking(trx, [orderId])).get(orderId) ?? [];
        const msg = await work(trx, orderState(order.created_at, tracking, now()), order);
        // Read back with what it changed in the catalogue (stock given back, reviews no longer verified): this
        // process's caches drop it now.
        const [found, changed] = await together(trx, [repos.orders.withTracking(trx, [orderId]), catalogueChangeLog.own()] as const);
        catalogue.wrote(changed);
        return { msg, data: toOrders(found)[0]! };
      }),

    async operatorOrder(orderId) {
      const { rows, tracking } = await repos.orders.operatorPage({ id: orderId }, 1, 1);
      const row = rows[0];
      if (!row) throw notFound(NO_SUCH_ORDER);
      return { data: operatorView(toOrder(row, tracking.get(row.id) ?? [], now()), row) };
    },
  };
}

/** The console's order: the buyer's, with who bought it and the business it was billed to. */
export const operatorView = (
  order: RestOrder,
  row: { buyer_email: string; buyer_name: string; buyer_company: string | null; buyer_gstin: string | null },
): AdminOrder => ({
  ...order,
  buyerEmail: row.buyer_email,
  buyerName: row.buyer_name,
  buyerCompany: row.buyer_company,
  buyerGstin: row.buyer_gstin,
});
