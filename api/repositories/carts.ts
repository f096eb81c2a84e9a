import { sql, type Kysely, type Transaction } from 'kysely';
import { compiledOnce } from '../db/compiled-once.js';
import { pipelined, run, step, together, type Answers, type Step } from '../db/pipeline.js';
import { transaction } from '../db/transaction.js';
import { colourOnSale } from './on-sale.js';
import { reachedBy } from './same-company.js';
import { hsnCodeOf, taxPercentOf } from './tax-rates.js';
import type { DB } from '../db/types.js';
import type { Coupon } from '../shopping/coupon-rules.js';
import type { KindedLine, LineKind, StockedLine } from '../../domain/cart-lines.js';
import type { Executor } from '../db/executor.js';

/** A cart line with its colour as it is now and its product's answer (list_json). */
export interface CartLineRow {
  variety_id: number;
  product_id: number;
  color: string;
  quantity: number;
  stock: number;
  /** The price per metre now: the highest price break the quantity reaches, else the colour's price (discounted if any). */
  unit_price_paise: number;
  product_json: string;
  /** A free sample (one cutting, price 0, no stock taken); metre lines are false. */
  is_sample: boolean;
  /** A line of an accepted quote, at its quoted price until the quote's valid-until; else null. */
  quote_id: number | null;
  quote_valid_until: Date | null;
  /** Which kind of line this is (domain/cart-lines.ts): what its stock and coupon rules follow. */
  kind: LineKind;
  /** Its fabric's HSN heading and the GST rate set for it (domain/tax-rates.ts). */
  hsn_code: string;
  tax_percent: number;
}

/** A cart line as the rules of domain/cart-lines.ts count it. */
export const kinded = (line: CartLineRow): KindedLine & StockedLine => ({
  kind: line.kind,
  varietyId: line.variety_id,
  metres: line.quantity,
  pricePaise: line.unit_price_paise * line.quantity,
  color: line.color,
  stock: line.stock,
});

export interface CartRows {
  lines: CartLineRow[];
  coupon: Coupon | null;
  /** Times the buyer has used the cart's coupon on placed orders (0 without one). */
  couponUsedByBuyer: number;
}

/** A coupon asked about by its code, with the times the buyer has used it on placed orders. */
export interface AskedCoupon {
  coupon: Coupon;
  usedByBuyer: number;
}

/** A coupon row as row_to_json gives it: its times as text. */
type CouponJson = Omit<Coupon, 'starts_at' | 'ends_at'> & { starts_at: string; ends_at: string | null };

/** The cart's coupon from its JSON (pg parses json; PGlite may hand back the text). */
function couponFrom(json: CouponJson | string | null): Coupon | null {
  if (json === null) return null;
  const row = typeof json === 'string' ? (JSON.parse(json) as CouponJson) : json;
  return { ...row, starts_at: new Date(row.starts_at), ends_at: row.ends_at === null ? null : new Date(row.ends_at) };
}

export interface VarietyForCart {
  id: number;
  product_id: number;
  color: string;
  stock: number;
  unit_price_paise: number;
  /** The fabric's minimum order in metres. */
  min_order_metres: number;
}

/** A colour as a cart change needs it: stock, price now, and its fabric's minimum order. */
const varietyColumns = [
  'id',
  'product_id',
  'color',
  'stock',
  'shown_price_paise as unit_price_paise',
  sql<number>`(SELECT p.min_order_metres FROM products p WHERE p.id = product_varieties.product_id)`.as('min_order_metres'),
] as const;

/**
 * The buyer's metre lines with their colour, and the metres of each line's fabric in the cart across its colours (what
 * a price break counts, domain/price-breaks.ts metresByFabric): summed once for the cart, not once for each line.
 */
