import { sql, type Kysely, type Transaction } from 'kysely';
import { ADMIN_COUNT_LIMIT } from '../../domain/admin.js';
import type { CompanyRole } from '../../domain/company.js';
import type { QuoteSide, QuoteStatus } from '../../domain/quotes.js';
import type { RestQuote } from '../../domain/rest/quotes.js';
import { countUpTo } from '../db/count-up-to.js';
import type { Selectable } from 'kysely';
import type { DB, QuotesTable } from '../db/types.js';
import { colourOnSale } from './on-sale.js';
import { readQuotes } from './quote-rows.js';
import { reachedBy } from './same-company.js';
import type { Executor } from '../db/executor.js';

/**
 * The quotes a buyer sees: a company member those of the company, and their own from before they joined; anyone else
 * their own. A removed member no longer sees the company's.
 */
const quoteSeenBy = (userId: number) => reachedBy('quotes', userId);

/** A line as it is written: the colour asked for, its metres and the buyer's target price. */
export interface QuoteLineRow {
  variety_id: number;
  product_id: number;
  color: string;
  metres: number;
  target_price_paise: number | null;
}

/** A quote's row as a change locks it: its owner, company, status and valid-until. */
type LockedQuote = Pick<Selectable<QuotesTable>, 'id' | 'user_id' | 'company_id' | 'status' | 'valid_until'>;

/** Quotes: read as the REST answer shows them, asked for, priced, answered, put in the cart and ordered. */
export interface QuoteRepository {
  read: typeof readQuotes;
  one(executor: Executor, id: number, now: Date): Promise<RestQuote>;
  /** Serialises one buyer's asks, so a burst of them counts against the limits one at a time. */
  lockBuyer(trx: Transaction<DB>, userId: number): Promise<unknown>;
  /** The buyer's open quotes: Requested, or Quoted and still valid. */
  openCount(trx: Transaction<DB>, userId: number, now: Date): Promise<number>;
  /** When the buyer's newest `limit` quotes were asked for, newest first (quotes_user_idx). */
  askedAt(trx: Transaction<DB>, userId: number, limit: number): Promise<Date[]>;
  /** The quote locked for a change: one the buyer reaches when `userId` is given (with their role in its company), or any. */
  lock(
    trx: Transaction<DB>,
    id: number,
    userId: number | undefined,
  ): Promise<(LockedQuote & { member_role: CompanyRole | null }) | undefined>;
  exists(id: number, userId: number | undefined): Promise<boolean>;
  setStatus(trx: Transaction<DB>, id: number, status: Selectable<QuotesTable>['status']): Promise<unknown>;
  /** Waiting for an operator's price again: a quote waiting has no valid-until (the table's check), so both in one step. */
  reopen(trx: Transaction<DB>, id: number): Promise<unknown>;
  setValidUntil(trx: Transaction<DB>, id: number, validUntil: Date): Promise<unknown>;
  /** Quotes waiting for an operator's price, counted up to one past the console's cap. */
  waitingCount(): Promise<number>;
  /** A page of quote ids, newest first, with their count up to one past the console's cap. */
  page(
    filter: { userId: number | undefined; status: QuoteStatus | undefined; now: Date },
    page: number,
    limit: number,
  ): Promise<{ ids: number[]; total: number }>;
  /** The colours asked for that are on sale, with their fabric's minimum, in one query. */
  coloursOnSale(
    trx: Transaction<DB>,
    asked: { productId: number; color: string }[],
  ): Promise<{ id: number; product_id: number; color: string; minOrderMetres: number }[]>;
  /** The quote's lines, replaced by these (prices cleared). */
  writeLines(trx: Transaction<DB>, quoteId: number, lines: QuoteLineRow[]): Promise<void>;
  insert(trx: Transaction<DB>, quote: { userId: number; note: string; neededBy: string | null }): Promise<number>;
  addMessage(trx: Transaction<DB>, quoteId: number, author: QuoteSide, text: string): Promise<unknown>;
  /** Prices the quote's line of one colour; false when the quote has no such line. */
  priceLine(trx: Transaction<DB>, quoteId: number, line: { productId: number; color: string; paise: number }): Promise<boolean>;
  pricedLines(trx: Transaction<DB>, quoteId: number): Promise<{ variety_id: number; position: number }[]>;
  /** The priced lines into the buyer's cart, in place of the same colours' metres at the shown price (the cart held). */
  intoCart(trx: Transaction<DB>, userId: number, quoteId: number, priced: { position: number; variety_id: number }[]): Promise<void>;
  /** Quotes whose lines are being ordered, locked: their status and how long they hold. */
  lockForOrder(trx: Transaction<DB>, quoteIds: number[]): Promise<LockedQuote[]>;
  /** Accepted quotes marked Ordered; false when one of them is no longer Accepted. */
  markOrdered(trx: Transaction<DB>, quoteIds: number[]): Promise<boolean>;
  /** An accepted quote's lines out of every cart. */
  outOfCarts(trx: Transaction<DB>, quoteId: number): Promise<unknown>;
}

