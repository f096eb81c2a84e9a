import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { ProductSort } from '../../domain/catalogue.js';
import type { DB } from '../db/types.js';

/**
 * The ORDER BY of each sort, each one an index read forwards or backwards (migration 0003): products_list_idx
 * (id DESC), products_price_idx (shown_price_paise, id), products_rating_idx (rating_average, id).
 */
export const SORT_ORDER: Record<ProductSort, string> = {
  newest: 'products.id DESC',
  'price-asc': 'products.shown_price_paise ASC, products.id ASC',
  'price-desc': 'products.shown_price_paise DESC, products.id DESC',
  rating: 'products.rating_average DESC, products.id DESC',
};

/**
 * A product filter with names resolved to ids and the search resolved to the matching product ids. Every condition
 * is on a column of products, so one index serves it (migration 0003): (category_id, id DESC) and its kin for
 * equality filters, (shown_price_paise, id) and its kin for ranges, and products_list_idx (id DESC INCLUDE every
 * filter column) for combinations, read backwards without touching the table.
 */
export interface ProductFilter {
  rating: number;
  priceRange: { minPaise: number; maxPaise: number | null } | null;
  /** Categories matched whole (none of their subcategories was chosen). */
  categoryIds: number[];
  subcategoryIds: number[];
  /** Names were given but none is known: nothing matches. */
  unknownCategories: boolean;
  bestDeals: boolean;
  /** Products matching the search, newest first; null when there is no search. */
  searchIds: Int32Array | null;
  maxWeight: number | null;
  count: string | null;
  construction: string | null;
  endUses: string[];
  /** The order of the list; ties go newest first (or, read backwards from an index, oldest first for price-asc). */
  sort: ProductSort;
}

/** The WHERE clause of a product filter. */
export function productFilterCondition(eb: ExpressionBuilder<DB, 'products'>, filter: ProductFilter): Expression<SqlBool> {
  // Every list index is partial on this (migration 0014): only fabrics on sale are listed.
  const conditions: Expression<SqlBool>[] = [eb('products.retired_at', 'is', null)];
  if (filter.unknownCategories) conditions.push(sql<SqlBool>`false`);
  if (filter.categoryIds.length > 0 || filter.subcategoryIds.length > 0) {
    // A chosen subcategory narrows its own category; a category with none chosen matches whole.
    const options: Expression<SqlBool>[] = [];
    if (filter.subcategoryIds.length > 0) options.push(eb('products.subcategory_id', 'in', filter.subcategoryIds));
    if (filter.categoryIds.length > 0) options.push(eb('products.category_id', 'in', filter.categoryIds));
    conditions.push(eb.or(options));
  }
  if (filter.rating > 0) conditions.push(eb('products.rating_average', '>=', filter.rating));
  if (filter.priceRange) {
    conditions.push(eb('products.shown_price_paise', '>=', filter.priceRange.minPaise));
    if (filter.priceRange.maxPaise !== null) conditions.push(eb('products.shown_price_paise', '<', filter.priceRange.maxPaise));
  }
  if (filter.bestDeals) conditions.push(eb('products.is_deal', '=', true));
  if (filter.maxWeight !== null) conditions.push(eb('products.gsm', '<=', filter.maxWeight));
  if (filter.count) conditions.push(eb('products.yarn_count', '=', filter.count));
  if (filter.construction) conditions.push(eb('products.construction', '=', filter.construction));
  if (filter.endUses.length > 0) conditions.push(eb('products.end_use', 'in', filter.endUses));
  if (filter.searchIds) conditions.push(sql<SqlBool>`products.id = ANY(${Array.from(filter.searchIds)}::int[])`);
  return eb.and(conditions);
}