const metreLines = (executor: Executor, userId: number) =>
  executor
    .selectFrom('cart_lines as cl')
    .innerJoin('product_varieties as cv', 'cv.id', 'cl.variety_id')
    .select([
      'cl.variety_id',
      'cl.quantity',
      'cl.added_at',
      'cv.product_id',
      'cv.color',
      'cv.stock',
      'cv.shown_price_paise',
      sql<number>`sum(cl.quantity) OVER (PARTITION BY cv.product_id)`.as('fabric_metres'),
    ])
    .where('cl.user_id', '=', userId);

/**
 * The price per metre of a metre line (`l`, from metreLines): the highest break of its colour (price_breaks' primary
 * key) that the metres of its fabric in the cart reach, else the shown price.
 */
const linePrice = sql<number>`least(l.shown_price_paise, coalesce((
  SELECT b.price_per_metre_paise FROM price_breaks b
  WHERE b.variety_id = l.variety_id AND b.min_metres <= l.fabric_metres
  ORDER BY b.min_metres DESC LIMIT 1), l.shown_price_paise))`;

/** The buyer's cart row, made on their first change (a row another tab made first is kept). */
const makeCart = (trx: Executor, userId: number) =>
  trx
    .insertInto('carts')
    .values({ user_id: userId })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute();

/** Empties the buyer's cart and drops its coupon, in one statement (the deletes as data-modifying WITH queries). */
const clearing = (trx: Transaction<DB>, userId: number): Step<void> =>
  step(
    trx
      .with('lines', (db) => db.deleteFrom('cart_lines').where('user_id', '=', userId))
      .with('samples', (db) => db.deleteFrom('cart_samples').where('user_id', '=', userId))
      .with('quoted', (db) => db.deleteFrom('cart_quote_lines').where('user_id', '=', userId))
      .updateTable('carts')
      .set({ coupon_id: null, updated_at: new Date() })
      .where('user_id', '=', userId),
    () => undefined,
  );

/**
 * The cart in one read: its lines (metres, then quoted lines, then samples, in the order they were added) as one
 * UNION ALL, its coupon, and the coupon of `code` when one is asked about (applying it). The sort columns keep each
 * kind's order: added, or the quote's and its line's.
 */
