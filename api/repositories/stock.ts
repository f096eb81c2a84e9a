import { sql, type Transaction } from 'kysely';
import type { DB } from '../db/types.js';

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
   * Takes `quantity` metres of each colour, all or none: the colours that had too few are returned (and nothing is
   * taken). Each colour must come once, with the metres of all its lines summed (domain/cart-lines.ts metresByColour).
   */
  async take(trx: Transaction<DB>, lines: { variety_id: number; quantity: number }[]): Promise<number[]> {
    const sorted = [...lines].sort((a, b) => a.variety_id - b.variety_id);
    if (new Set(sorted.map((line) => line.variety_id)).size !== sorted.length) throw new Error('stock.take: a colour came twice');
    const taken = new Set<number>();
    for (const line of sorted) {
      const row = await trx
        .updateTable('product_varieties')
        .set({ stock: sql`stock - ${line.quantity}` })
        .where('id', '=', line.variety_id)
        .where('stock', '>=', line.quantity)
        .returning('id')
        .executeTakeFirst();
      if (row) taken.add(row.id);
    }
    return sorted.filter((line) => !taken.has(line.variety_id)).map((line) => line.variety_id);
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
