import type { Kysely } from 'kysely';
import { colourOnSale } from './on-sale.js';
import type { DB } from '../db/types.js';

export interface WishlistRow {
  product_json: string;
  color: string | null;
}

/** A buyer's wishlist as stored. */
export interface WishlistRepository {
  list(userId: number): Promise<WishlistRow[]>;
  /** Adds a product (its colour by name, else its first); false when there is no such product or colour. */
  add(userId: number, productId: number, color: string | undefined): Promise<boolean>;
  remove(userId: number, productId: number): Promise<boolean>;
}

/** A buyer's wishlist: one entry per product (adding again keeps one), with the colour chosen when added. */
export function createWishlistRepository(db: Kysely<DB>): WishlistRepository {
  return {
    list: (userId: number): Promise<WishlistRow[]> =>
      db
        .selectFrom('wishlist_items as w')
        .innerJoin('products as p', 'p.id', 'w.product_id')
        .leftJoin('product_varieties as v', 'v.id', 'w.variety_id')
        .select(['p.list_json as product_json', 'v.color'])
        .where('w.user_id', '=', userId)
        .orderBy('w.added_at', 'desc')
        .orderBy('w.product_id', 'desc')
        .execute(),

    /** Adds a product (its colour by name, else its first); false when there is no such product or colour. */
    async add(userId: number, productId: number, color: string | undefined): Promise<boolean> {
      const variety = await db
        .selectFrom('product_varieties')
        .select('id')
        .where('product_id', '=', productId)
        .$if(color !== undefined, (query) => query.where('color', '=', color!))
        .where(colourOnSale)
        .orderBy('position')
        .limit(1)
        .executeTakeFirst();
      if (!variety) return false;
      await db
        .insertInto('wishlist_items')
        .values({ user_id: userId, product_id: productId, variety_id: variety.id })
        .onConflict((conflict) => conflict.columns(['user_id', 'product_id']).doUpdateSet({ variety_id: variety.id }))
        .execute();
      return true;
    },

    async remove(userId: number, productId: number): Promise<boolean> {
      const result = await db
        .deleteFrom('wishlist_items')
        .where('user_id', '=', userId)
        .where('product_id', '=', productId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
