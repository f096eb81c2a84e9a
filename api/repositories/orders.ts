import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import { ADMIN_COUNT_LIMIT } from '../../domain/admin.js';
import type { OrderStage } from '../../domain/order-stages.js';
import { countShownBy, countUpTo } from '../db/count-up-to.js';
import { run, step, type Step } from '../db/pipeline.js';
import { seenBy } from './invoices.js';
import { reachedBy } from './same-company.js';
import type { DB, OrdersTable } from '../db/types.js';
import type { OrderRow, TrackingRow } from './order-rows.js';
import type { Executor } from '../db/executor.js';

/** A consignment as the operator recorded it (domain/dispatch.ts checked it). */
export interface CheckedDispatch {
  transporter: string;
  lr_number: string;
  vehicle_number: string | null;
  dispatched_on: string;
  distance_km: number | null;
}

/** A consignment as stored: who recorded it, and its e-way bill. */
export interface NewDispatch extends CheckedDispatch {
  recorded_by: string;
  /** Its e-way bill, when it is worth more than ₹50,000; Part A and B as JSON text. */
  eway_bill_number: string | null;
  eway_bill_valid_until: Date | null;
  eway_bill_created_at: Date | null;
  eway_bill: string | null;
  tracking_url: string | null;
}

/** A tracking entry as json_build_object gives it: its time as text. */
type TrackingJson = Omit<TrackingRow, 'created_at'> & { created_at: string };

/** An order with its tracking entries, oldest first. */
export interface OrderWithTracking {
  order: OrderRow;
  tracking: TrackingRow[];
}

/** An order locked for a change, with the changer's role in its company (null for their own order or an operator). */
export interface LockedOrder {
  id: number;
  user_id: number;
  company_id: number | null;
  order_number: string;
  purchase_number: string;
  created_at: Date;
  member_role: string | null;
}

/** Orders (by id, or a buyer's purchase's), each with its tracking entries (oldest first), in id order. */
const withTracking = (executor: Executor, which: number[] | { purchase: string; userId: number }): Step<OrderWithTracking[]> =>
  step(
    Array.isArray(which) && which.length === 0
      ? null
      : orderColumns(executor)
          .select(
            sql<TrackingJson[] | string>`(SELECT coalesce(json_agg(json_build_object('order_id', t.order_id, 'status', t.status,
            'message', t.message, 'is_error', t.is_error, 'is_active', t.is_active, 'created_at', t.created_at) ORDER BY t.id), '[]')
            FROM order_tracking t WHERE t.order_id = o.id)`.as('tracking_json'),
          )
          .where((eb) =>
            Array.isArray(which)
              ? eb('o.id', 'in', which)
              : eb.and([eb('o.purchase_number', '=', which.purchase), eb('o.user_id', '=', which.userId)]),
          )
          .orderBy('o.id'),
    ({ rows }) =>
      rows.map(({ tracking_json: json, ...order }) => ({
        order: order as OrderRow,
        tracking: (typeof json === 'string' ? (JSON.parse(json) as TrackingJson[]) : json).map((row) => ({
          ...row,
          created_at: new Date(row.created_at),
        })),
      })),
  );

/** Orders written by one INSERT at most: an order has about 30 columns, and PostgreSQL takes 65,535 parameters. */
export const INSERT_BATCH = 500;

/** An order as placed (its id and time come from the database). */
export type NewOrder = Omit<Insertable<OrdersTable>, 'id' | 'created_at'>;

export interface NewItem {
  product_id: number;
  variety_id: number;
  name: string;
  description: string;
  color: string;
  quantity: number;
  unit_price_paise: number;
  hsn_code: string;
  is_sample: boolean;
  /** A claim's replacement, at ₹0. */
  is_replacement?: boolean;
}

