import { sql, type Insertable, type Kysely, type Selectable, type Transaction } from 'kysely';
import { ADMIN_COUNT_LIMIT } from '../../domain/admin.js';
import type { ClaimOutcome, ClaimSide, ClaimStatus } from '../../domain/claims.js';
import type { CompanyRole } from '../../domain/company.js';
import { paiseToRupees } from '../../domain/money.js';
import type { RestClaim } from '../../domain/rest/claims.js';
import { countUpTo } from '../db/count-up-to.js';
import { reachedBy } from './same-company.js';
import type { DB } from '../db/types.js';
import type { Executor } from '../db/executor.js';

/** A claim as it is opened. */
export type NewClaim = Pick<
  Insertable<DB['claims']>,
  'order_id' | 'user_id' | 'company_id' | 'kind' | 'metres' | 'lot' | 'note' | 'photos'
>;

/** The buyer's order as a claim on it needs it, locked. */
export type OrderForClaim = Pick<Selectable<DB['orders']>, 'id' | 'user_id' | 'company_id' | 'stage'> &
  Pick<Selectable<DB['order_items']>, 'is_sample' | 'quantity'> & {
    member_role: CompanyRole | null;
    delivered_at: Date | null;
    claim_open: boolean;
    made_good: number;
  };

/** Claims, their threads and settlements, as the claim service reads and changes them. */
export interface ClaimRepository {
  read(executor: Executor, ids: number[]): Promise<RestClaim[]>;
  /** The emails of the Owners of the company a claim is of, other than the claimant (none for a buyer in no company). */
  ownersOf(id: number): Promise<string[]>;
  one(executor: Executor, id: number): Promise<RestClaim>;
  /** The buyer's order as a claim needs it, locked (so two claims on it are opened one at a time). */
  orderForClaim(trx: Transaction<DB>, orderId: number, userId: number): Promise<OrderForClaim | undefined>;
  insert(trx: Transaction<DB>, claim: NewClaim): Promise<number>;
  addMessage(trx: Transaction<DB>, claimId: number, author: ClaimSide, text: string): Promise<unknown>;
  /** A claim, locked until the transaction ends (only one the buyer reaches when `userId` is given). */
  lock(
    trx: Transaction<DB>,
    id: number,
    userId: number | undefined,
  ): Promise<Pick<Selectable<DB['claims']>, 'id' | 'order_id' | 'user_id' | 'kind' | 'status' | 'metres'> | undefined>;
  touch(trx: Transaction<DB>, id: number): Promise<unknown>;
  settle(
    trx: Transaction<DB>,
    id: number,
    settled: { status: ClaimStatus; outcome: ClaimOutcome; reason: string; operator: string; replacementOrderId: number | null },
  ): Promise<unknown>;
  /** Taxable value (paise) the order's claims have credited so far. */
  creditedPaise(trx: Transaction<DB>, orderId: number): Promise<number>;
  /** The order a replacement copies: the order row and its one item. */
  original(
    trx: Transaction<DB>,
    orderId: number,
  ): Promise<[Selectable<DB['orders']> & { payment_due_day: string | null }, Selectable<DB['order_items']>]>;
  page(
    filter: { userId: number | undefined; status: ClaimStatus | undefined },
    page: number,
    limit: number,
  ): Promise<{ ids: number[]; total: number }>;
  exists(id: number, userId: number | undefined): Promise<boolean>;
}

