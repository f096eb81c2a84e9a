import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { DB } from '../db/types.js';

export interface ProductFilter {
  rating: number;
  priceRange: { minPaise: number; maxPaise: number | null } | null;
  categories: string[];
  subCategories: string[];
  bestDeals: boolean;
  search: string;
  maxWeight: number | null;
  count: string | null;
  construction: string | null;
  endUses: string[];
}

/** Words of a search as a prefix-matching tsquery ("cott pop" finds "Cotton Poplin"), or null if it has none. */
export function searchQuery(search: string): string | null {
  const words = search.toLowerCase().match(/[\p{L}\p{N}]+/gu);
  return words ? words.slice(0, 12).map((word) => `${word}:*`).join(' & ') : null;
}

/**
 * Selected subcategories narrow their own category; a category with none selected matches whole.
 * So "Cotton + Poplin, Linen" means Cotton poplin plus all Linen.
 */
function categoryCondition(eb: ExpressionBuilder<DB, 'products'>, categories: string[], subs: string[]) {
  const options: Expression<SqlBool>[] = [];
  if (subs.length > 0) {
    options.push(eb('products.subcategory_id', 'in', eb.selectFrom('subcategories').select('id').where('name', 'in', subs)));
  }
  if (categories.length > 0) {
    const inCategories = eb('products.category_id', 'in', eb.selectFrom('categories').select('id').where('name', 'in', categories));
    options.push(subs.length === 0 ? inCategories : eb.and([
      inCategories,
      eb('products.category_id', 'not in', eb.selectFrom('subcategories').select('category_id').where('name', 'in', subs)),
    ]));
  }
  return eb.or(options);
}

/** The WHERE clause for a product filter; every condition is served by an index. */
export function productFilterCondition(eb: ExpressionBuilder<DB, 'products'>, filter: ProductFilter): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [];
  if (filter.rating > 0) conditions.push(eb('products.rating_average', '>=', filter.rating));
  if (filter.maxWeight !== null) conditions.push(eb('products.gsm', '<=', filter.maxWeight));
  if (filter.count) conditions.push(eb('products.yarn_count', '=', filter.count));
  if (filter.construction) conditions.push(eb('products.construction', '=', filter.construction));
  if (filter.endUses.length > 0) conditions.push(eb('products.end_use', 'in', filter.endUses));
  if (filter.categories.length > 0 || filter.subCategories.length > 0) {
    conditions.push(categoryCondition(eb, filter.categories, filter.subCategories));
  }
  const query = searchQuery(filter.search);
  if (query) conditions.push(sql<SqlBool>`products.search_document @@ to_tsquery('simple', ${query})`);
  const { priceRange } = filter;
  if (priceRange || filter.bestDeals) {
    conditions.push(eb.exists((eb.selectFrom('product_varieties as v')
      .select(sql`1`.as('one'))
      .whereRef('v.product_id', '=', 'products.id')
      .where('v.position', '=', 0)
      .$if(priceRange !== null, (qb) => qb.where('v.shown_price_paise', '>=', priceRange!.minPaise))
      .$if(priceRange?.maxPaise != null, (qb) => qb.where('v.shown_price_paise', '<', priceRange!.maxPaise!))
      .$if(filter.bestDeals, (qb) => qb.where('v.discounted_price_paise', 'is not', null)))));
  }
  return eb.and(conditions);
}