/** Quotes, their lines and messages (migration 0019), as the quote service reads and changes them. */
export function createQuoteRepository(db: Kysely<DB>): QuoteRepository {
  return {
    read: readQuotes,
    one: async (executor: Executor, id: number, now: Date): Promise<RestQuote> => (await readQuotes(executor, [id], now))[0]!,

    /** Serialises one buyer's asks, so a burst of them counts against the limits one at a time. */
    lockBuyer: (trx: Transaction<DB>, userId: number) =>
      sql`SELECT pg_advisory_xact_lock(hashtextextended(${`quotes:${userId}`}, 0))`.execute(trx),

    /** The buyer's open quotes: Requested, or Quoted and still valid. */
    openCount: async (trx: Transaction<DB>, userId: number, now: Date) =>
      (
        await trx
          .selectFrom('quotes')
          .select(sql<number>`count(*)::int`.as('total'))
          .where('user_id', '=', userId)
          .where((eb) => eb.or([eb('status', '=', 'Requested'), eb.and([eb('status', '=', 'Quoted'), eb('valid_until', '>', now)])]))
          .executeTakeFirstOrThrow()
      ).total,

    /** When the buyer's newest `limit` quotes were asked for, newest first (quotes_user_idx). */
    askedAt: async (trx: Transaction<DB>, userId: number, limit: number) =>
      (await trx.selectFrom('quotes').select('created_at').where('user_id', '=', userId).orderBy('id', 'desc').limit(limit).execute()).map(
        (row) => row.created_at,
      ),

    /**
     * The quote locked for a change: one the buyer reaches when `userId` is given (with their role in its company, null
     * for a quote of their own), or any.
     */
    lock: (trx: Transaction<DB>, id: number, userId: number | undefined) =>
      trx
        .selectFrom('quotes')
        .leftJoin('company_members as me', (join) =>
          join.on('me.user_id', '=', userId ?? 0).onRef('me.company_id', '=', 'quotes.company_id'),
        )
        .select(['quotes.id', 'quotes.user_id', 'quotes.company_id', 'quotes.status', 'quotes.valid_until', 'me.role as member_role'])
        .where('quotes.id', '=', id)
        .$if(userId !== undefined, (query) => query.where(quoteSeenBy(userId!)))
        .forUpdate('quotes')
        .executeTakeFirst(),

    exists: async (id: number, userId: number | undefined) =>
      (await db
        .selectFrom('quotes')
        .select('id')
        .where('id', '=', id)
        .$if(userId !== undefined, (query) => query.where(quoteSeenBy(userId!)))
        .executeTakeFirst()) !== undefined,

    setStatus: (trx: Transaction<DB>, id: number, status: Selectable<QuotesTable>['status']) =>
      trx.updateTable('quotes').set({ status, updated_at: new Date() }).where('id', '=', id).execute(),

    /** Waiting for an operator's price again: a quote waiting has no valid-until (the table's check), so both in one step. */
    reopen: (trx: Transaction<DB>, id: number) =>
      trx.updateTable('quotes').set({ status: 'Requested', valid_until: null }).where('id', '=', id).execute(),

    setValidUntil: (trx: Transaction<DB>, id: number, validUntil: Date) =>
      trx.updateTable('quotes').set({ valid_until: validUntil }).where('id', '=', id).execute(),

    /** Quotes waiting for an operator's price, counted up to one past the console's cap. */
    waitingCount: () => countUpTo(db, db.selectFrom('quotes').where('status', '=', 'Requested'), ADMIN_COUNT_LIMIT),

    /** A page of quote ids, newest first, with their count up to one past the console's cap. */
    async page(filter: { userId: number | undefined; status: QuoteStatus | undefined; now: Date }, page: number, limit: number) {
      const { userId, status, now } = filter;
      let query = db.selectFrom('quotes').select('id');
      if (userId !== undefined) query = query.where(quoteSeenBy(userId));
      if (status === 'Expired') query = query.where('status', '=', 'Quoted').where('valid_until', '<=', now);
      else if (status === 'Quoted') query = query.where('status', '=', 'Quoted').where('valid_until', '>', now);
      else if (status) query = query.where('status', '=', status);
      const [ids, total] = await Promise.all([
        query
          .orderBy('id', 'desc')
          .limit(limit)
          .offset((page - 1) * limit)
          .execute(),
        countUpTo(db, query, ADMIN_COUNT_LIMIT),
      ]);
      return { ids: ids.map((row) => row.id), total };
    },

    /** The colours asked for that are on sale, with their fabric's minimum, in one query. */
    coloursOnSale: (trx: Transaction<DB>, asked: { productId: number; color: string }[]) =>
      asked.length === 0
        ? Promise.resolve([])
        : trx
            .selectFrom('product_varieties')
            .innerJoin('products', 'products.id', 'product_varieties.product_id')
            .select([
              'product_varieties.id',
              'product_varieties.product_id',
              'product_varieties.color',
              'products.min_order_metres as minOrderMetres',
            ])
            .where((eb) =>
              eb.or(
                asked.map((line) =>
                  eb.and([eb('product_varieties.product_id', '=', line.productId), eb('product_varieties.color', '=', line.color)]),
                ),
              ),
            )
            .where(colourOnSale)
            .execute(),

    /** The quote's lines, replaced by these (prices cleared). */
    async writeLines(trx: Transaction<DB>, quoteId: number, lines: QuoteLineRow[]) {
      await trx.deleteFrom('quote_lines').where('quote_id', '=', quoteId).execute();
      await trx
        .insertInto('quote_lines')
        .values(lines.map((line, position) => ({ ...line, quote_id: quoteId, position, quoted_price_paise: null })))
        .execute();
    },

    insert: async (trx: Transaction<DB>, quote: { userId: number; note: string; neededBy: string | null }) =>
      (
        await trx
          .insertInto('quotes')
          .values({
            user_id: quote.userId,
            note: quote.note,
            needed_by: quote.neededBy,
            // The company's when the buyer is in one (as orders are).
            company_id: sql<number | null>`(SELECT m.company_id FROM company_members m WHERE m.user_id = ${quote.userId})`,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,

    addMessage: (trx: Transaction<DB>, quoteId: number, author: QuoteSide, text: string) =>
      trx.insertInto('quote_messages').values({ quote_id: quoteId, author, text: text.trim() }).execute(),

    /** Prices the quote's line of one colour; false when the quote has no such line. */
    priceLine: async (trx: Transaction<DB>, quoteId: number, line: { productId: number; color: string; paise: number }) =>
      Number(
        (
          await trx
            .updateTable('quote_lines')
            .set({ quoted_price_paise: line.paise })
            .where('quote_id', '=', quoteId)
            .where('product_id', '=', line.productId)
            .where('color', '=', line.color)
            .executeTakeFirst()
        ).numUpdatedRows,
      ) > 0,

    pricedLines: (trx: Transaction<DB>, quoteId: number) =>
      trx
        .selectFrom('quote_lines')
        .select(['position', 'variety_id'])
        .where('quote_id', '=', quoteId)
        .where('quoted_price_paise', 'is not', null)
        .execute(),

    /**
     * The priced lines into the buyer's cart, in place of the same colours' metres at the shown price; the cart is
     * held as every cart change holds it, so a change in another tab waits for this one.
     */
    async intoCart(trx: Transaction<DB>, userId: number, quoteId: number, priced: { position: number; variety_id: number }[]) {
      await trx
        .insertInto('carts')
        .values({ user_id: userId })
        .onConflict((conflict) => conflict.column('user_id').doNothing())
        .execute();
      await trx.selectFrom('carts').select('user_id').where('user_id', '=', userId).forUpdate().execute();
      await trx
        .deleteFrom('cart_lines')
        .where('user_id', '=', userId)
        .where(
          'variety_id',
          'in',
          priced.map((line) => line.variety_id),
        )
        .execute();
      await trx
        .insertInto('cart_quote_lines')
        .values(priced.map((line) => ({ user_id: userId, quote_id: quoteId, position: line.position })))
        .execute();
    },

    /** Quotes whose lines are being ordered, locked: their status and how long they hold. */
    lockForOrder: (trx: Transaction<DB>, quoteIds: number[]) =>
      trx
        .selectFrom('quotes')
        .select(['id', 'status', 'valid_until', 'company_id', 'user_id'])
        .where('id', 'in', quoteIds)
        .orderBy('id')
        .forUpdate()
        .execute(),

    /** Accepted quotes marked Ordered; false when one of them is no longer Accepted. */
    markOrdered: async (trx: Transaction<DB>, quoteIds: number[]) =>
      Number(
        (
          await trx
            .updateTable('quotes')
            .set({ status: 'Ordered', updated_at: new Date() })
            .where('id', 'in', quoteIds)
            .where('status', '=', 'Accepted')
            .executeTakeFirst()
        ).numUpdatedRows,
      ) === quoteIds.length,

    /** An accepted quote's lines out of every cart. */
    outOfCarts: (trx: Transaction<DB>, quoteId: number) => trx.deleteFrom('cart_quote_lines').where('quote_id', '=', quoteId).execute(),
  };
}
