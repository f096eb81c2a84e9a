import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/types.js';
import type { Executor } from '../db/executor.js';
import type { ApprovalStatus } from '../../domain/approvals.js';

/** A cart as it stood when its order went for approval: its lines, quoted lines, samples and coupon. */
export interface CartSnapshot {
  lines: { variety_id: number; quantity: number }[];
  quoted: { quote_id: number; position: number }[];
  samples: { variety_id: number; product_id: number }[];
  coupon_id: number | null;
}

/** A line of the order as the approver reads it. */
export interface ApprovalLine {
  name: string;
  color: string;
  metres: number;
  kind: string;
  /** The quote a quoted line is priced from (absent on approvals asked for before it was kept). */
  quoteId?: number | null;
}

export interface ApprovalRow {
  id: number;
  company_id: number;
  user_id: number;
  email: string;
  name: string;
  status: ApprovalStatus;
  why: string;
  total_paise: number;
  request: unknown;
  cart: CartSnapshot;
  created_at: Date;
  decided_at: Date | null;
  decided_by_email: string | null;
  reject_reason: string | null;
  purchase_number: string | null;
}

const approvals = (executor: Executor) =>
  executor
    .selectFrom('order_approvals as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .leftJoin('users as d', 'd.id', 'a.decided_by')
    .select([
      'a.id',
      'a.company_id',
      'a.user_id',
      'u.email',
      'u.name',
      'a.status',
      'a.why',
      'a.total_paise',
      'a.request',
      'a.cart',
      'a.created_at',
      'a.decided_at',
      'd.email as decided_by_email',
      'a.reject_reason',
      'a.purchase_number',
    ]);

const row = (raw: Record<string, unknown>): ApprovalRow => ({ ...raw, total_paise: Number(raw.total_paise) }) as unknown as ApprovalRow;

/** Orders waiting for a company's Approver: the cart they hold, made, listed, locked and decided. */
export interface ApprovalRepository {
  /** The buyer's cart as it is now (in the cart's transaction). */
  snapshot(trx: Transaction<DB>, userId: number): Promise<CartSnapshot>;
  /** Puts a snapshot into the buyer's emptied cart (in the cart's transaction). */
  restore(trx: Transaction<DB>, userId: number, cart: CartSnapshot): Promise<void>;
  /** What the member's orders for the company came to since `since` (cancelled ones not counted). */
  monthSpent(trx: Kysely<DB>, companyId: number, userId: number, since: Date): Promise<number>;
  create(
    trx: Transaction<DB>,
    values: {
      company_id: number;
      user_id: number;
      why: string;
      total_paise: number;
      request: object;
      lines: ApprovalLine[];
      cart: CartSnapshot;
    },
  ): Promise<number>;
  /** A company's approvals, newest first (the last 100). */
  list(executor: Executor, companyId: number): Promise<ApprovalRow[]>;
  one(executor: Executor, id: number): Promise<ApprovalRow | undefined>;
  /** Locks the approval until the transaction ends: two approvers at once decide it once. */
  lock(trx: Transaction<DB>, id: number): Promise<{ id: number; status: ApprovalStatus } | undefined>;
  decide(
    trx: Transaction<DB>,
    id: number,
    decision: { status: Exclude<ApprovalStatus, 'waiting'>; decided_by: number; reject_reason?: string; purchase_number?: string },
  ): Promise<unknown>;
}

/** Orders waiting for a company's approval, and the buyer's cart they are kept from. */
export function createApprovalRepository(): ApprovalRepository {
  return {
    /** The buyer's cart as it is now (in the cart's transaction). */
    async snapshot(trx: Transaction<DB>, userId: number): Promise<CartSnapshot> {
      const [lines, quoted, samples, cart] = await Promise.all([
        trx.selectFrom('cart_lines').select(['variety_id', 'quantity']).where('user_id', '=', userId).orderBy('added_at').execute(),
        trx.selectFrom('cart_quote_lines').select(['quote_id', 'position']).where('user_id', '=', userId).execute(),
        trx.selectFrom('cart_samples').select(['variety_id', 'product_id']).where('user_id', '=', userId).execute(),
        trx.selectFrom('carts').select('coupon_id').where('user_id', '=', userId).executeTakeFirst(),
      ]);
      return { lines, quoted, samples, coupon_id: cart?.coupon_id ?? null };
    },

    /** Puts a snapshot into the buyer's emptied cart (in the cart's transaction). */
    async restore(trx: Transaction<DB>, userId: number, cart: CartSnapshot): Promise<void> {
      if (cart.lines.length > 0)
        await trx
          .insertInto('cart_lines')
          .values(cart.lines.map((line, index) => ({ user_id: userId, ...line, added_at: new Date(Date.now() + index) })))
          .execute();
      if (cart.quoted.length > 0)
        await trx
          .insertInto('cart_quote_lines')
          .values(cart.quoted.map((line) => ({ user_id: userId, ...line })))
          .execute();
      if (cart.samples.length > 0)
        await trx
          .insertInto('cart_samples')
          .values(cart.samples.map((line) => ({ user_id: userId, ...line })))
          .execute();
      await trx.updateTable('carts').set({ coupon_id: cart.coupon_id }).where('user_id', '=', userId).execute();
    },

    /** What the member's orders for the company came to since `since` (cancelled ones not counted). */
    monthSpent: async (trx: Kysely<DB>, companyId: number, userId: number, since: Date): Promise<number> =>
      Number(
        (
          await trx
            .selectFrom('orders')
            .select(sql<string>`coalesce(sum(total_paise), 0)::bigint`.as('spent'))
            .where('company_id', '=', companyId)
            .where('user_id', '=', userId)
            .where('created_at', '>=', since)
            .where('stage', '<>', 'Cancelled')
            .executeTakeFirstOrThrow()
        ).spent,
      ),

    create: async (trx, values) =>
      (
        await trx
          .insertInto('order_approvals')
          .values({
            company_id: values.company_id,
            user_id: values.user_id,
            why: values.why,
            total_paise: values.total_paise,
            request: JSON.stringify({ ...values.request, lines: values.lines }),
            cart: JSON.stringify(values.cart),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,

    /** A company's approvals, newest first (the last 100). */
    list: async (executor: Executor, companyId: number): Promise<ApprovalRow[]> =>
      (await approvals(executor).where('a.company_id', '=', companyId).orderBy('a.created_at', 'desc').limit(100).execute()).map(row),

    one: async (executor: Executor, id: number): Promise<ApprovalRow | undefined> => {
      const found = await approvals(executor).where('a.id', '=', id).executeTakeFirst();
      return found ? row(found) : undefined;
    },

    /** Locks the approval until the transaction ends: two approvers at once decide it once. */
    lock: (trx: Transaction<DB>, id: number) =>
      trx.selectFrom('order_approvals').select(['id', 'status']).where('id', '=', id).forUpdate().executeTakeFirst(),

    decide: (
      trx: Transaction<DB>,
      id: number,
      decision: { status: 'approved' | 'rejected' | 'withdrawn'; decided_by: number; reject_reason?: string; purchase_number?: string },
    ) =>
      trx
        .updateTable('order_approvals')
        .set({ ...decision, decided_at: new Date() })
        .where('id', '=', id)
        .execute(),
  };
}
