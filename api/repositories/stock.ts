import { sql, type Transaction } from 'kysely';
import { run, step, type Step } from '../db/pipeline.js';
import type { DB } from '../db/types.js';

/** A colour with too few metres for what was asked: the metres it has. */
export interface Short {
  variety_id: number;
  left: number;
}

/**
 * Stock changes lock the products first, in id order, then their colours: the triggers that follow a colour's change
 * (the product's answer, the catalogue version) then always meet locks in one order, so two writers never deadlock.
 */
export const stock = {
  lockProducts: async (trx: Transaction<DB>, productIds: number[]) => {
    const ids = [...new Set(productIds)].sort((a, b) => a - b);
    if (ids.length > 0) await trx.selectFrom('products').select('id').where('id', 'in', ids).orderBy('id').forUpdate().execute();
  },

  /**
   * Takes `quantity` metres of each colour, all or none, locking their fabrics first as lockProducts does: answers the
   * colours that had too few, each with the metres it has (and then nothing is taken). Each colour must come once, with
   * the metres of all its lines summed (domain/cart-lines.ts metresByColour).
   */
  take: (trx: Transaction<DB>, lines: { variety_id: number; quantity: number }[]) => run(trx, stock.taking(lines)),

  /** `take` as a step (pipeline.ts), to send beside others. */
  taking(lines: { variety_id: number; quantity: number }[]): Step<Short[]> {
    const sorted = [...lines].sort((a, b) => a.variety_id - b.variety_id);
    if (new Set(sorted.map((line) => line.variety_id)).size !== sorted.length) throw new Error('stock.take: a colour came twice');
    if (sorted.length === 0) return step(null, () => []);
    // One statement whatever the line count: the colours' fabrics locked in id order, then the colours in id order (the
    // colours' scan waits for the fabrics' count), then taken only if every one has enough; the colours short (or gone)
    // are answered with the metres they have, read under the lock.
    return step(
      sql<{ variety_id: number; stock: number | null }>`
      WITH wanted AS (
        SELECT * FROM unnest(${sorted.map((line) => line.variety_id)}::int[], ${sorted.map((line) => line.quantity)}::int[])
          AS w(variety_id, quantity)),
      fabrics AS MATERIALIZED (
        SELECT p.id FROM products p
        WHERE p.id IN (SELECT v.product_id FROM product_varieties v WHERE v.id IN (SELECT variety_id FROM wanted))
        ORDER BY p.id FOR UPDATE),
      locked AS MATERIALIZED (
        SELECT v.id, v.stock FROM product_varieties v
        WHERE v.id IN (SELECT variety_id FROM wanted) AND (SELECT count(*) FROM fabrics) > 0
        ORDER BY v.id FOR UPDATE),
      short AS MATERIALIZED (
        SELECT w.variety_id, l.stock FROM wanted w LEFT JOIN locked l ON l.id = w.variety_id
        WHERE l.id IS NULL OR l.stock < w.quantity),
      taken AS (
        UPDATE product_varieties v SET stock = v.stock - w.quantity
        FROM wanted w
        WHERE v.id = w.variety_id AND NOT EXISTS (SELECT 1 FROM short)
        RETURNING v.id)
      SELECT variety_id, stock FROM short ORDER BY variety_id`,
      ({ rows }) => rows.map((row) => ({ variety_id: row.variety_id, left: row.stock ?? 0 })),
    );
  },

  /** Every colour of these fabrics with its metres, and whether its fabric is retired (the stock sheet checks rows against them). */
  coloursOf: (trx: Transaction<DB>, productIds: number[]) =>
    productIds.length === 0
      ? Promise.resolve([])
      : trx
          .selectFrom('product_varieties as v')
          .innerJoin('products as p', 'p.id', 'v.product_id')
          .select(['v.id', 'v.product_id', 'v.color', 'v.stock', 'p.retired_at'])
          .where('v.product_id', 'in', productIds)
          .execute(),

  /** One colour of a fabric, by name, with its metres. */
  colour: (trx: Transaction<DB>, productId: number, color: string) =>
    trx
      .selectFrom('product_varieties')
      .select(['id', 'stock'])
      .where('product_id', '=', productId)
      .where('color', '=', color)
      .executeTakeFirst(),

  /** Sets a colour's metres, by its id. */
  setById: (trx: Transaction<DB>, varietyId: number, metres: number) =>
    trx.updateTable('product_varieties').set({ stock: metres }).where('id', '=', varietyId).execute(),

  /** The metres of a colour there are now. */
  left: async (trx: Transaction<DB>, varietyId: number) =>
    (await trx.selectFrom('product_varieties').select('stock').where('id', '=', varietyId).executeTakeFirstOrThrow()).stock,

  give: (trx: Transaction<DB>, varietyId: number, quantity: number) =>
    trx
      .updateTable('product_varieties')
      .set({ stock: sql`stock + ${quantity}` })
      .where('id', '=', varietyId)
      .execute(),

  set: async (trx: Transaction<DB>, productId: number, color: string, metres: number) =>
    (
      await trx
        .updateTable('product_varieties')
        .set({ stock: metres })
        .where('product_id', '=', productId)
        .where('color', '=', color)
        .returning('stock')
        .executeTakeFirst()
    )?.stock,
};