export const cartRead = compiledOnce((executor, { userId, code }: { userId: number; code: string | null }) => {
  const metres = executor
    .selectFrom(metreLines(executor, userId).as('l'))
    .innerJoin('products as p', 'p.id', 'l.product_id')
    .select([
      'l.variety_id',
      'l.product_id',
      'l.color',
      'l.quantity',
      'l.stock',
      linePrice.as('unit_price_paise'),
      'p.list_json as product_json',
      hsnCodeOf('p').as('hsn_code'),
      taxPercentOf('p').as('tax_percent'),
      sql<boolean>`false`.as('is_sample'),
      sql<number | null>`null::int`.as('quote_id'),
      sql<Date | null>`null::timestamptz`.as('quote_valid_until'),
      sql<number>`0`.as('sort_kind'),
      sql<Date | null>`l.added_at`.as('sort_at'),
      sql<number>`l.variety_id`.as('sort_n'),
      sql<number>`0`.as('sort_m'),
    ]);
  const quoted = executor
    .selectFrom('cart_quote_lines as c')
    .innerJoin('quote_lines as q', (join) => join.onRef('q.quote_id', '=', 'c.quote_id').onRef('q.position', '=', 'c.position'))
    .innerJoin('quotes as o', 'o.id', 'c.quote_id')
    .innerJoin('product_varieties as v', 'v.id', 'q.variety_id')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .select([
      'q.variety_id',
      'v.product_id',
      'v.color',
      'q.metres as quantity',
      'v.stock',
      sql<number>`q.quoted_price_paise`.as('unit_price_paise'),
      'p.list_json as product_json',
      hsnCodeOf('p').as('hsn_code'),
      taxPercentOf('p').as('tax_percent'),
      sql<boolean>`false`.as('is_sample'),
      sql<number | null>`c.quote_id`.as('quote_id'),
      sql<Date | null>`o.valid_until`.as('quote_valid_until'),
      sql<number>`1`.as('sort_kind'),
      sql<Date | null>`null::timestamptz`.as('sort_at'),
      sql<number>`c.quote_id`.as('sort_n'),
      sql<number>`c.position`.as('sort_m'),
    ])
    .where('c.user_id', '=', userId);
  const samples = executor
    .selectFrom('cart_samples as s')
    .innerJoin('product_varieties as v', 'v.id', 's.variety_id')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .select([
      's.variety_id',
      'v.product_id',
      'v.color',
      sql<number>`1`.as('quantity'),
      'v.stock',
      sql<number>`0`.as('unit_price_paise'),
      'p.list_json as product_json',
      hsnCodeOf('p').as('hsn_code'),
      taxPercentOf('p').as('tax_percent'),
      sql<boolean>`true`.as('is_sample'),
      sql<number | null>`null::int`.as('quote_id'),
      sql<Date | null>`null::timestamptz`.as('quote_valid_until'),
      sql<number>`2`.as('sort_kind'),
      sql<Date | null>`s.added_at`.as('sort_at'),
      sql<number>`s.variety_id`.as('sort_n'),
      sql<number>`0`.as('sort_m'),
    ])
    .where('s.user_id', '=', userId);
  // One statement: the buyer's cart row (if any), its coupon and the buyer's uses of it beside every line; an empty
  // cart is the one row whose line columns are null.
  return executor
    .selectFrom(sql<{ user_id: number; code: string | null }>`(SELECT ${userId}::int AS user_id, ${code}::text AS code)`.as('me'))
    .leftJoin('carts as ct', 'ct.user_id', 'me.user_id')
    .leftJoin('coupons as cp', 'cp.id', 'ct.coupon_id')
    .leftJoin('coupons as asked', 'asked.code', 'me.code')
    .leftJoinLateral(metres.unionAll(quoted).unionAll(samples).as('x'), (join) => join.onTrue())
    .selectAll('x')
    .select([
      sql<CouponJson | string | null>`CASE WHEN cp.id IS NULL THEN NULL ELSE row_to_json(cp) END`.as('coupon_json'),
      sql<number>`(SELECT count(*)::int FROM coupon_redemptions r WHERE r.coupon_id = cp.id AND r.user_id = me.user_id)`.as('coupon_used'),
      sql<CouponJson | string | null>`CASE WHEN asked.id IS NULL THEN NULL ELSE row_to_json(asked) END`.as('asked_json'),
      sql<number>`(SELECT count(*)::int FROM coupon_redemptions r WHERE r.coupon_id = asked.id AND r.user_id = me.user_id)`.as(
        'asked_used',
      ),
    ])
    .orderBy('x.sort_kind')
    .orderBy('x.sort_at')
    .orderBy('x.sort_n')
    .orderBy('x.sort_m');
});