const orderColumns = (executor: Executor) =>
  executor
    .selectFrom('orders as o')
    .innerJoin('order_items as i', 'i.order_id', 'o.id')
    .leftJoin('product_varieties as v', 'v.id', 'i.variety_id')
    .leftJoin('dispatches as d', 'd.id', 'o.dispatch_id')
    .leftJoin('credit_notes as cn', (join) => join.onRef('cn.order_id', '=', 'o.id').on('cn.claim_id', 'is', null))
    .leftJoin('invoice_documents as idoc', 'idoc.invoice_number', 'o.invoice_number')
    .select([
      'o.id',
      'o.order_number',
      'o.invoice_number',
      'o.purchase_number',
      'o.user_id',
      'o.payment_method',
      'o.shipping_option',
      'o.subtotal_paise',
      'o.discount_paise',
      'o.shipping_paise',
      'o.tax_paise',
      'o.tax_percent',
      'o.total_paise',
      'o.coupon_code',
      'o.quote_id',
      'o.ship_full_name',
      'o.ship_phone',
      'o.ship_address',
      'o.ship_city',
      'o.ship_state',
      'o.ship_pin_code',
      'o.ship_country',
      'o.created_at',
      sql<string | null>`to_char(o.shipment_date, 'YYYY-MM-DD')`.as('shipment_day'),
      sql<string | null>`to_char(o.estimated_delivery, 'YYYY-MM-DD')`.as('delivery_day'),
      'o.po_number',
      sql<string | null>`to_char(o.requested_delivery, 'YYYY-MM-DD')`.as('requested_day'),
      'i.product_id',
      'i.variety_id',
      'i.name',
      'i.description',
      'i.color',
      'i.quantity',
      'i.unit_price_paise',
      'i.is_sample',
      'v.images',
      'd.transporter',
      'd.lr_number',
      'd.vehicle_number',
      sql<string | null>`to_char(d.dispatched_on, 'YYYY-MM-DD')`.as('dispatch_day'),
      'd.eway_bill_number',
      'd.eway_bill_valid_until',
      'd.eway_bill_created_at',
      'd.eway_bill_cancelled_at',
      'd.tracking_url',
      'd.photos as dispatch_photos',
      'cn.id as credit_note_id',
      'cn.number as credit_note_number',
      sql<string | null>`idoc.invoice->'einvoice'->>'irn'`.as('irn'),
      sql<string | null>`idoc.invoice->'einvoice'->>'signedQrCode'`.as('signed_qr_code'),
      sql<string | null>`idoc.invoice->'einvoice'->>'ackDate'`.as('irn_ack_date'),
      'idoc.irn_cancelled_at',
      sql<number | null>`(SELECT c.id FROM claims c WHERE c.order_id = o.id ORDER BY c.id DESC LIMIT 1)`.as('claim_id'),
      sql<'Open' | 'Settled' | 'Rejected' | null>`(SELECT c.status FROM claims c WHERE c.order_id = o.id ORDER BY c.id DESC LIMIT 1)`.as(
        'claim_status',
      ),
      sql<number>`(SELECT coalesce(sum(c.metres), 0)::int FROM claims c WHERE c.order_id = o.id AND c.status = 'Settled')`.as(
        'claim_made_good',
      ),
    ]);

/**
 * Orders, one per line, each with its item and first tracking entry, in one statement (the orders inserted, then
 * their items and tracking as data-modifying WITH queries joined by order number); at most INSERT_BATCH lines.
 * Answers the orders' ids in the lines' order.
 */
const inserting = (trx: Transaction<DB>, placed: { order: NewOrder; item: NewItem }[]): Step<number[]> => {
  const items = placed.map(({ order, item }) => ({
    order_number: order.order_number,
    ...item,
    is_replacement: item.is_replacement ?? false,
    line_total_paise: item.unit_price_paise * item.quantity,
  }));
  return step(
    sql<{ id: number; order_number: string }>`
      WITH placed AS (${trx
        .insertInto('orders')
        .values(placed.map(({ order }) => order))
        .returning(['id', 'order_number'])}),
      items AS (
        INSERT INTO order_items (order_id, product_id, variety_id, name, description, color, quantity, unit_price_paise,
          line_total_paise, hsn_code, is_sample, is_replacement)
        SELECT placed.id, x.product_id, x.variety_id, x.name, x.description, x.color, x.quantity, x.unit_price_paise,
          x.line_total_paise, x.hsn_code, x.is_sample, x.is_replacement
        FROM placed JOIN jsonb_to_recordset(${JSON.stringify(items)}::jsonb) AS x(order_number text, product_id int,
          variety_id int, name text, description text, color text, quantity int, unit_price_paise int,
          line_total_paise int, hsn_code text, is_sample boolean, is_replacement boolean) ON x.order_number = placed.order_number),
      tracked AS (
        INSERT INTO order_tracking (order_id, status, message)
        SELECT id, 'Ordered Placed', 'Your order has been placed.' FROM placed)
      SELECT id, order_number FROM placed`,
    ({ rows }) => {
      const idOf = new Map(rows.map((row) => [row.order_number, row.id]));
      return placed.map(({ order }) => idOf.get(order.order_number)!);
    },
  );
};

/** At most this many companies' orders are listed by one search of a name (a search that broad should be narrowed). */
const COMPANIES_SEARCHED = 50;