/** Claims, their threads and settlements (migration 0037), as the claim service reads and changes them. */
export function createClaimRepository(db: Kysely<DB>): ClaimRepository {
  /** Claims as the REST answers show them: with their order, credit note and thread, in two reads. */
  async function read(executor: Executor, ids: number[]): Promise<RestClaim[]> {
    if (ids.length === 0) return [];
    const [claims, messages] = await Promise.all([
      executor
        .selectFrom('claims as c')
        .innerJoin('orders as o', 'o.id', 'c.order_id')
        .innerJoin('order_items as i', 'i.order_id', 'o.id')
        .innerJoin('users as u', 'u.id', 'c.user_id')
        .leftJoin('credit_notes as cn', 'cn.claim_id', 'c.id')
        .select([
          'c.id',
          'c.status',
          'c.kind',
          'c.metres',
          'c.lot',
          'c.note',
          'c.photos',
          'c.created_at',
          'c.outcome',
          'c.reason',
          'c.settled_at',
          'c.replacement_order_id',
          'o.id as order_id',
          'o.order_number',
          'o.invoice_number',
          'o.subtotal_paise',
          'o.discount_paise',
          'o.tax_percent',
          'i.name',
          'i.color',
          'i.quantity',
          'u.email',
          'cn.id as credit_note_id',
          'cn.number as credit_note_number',
          sql<string | null>`cn.note->>'totalPaise'`.as('credit_note_total'),
        ])
        .where('c.id', 'in', ids)
        .execute(),
      executor
        .selectFrom('claim_messages')
        .select(['claim_id', 'author', 'text', 'created_at'])
        .where('claim_id', 'in', ids)
        .orderBy('claim_id')
        .orderBy('id')
        .execute(),
    ]);
    const byId = new Map(claims.map((claim) => [claim.id, claim]));
    return ids.flatMap((id) => {
      const claim = byId.get(id);
      if (!claim) return [];
      return [
        {
          _id: String(claim.id),
          status: claim.status,
          kind: claim.kind,
          metres: claim.metres,
          lot: claim.lot,
          note: claim.note,
          photos: claim.photos,
          createdAt: claim.created_at.toISOString(),
          order: {
            _id: String(claim.order_id),
            orderId: claim.order_number,
            name: claim.name,
            color: claim.color,
            quantity: claim.quantity,
            invoiceNumber: claim.invoice_number,
            taxable: paiseToRupees(Number(claim.subtotal_paise) - Number(claim.discount_paise)),
            taxPercent: Number(claim.tax_percent),
          },
          buyerEmail: claim.email,
          outcome: claim.outcome,
          reason: claim.reason,
          settledAt: claim.settled_at?.toISOString() ?? null,
          creditNote:
            claim.credit_note_id === null
              ? null
              : {
                  _id: String(claim.credit_note_id),
                  number: claim.credit_note_number!,
                  total: paiseToRupees(Number(claim.credit_note_total)),
                },
          replacementOrderId: claim.replacement_order_id === null ? null : String(claim.replacement_order_id),
          messages: messages
            .filter((message) => message.claim_id === id)
            .map((message) => ({ author: message.author, text: message.text, createdAt: message.created_at.toISOString() })),
        },
      ];
    });
  }

  return {
    read,

    /** The emails of the Owners of the company a claim is of, other than the claimant (none for a buyer in no company). */
    ownersOf: async (id: number): Promise<string[]> =>
      (
        await db
          .selectFrom('claims as c')
          .innerJoin('company_members as m', 'm.company_id', 'c.company_id')
          .innerJoin('users as u', 'u.id', 'm.user_id')
          .select('u.email')
          .where('c.id', '=', id)
          .where('m.role', '=', 'owner')
          .whereRef('m.user_id', '<>', 'c.user_id')
          .execute()
      ).map((row) => row.email),
    one: async (executor: Executor, id: number): Promise<RestClaim> => (await read(executor, [id]))[0]!,

    /**
     * The buyer's order as a claim needs it, locked (so two claims on it are opened one at a time): its stage, when it
     * was delivered, its line, whether a claim on it is open, and the metres earlier claims made good.
     */
    orderForClaim: (trx: Transaction<DB>, orderId: number, userId: number) =>
      trx
        .selectFrom('orders as o')
        .innerJoin('order_items as i', 'i.order_id', 'o.id')
        .leftJoin('company_members as me', (join) => join.on('me.user_id', '=', userId).onRef('me.company_id', '=', 'o.company_id'))
        .select([
          'o.id',
          'o.user_id',
          'o.company_id',
          'me.role as member_role',
          'o.stage',
          'i.quantity',
          'i.is_sample',
          sql<Date | null>`(SELECT max(t.created_at) FROM order_tracking t WHERE t.order_id = o.id AND t.status = 'Delivered')`.as(
            'delivered_at',
          ),
          sql<boolean>`EXISTS (SELECT 1 FROM claims c WHERE c.order_id = o.id AND c.status = 'Open')`.as('claim_open'),
          // Counted under the order's lock, which every claim on it is opened under.
          sql<number>`(SELECT coalesce(sum(c.metres), 0)::int FROM claims c WHERE c.order_id = o.id AND c.status = 'Settled')`.as(
            'made_good',
          ),
        ])
        .where('o.id', '=', orderId)
        .where(reachedBy('o', userId))
        .forUpdate('o')
        .executeTakeFirst(),

    insert: async (trx: Transaction<DB>, claim: NewClaim): Promise<number> =>
      (await trx.insertInto('claims').values(claim).returning('id').executeTakeFirstOrThrow()).id,

    addMessage: (trx: Transaction<DB>, claimId: number, author: ClaimSide, text: string) =>
      trx.insertInto('claim_messages').values({ claim_id: claimId, author, text }).execute(),

    /** A claim, locked until the transaction ends (only one the buyer reaches when `userId` is given). */
    lock: (trx: Transaction<DB>, id: number, userId: number | undefined) => {
      let query = trx
        .selectFrom('claims as c')
        .select(['c.id', 'c.status', 'c.order_id', 'c.user_id', 'c.metres', 'c.kind'])
        .where('c.id', '=', id)
        .forUpdate();
      if (userId !== undefined) query = query.where(reachedBy('c', userId));
      return query.executeTakeFirst();
    },

    touch: (trx: Transaction<DB>, id: number) => trx.updateTable('claims').set({ updated_at: new Date() }).where('id', '=', id).execute(),

    settle: (
      trx: Transaction<DB>,
      id: number,
      settled: { status: ClaimStatus; outcome: ClaimOutcome; reason: string; operator: string; replacementOrderId: number | null },
    ) =>
      trx
        .updateTable('claims')
        .set({
          status: settled.status,
          outcome: settled.outcome,
          reason: settled.reason,
          settled_by: settled.operator,
          settled_at: new Date(),
          replacement_order_id: settled.replacementOrderId,
          updated_at: new Date(),
        })
        .where('id', '=', id)
        .execute(),

    /** Taxable value (paise) the order's claims have credited so far. */
    creditedPaise: async (trx: Transaction<DB>, orderId: number) =>
      Number(
        (
          await trx
            .selectFrom('credit_notes')
            .select(sql<string>`coalesce(sum((note->>'taxablePaise')::bigint), 0)`.as('total'))
            .where('order_id', '=', orderId)
            .where('claim_id', 'is not', null)
            .executeTakeFirstOrThrow()
        ).total,
      ),

    /** The order a replacement copies: the order row and its one item. */
    original: (trx: Transaction<DB>, orderId: number) =>
      Promise.all([
        trx
          .selectFrom('orders')
          .selectAll()
          .select(sql<string | null>`to_char(payment_due, 'YYYY-MM-DD')`.as('payment_due_day'))
          .where('id', '=', orderId)
          .executeTakeFirstOrThrow(),
        trx.selectFrom('order_items').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow(),
      ]),

    async page(filter: { userId: number | undefined; status: ClaimStatus | undefined }, page: number, limit: number) {
      let query = db.selectFrom('claims as c').select('c.id as id');
      if (filter.userId !== undefined) query = query.where(reachedBy('c', filter.userId));
      if (filter.status) query = query.where('c.status', '=', filter.status);
      const [ids, total] = await Promise.all([
        query
          .orderBy('c.id', 'desc')
          .limit(limit)
          .offset((page - 1) * limit)
          .execute(),
        countUpTo(db, query, ADMIN_COUNT_LIMIT),
      ]);
      return { ids: ids.map((row) => row.id), total };
    },

    exists: async (id: number, userId: number | undefined) => {
      let query = db.selectFrom('claims as c').select('c.id').where('c.id', '=', id);
      if (userId !== undefined) query = query.where(reachedBy('c', userId));
      return (await query.executeTakeFirst()) !== undefined;
    },
  };
}