/** Carts and their lines; writes happen inside `change` or `addMetres`, which hold the buyer's cart row locked. */
export function createCartRepository(db: Kysely<DB>) {
  /** The cart from its read's rows. */
  const cartOf = (rows: Awaited<ReturnType<typeof cartRead>>['rows']): CartRows & { asked: AskedCoupon | null } => {
    const lines = rows
      .filter((row) => row.variety_id !== null)
      .map(
        ({
          sort_kind: _kind,
          sort_at: _at,
          sort_n: _n,
          sort_m: _m,
          coupon_json: _c,
          coupon_used: _u,
          asked_json: _a,
          asked_used: _au,
          ...line
        }) => ({
          ...(line as Omit<CartLineRow, 'kind'>),
          kind: (line.is_sample ? 'sample' : line.quote_id !== null ? 'quoted' : 'list') satisfies LineKind as LineKind,
        }),
      );
    const first = rows[0];
    const asked = couponFrom(first?.asked_json ?? null);
    return {
      lines,
      coupon: couponFrom(first?.coupon_json ?? null),
      couponUsedByBuyer: first?.coupon_used ?? 0,
      asked: asked && { coupon: asked, usedByBuyer: first!.asked_used },
    };
  };

  const read = async (executor: Executor, userId: number, code: string | null = null) =>
    cartOf((await cartRead(executor, { userId, code })).rows);

  const settingCoupon = (trx: Transaction<DB>, userId: number, couponId: number | null): Step<void> =>
    step(trx.updateTable('carts').set({ coupon_id: couponId, updated_at: new Date() }).where('user_id', '=', userId), () => undefined);

  const handle = (trx: Transaction<DB>, userId: number) => ({
    /** The transaction the cart is locked in, for work that must commit or fail with the cart's (placing orders). */
    trx,
    read: () => read(trx, userId),
    /** `read` as a step (pipeline.ts), to send beside others. */
    reading: (): Step<CartRows> => step(cartRead.statement(trx, { userId, code: null }), ({ rows }) => cartOf(rows)),

    /** Empties the cart and drops its coupon (after its orders are placed). */
    clear: () => run(trx, clearing(trx, userId)),
    /** `clear` as a step (pipeline.ts), to send beside others. */
    clearing: () => clearing(trx, userId),

    /**
     * The colour of a product by its name (case as shown), with its stock and price now, and the metres of it in the
     * buyer's cart (0 when it has no line): one read for a change.
     */
    variety: (productId: number, color: string): Promise<(VarietyForCart & { in_cart: number }) | undefined> =>
      trx
        .selectFrom('product_varieties')
        .select([
          ...varietyColumns,
          sql<number>`coalesce((SELECT l.quantity FROM cart_lines l WHERE l.user_id = ${userId} AND l.variety_id = product_varieties.id), 0)`.as(
            'in_cart',
          ),
        ])
        .where('product_id', '=', productId)
        .where('color', '=', color)
        .where(colourOnSale)
        .executeTakeFirst(),

    /** The line of one of the buyer's own orders (undefined for anyone else's), for ordering it again. */
    orderedLine: (orderId: number) =>
      trx
        .selectFrom('order_items as i')
        .innerJoin('orders as o', 'o.id', 'i.order_id')
        .select(['i.product_id', 'i.color', 'i.quantity', 'i.name', 'i.is_sample', 'i.unit_price_paise', 'o.quote_id'])
        .where('o.id', '=', orderId)
        .where(reachedBy('o', userId))
        .executeTakeFirst(),

    /** The colours on sale of these products, with their stock and price now (one read for a whole sheet). */
    /** The colours on sale of these fabrics, each with its fabric's name (a quick order's preview names them). */
    varieties: (productIds: number[]): Promise<(VarietyForCart & { product_name: string })[]> =>
      productIds.length === 0
        ? Promise.resolve([])
        : trx
            .selectFrom('product_varieties')
            .select([
              ...varietyColumns,
              sql<string>`(SELECT p.name FROM products p WHERE p.id = product_varieties.product_id)`.as('product_name'),
            ])
            .where('product_id', 'in', productIds)
            .where(colourOnSale)
            .execute(),

    /** The product's first colour, for callers that name no colour. */
    firstVariety: (productId: number): Promise<VarietyForCart | undefined> =>
      trx
        .selectFrom('product_varieties')
        .select(varietyColumns)
        .where('product_id', '=', productId)
        .where(colourOnSale)
        .orderBy('position')
        .limit(1)
        .executeTakeFirst(),

    /** Sets a line's quantity (adding the line when it is new) at the colour's current price. */
    setLine: (variety: VarietyForCart, quantity: number) =>
      trx
        .insertInto('cart_lines')
        .values({ user_id: userId, variety_id: variety.id, quantity, unit_price_paise: variety.unit_price_paise })
        .onConflict((conflict) =>
          conflict.columns(['user_id', 'variety_id']).doUpdateSet({ quantity, unit_price_paise: variety.unit_price_paise }),
        )
        .execute(),

    productName: async (productId: number): Promise<string> =>
      (await trx.selectFrom('products').select('name').where('id', '=', productId).executeTakeFirst())?.name ?? 'this fabric',

    /** Free samples: the one of a colour in the cart, how many there are, whether the buyer ever ordered one of it. */
    sampleOfColour: (varietyId: number) =>
      trx
        .selectFrom('cart_samples')
        .select('variety_id')
        .where('user_id', '=', userId)
        .where('variety_id', '=', varietyId)
        .executeTakeFirst(),
    sampleCount: async (): Promise<number> =>
      (
        await trx
          .selectFrom('cart_samples')
          .select(sql<number>`count(*)::int`.as('total'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow()
      ).total,
    sampleOrdered: async (varietyId: number): Promise<boolean> =>
      (await trx
        .selectFrom('sample_orders')
        .select('order_id')
        .where('user_id', '=', userId)
        .where('variety_id', '=', varietyId)
        .executeTakeFirst()) !== undefined,
    addSample: (variety: VarietyForCart) =>
      trx.insertInto('cart_samples').values({ user_id: userId, variety_id: variety.id, product_id: variety.product_id }).execute(),
    removeSample: async (varietyId: number): Promise<boolean> =>
      Number(
        (await trx.deleteFrom('cart_samples').where('user_id', '=', userId).where('variety_id', '=', varietyId).executeTakeFirst())
          .numDeletedRows,
      ) > 0,

    removeLine: async (varietyId: number): Promise<boolean> =>
      Number(
        (await trx.deleteFrom('cart_lines').where('user_id', '=', userId).where('variety_id', '=', varietyId).executeTakeFirst())
          .numDeletedRows,
      ) > 0,

    removeQuoteLine: async (quoteId: number, varietyId: number): Promise<boolean> =>
      Number(
        (
          await trx
            .deleteFrom('cart_quote_lines')
            .where('user_id', '=', userId)
            .where('quote_id', '=', quoteId)
            .where('position', 'in', (lines) =>
              lines.selectFrom('quote_lines').select('position').where('quote_id', '=', quoteId).where('variety_id', '=', varietyId),
            )
            .executeTakeFirst()
        ).numDeletedRows,
      ) > 0,

    setCoupon: (couponId: number | null) => run(trx, settingCoupon(trx, userId, couponId)),
    /** `setCoupon` as a step (pipeline.ts), to send beside others. */
    settingCoupon: (couponId: number | null) => settingCoupon(trx, userId, couponId),

    /** Wishlist entries live beside the cart: moving one is one change. */
    removingWishlistEntry: (productId: number): Step<void> =>
      step(trx.deleteFrom('wishlist_items').where('user_id', '=', userId).where('product_id', '=', productId), () => undefined),
  });

  return {
    read: (userId: number) => read(db, userId),
    /**
     * The cart, and the coupon of this code (any case) beside it, as a step: applying a coupon reads both at once, in
     * the cart lock's exchange (`change`'s `withLock`).
     */
    asking: (trx: Transaction<DB>, userId: number, code: string) =>
      step(cartRead.statement(trx, { userId, code: code.trim().toUpperCase() }), ({ rows }) => cartOf(rows)),
    /**
     * The buyer's cart row made if missing and locked, in a transaction that is not the cart's own (accepting a quote,
     * a member removed or demoted): taken first, so every path takes its locks in one order, cart, company, quote.
     * With `make: false` a buyer with no cart row is left without one (there is nothing in it to guard).
     */
    async lockIn(trx: Transaction<DB>, userId: number, { make = true }: { make?: boolean } = {}): Promise<void> {
      if (make) await makeCart(trx, userId);
      await trx.selectFrom('carts').select('user_id').where('user_id', '=', userId).forUpdate().execute();
    },

    /** The cart as a transaction that changes it without the cart handle sees it (accepting a quote). */
    readIn: (trx: Transaction<DB>, userId: number) => read(trx, userId),

    /**
     * Adds `metres` of a colour to the buyer's line of it (a new line at the colour's price now) and runs `work` after,
     * all in one transaction. One statement takes the cart's lock, reads the colour and writes the line: the metres are
     * added to the line as last committed, so two tabs adding at once add up. `work` gets the colour and the line's
     * metres now (undefined when the colour is not on sale), and the cart as read just after (in the same exchange),
     * checks them, and throws to undo the change.
     */
    addMetres<T>(
      userId: number,
      productId: number,
      color: string,
      metres: number,
      work: (
        cart: ReturnType<typeof handle>,
        added: { variety: VarietyForCart; metres: number } | undefined,
        after: CartRows,
      ) => Promise<T>,
    ): Promise<T> {
      return transaction(db, async (trx) => {
        // The change and the cart read after it go in one exchange.
        const add = async () => {
          const [changed, after] = await pipelined(trx, [
            sql<VarietyForCart & { locked: number; metres: number | null }>`
              WITH locked AS (SELECT user_id FROM carts WHERE user_id = ${userId} FOR UPDATE),
              v AS (
                SELECT id, product_id, color, stock, shown_price_paise AS unit_price_paise,
                  (SELECT p.min_order_metres FROM products p WHERE p.id = product_varieties.product_id) AS min_order_metres
                FROM product_varieties WHERE product_id = ${productId} AND color = ${color} AND ${colourOnSale}),
              line AS (
                INSERT INTO cart_lines (user_id, variety_id, quantity, unit_price_paise)
                SELECT locked.user_id, v.id, ${metres}::int, v.unit_price_paise FROM locked, v
                ON CONFLICT (user_id, variety_id)
                DO UPDATE SET quantity = cart_lines.quantity + excluded.quantity, unit_price_paise = excluded.unit_price_paise
                RETURNING quantity)
              SELECT (SELECT count(*)::int FROM locked) AS locked, v.*, (SELECT quantity FROM line) AS metres
              FROM (SELECT 1) AS one LEFT JOIN v ON true`,
            cartRead.statement(trx, { userId, code: null }),
          ] as const);
          return { row: changed.rows[0]!, after: cartOf(after.rows) };
        };
        let { row, after } = await add();
        // A buyer's first change: the cart row is made, then the statements run again holding it.
        if (row.locked === 0) {
          await makeCart(trx, userId);
          ({ row, after } = await add());
        }
        const { locked: _locked, metres: total, ...variety } = row;
        return work(handle(trx, userId), total === null ? undefined : { variety, metres: total }, after);
      });
    },

    /**
     * Runs `work` in one transaction holding the buyer's cart row locked, so that two tabs changing the same cart
     * at once take turns (and quantities add up right); nothing is written unless all of it succeeds. `withLock`'s
     * steps go in the lock's exchange, after it (so they run holding it), and `work` gets their answers.
     */
    change<T, S extends readonly Step<unknown>[] = []>(
      userId: number,
      work: (cart: ReturnType<typeof handle>, withLock: Answers<S>) => Promise<T>,
      withLock?: (trx: Transaction<DB>) => S,
    ): Promise<T> {
      return transaction(db, async (trx) => {
        const lock = step(
          trx.selectFrom('carts').select('user_id').where('user_id', '=', userId).forUpdate(),
          ({ rows }) => rows.length > 0,
        );
        const steps = () => withLock?.(trx) ?? ([] as unknown as S);
        // One exchange for a buyer who has a cart (nearly every change); a first change makes the row, then locks it.
        let [locked, ...answers] = await together(trx, [lock, ...steps()] as const);
        if (!locked) {
          await makeCart(trx, userId);
          [locked, ...answers] = await together(trx, [lock, ...steps()] as const);
        }
        return work(handle(trx, userId), answers as unknown as Answers<S>);
      });
    },
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;
/** The buyer's cart as a change holds it (locked): what may be read and written under the lock. */
export type CartHandle = Parameters<Parameters<CartRepository['change']>[1]>[0];