/** Orders, their items and tracking; placement and changes run inside the caller's transaction. */
export function createOrderRepository(db: Kysely<DB>) {
  const tracking = async (executor: Executor, orderIds: number[]): Promise<Map<number, TrackingRow[]>> => {
    const byOrder = new Map<number, TrackingRow[]>(orderIds.map((id) => [id, []]));
    if (orderIds.length === 0) return byOrder;
    const rows = await executor
      .selectFrom('order_tracking')
      .select(['order_id', 'status', 'message', 'is_error', 'is_active', 'created_at'])
      .where('order_id', 'in', orderIds)
      .orderBy('order_id')
      .orderBy('id')
      .execute();
    for (const row of rows) byOrder.get(row.order_id)?.push(row);
    return byOrder;
  };

  /** The ids of the companies whose name, GSTIN or city holds `words` (companies_search_trigram_idx), at most `most`. */
  const companiesMatching = async (words: string, most: number): Promise<number[]> => {
    const like = `%${words.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const rows = await db
      .selectFrom('companies as c')
      .select('c.id')
      .where(sql<boolean>`(lower(c.name) || ' ' || coalesce(lower(c.gstin), '') || ' ' || lower(c.city)) LIKE ${like}`)
      .limit(most)
      .execute();
    return rows.map((row) => row.id);
  };

  return {
    tracking,

    /**
     * One page of the orders a buyer sees, newest first, and how many there are: a company member sees every order
     * of the company (orders_company_idx) and their own from before they joined; anyone else their own.
     */
    async page(userId: number, page: number, limit: number) {
      const seen = seenBy(userId);
      const [rows, total] = await Promise.all([
        orderColumns(db)
          .where(seen)
          .orderBy('o.created_at', 'desc')
          .orderBy('o.id', 'desc')
          .limit(limit)
          .offset((page - 1) * limit)
          .execute(),
        db
          .selectFrom('orders as o')
          .select(sql<number>`count(*)::int`.as('total'))
          .where(seen)
          .executeTakeFirstOrThrow(),
      ]);
      return {
        rows: rows as OrderRow[],
        total: total.total,
        tracking: await tracking(
          db,
          rows.map((row) => row.id),
        ),
      };
    },

    /**
     * Operators' list, newest first: by stage (orders_stage_idx), by one order (its id, FM… number, P… purchase
     * number or invoice number), by the buyer's email (users_email_lower_key, then orders_user_idx), or by what a
     * company quotes: its PO number, its GSTIN or its name (migration 0062's indexes, and orders_company_idx).
     */
    async operatorPage(filter: { status?: string | undefined; q?: string | undefined; id?: number }, page: number, limit: number) {
      // The list and its count read orders alone (orders_stage_idx, the primary key, orders_user_idx): the buyer is
      // joined for the page's rows only.
      let query = db.selectFrom('orders as o');
      if (filter.status) query = query.where('o.stage', '=', filter.status as OrderStage);
      if (filter.id !== undefined) query = query.where('o.id', '=', filter.id);
      const q = filter.q?.trim() ?? '';
      if (q) {
        if (q.includes('@'))
          query = query.where('o.user_id', '=', (users) =>
            users
              .selectFrom('users')
              .select('id')
              .where(sql<string>`lower(email)`, '=', q.toLowerCase()),
          );
        else if (/^FM[0-9A-F]{10}$/i.test(q)) query = query.where('o.order_number', '=', q.toUpperCase());
        else if (/^P[0-9A-F]{10}$/i.test(q)) query = query.where('o.purchase_number', '=', q.toUpperCase());
        else if (/^[1-9][0-9]{0,8}$/.test(q)) query = query.where('o.id', '=', Number(q));
        else if (/^(FM|DC)\/[0-9]{4}\/[0-9]{1,9}$/i.test(q)) query = query.where('o.invoice_number', '=', q.toUpperCase());
        else {
          // A PO number, a GSTIN, or (part of) a company's name: the companies first, by their trigram index.
          const companies = q.length < 3 ? [] : await companiesMatching(q, COMPANIES_SEARCHED);
          const upper = q.toUpperCase();
          query = query.where((eb) =>
            eb.or([
              eb(sql`upper(o.po_number)`, '=', upper),
              eb('o.buyer_gstin', '=', upper),
              ...(companies.length > 0 ? [eb('o.company_id', 'in', companies)] : []),
            ]),
          );
        }
      }
      const ids = await query
        .select('o.id')
        .orderBy('o.id', 'desc')
        .limit(limit)
        .offset((page - 1) * limit)
        .execute();
      const [rows, total] = await Promise.all([
        ids.length === 0
          ? []
          : orderColumns(db)
              .innerJoin('users as u', 'u.id', 'o.user_id')
              .select(['u.email as buyer_email', 'u.name as buyer_name', 'o.buyer_company', 'o.buyer_gstin'])
              .where(
                'o.id',
                'in',
                ids.map((row) => row.id),
              )
              .orderBy('o.id', 'desc')
              .execute(),
        countShownBy(ids.length, page, limit) ?? countUpTo(db, query, ADMIN_COUNT_LIMIT),
      ]);
      return {
        rows: rows as (OrderRow & { buyer_email: string; buyer_name: string; buyer_company: string | null; buyer_gstin: string | null })[],
        total,
        tracking: await tracking(
          db,
          rows.map((row) => row.id),
        ),
      };
    },

    byIds: async (executor: Executor, ids: number[]) =>
      ids.length === 0 ? [] : ((await orderColumns(executor).where('o.id', 'in', ids).orderBy('o.id').execute()) as OrderRow[]),

    /** Orders by id, each with its tracking (oldest first), in one read: what Place Order answers with. */
    byIdsWithTracking: (executor: Executor, ids: number[]) => run(executor, withTracking(executor, ids)),

    /** `byIdsWithTracking` as a step (pipeline.ts), to send beside others. */
    withTracking,

    /** The purchase's payment was captured. */
    markCaptured: (paymentId: string) =>
      db.updateTable('orders').set({ payment_captured_at: new Date() }).where('payment_id', '=', paymentId).execute(),

    /**
     * The order locked for a change; with `userId`, only one that buyer reaches (same-company.ts), with their role in
     * its company (null for an order of their own).
     */
    lock: async (trx: Transaction<DB>, id: number, userId?: number): Promise<LockedOrder | undefined> => {
      let query = trx
        .selectFrom('orders as o')
        .leftJoin('company_members as me', (join) => join.on('me.user_id', '=', userId ?? 0).onRef('me.company_id', '=', 'o.company_id'))
        .select(['o.id', 'o.user_id', 'o.company_id', 'o.order_number', 'o.purchase_number', 'o.created_at', 'me.role as member_role'])
        .where('o.id', '=', id)
        .forUpdate('o');
      if (userId !== undefined) query = query.where(reachedBy('o', userId));
      return query.executeTakeFirst();
    },

    /**
     * A purchase's orders, one per line, each with its item and first tracking entry: one statement for every
     * INSERT_BATCH lines. Answers the orders' ids in the lines' order.
     */
    async insert(trx: Transaction<DB>, placed: { order: NewOrder; item: NewItem }[]): Promise<number[]> {
      const ids: number[] = [];
      for (let start = 0; start < placed.length; start += INSERT_BATCH)
        ids.push(...(await run(trx, inserting(trx, placed.slice(start, start + INSERT_BATCH)))));
      return ids;
    },

    /** `insert` of at most INSERT_BATCH lines as a step (pipeline.ts), to send beside others. */
    inserting,

    /**
     * Each colour's free sample is had once ever: the primary key refuses a second even from a concurrent purchase.
     * Answers the colours claimed now.
     */
    claimSamples: async (trx: Transaction<DB>, samples: { user_id: number; product_id: number; variety_id: number; order_id: number }[]) =>
      new Set(
        (
          await trx
            .insertInto('sample_orders')
            .values(samples)
            .onConflict((conflict) => conflict.doNothing())
            .returning('variety_id')
            .execute()
        ).map((row) => row.variety_id),
      ),

    /** A cancelled sample was never had: the colour's sample is free again. */
    releaseSample: (trx: Transaction<DB>, orderId: number) => trx.deleteFrom('sample_orders').where('order_id', '=', orderId).execute(),

    /** The purchase's orders at `stage`, but `orderId`, locked: those that may leave with it in one consignment. */
    companions: (trx: Transaction<DB>, purchaseNumber: string, orderId: number, stage: OrderStage) =>
      trx
        .selectFrom('orders')
        .select(['id', 'order_number'])
        .where('purchase_number', '=', purchaseNumber)
        .where('stage', '=', stage)
        .where('id', '<>', orderId)
        .orderBy('id')
        .forUpdate()
        .execute(),

    /** One consignment, and the orders that left in it. */
    async dispatch(trx: Transaction<DB>, purchaseNumber: string, dispatch: NewDispatch, orderIds: number[]) {
      const { id } = await trx
        .insertInto('dispatches')
        .values({ purchase_number: purchaseNumber, ...dispatch })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.updateTable('orders').set({ dispatch_id: id }).where('id', 'in', orderIds).execute();
      return id;
    },

    addTracking: (trx: Transaction<DB>, orderId: number, entry: { status: OrderStage; message: string; is_error: boolean }) =>
      trx
        .insertInto('order_tracking')
        .values({ order_id: orderId, ...entry })
        .execute(),
  };
}

export type OrderRepository = ReturnType<typeof createOrderRepository>;
