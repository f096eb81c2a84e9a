import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/types.js';
import { selectReviews, type ReviewRow } from './reviews.js';

/** A product page as REST answers it: the product's JSON text, one page of its reviews, and how many pages there are. */
export interface ProductPage {
  product: string;
  reviews: ReviewRow[];
  pages: number;
}

/** A product's page: the product and a page of its reviews, read in one round trip. */
export interface ProductPageRepository {
  /** The page, or null when there is no such product on sale. A page past the last is empty and still counts pages. */
  read(productId: number, page: number, limit: number): Promise<ProductPage | null>;
}

/**
 * Product pages, each read in one statement (one round trip): the product's JSON as the lists show it, its visible
 * reviews' count, and one page of them, newest first. On `reads`, the catalogue's (Database.reads).
 */
export function createProductPageRepository(reads: Kysely<DB>): ProductPageRepository {
  return {
    /** The page, or null when there is no such product on sale. A page past the last is empty and still counts pages. */
    async read(productId: number, page: number, limit: number): Promise<ProductPage | null> {
      const rows = await reads
        .selectFrom('products as p')
        .where('p.id', '=', productId)
        .where('p.retired_at', 'is', null)
        .innerJoinLateral(
          (eb) =>
            eb
              .selectFrom('reviews')
              .select(sql<number>`count(*)::int`.as('total'))
              .whereRef('reviews.product_id', '=', 'p.id')
              .where('reviews.hidden_at', 'is', null)
              .as('counted'),
          (join) => join.onTrue(),
        )
        .leftJoinLateral(
          () =>
            selectReviews(reads)
              .where('reviews.product_id', '=', productId)
              .where('reviews.hidden_at', 'is', null)
              .orderBy('reviews.created_at', 'desc')
              .orderBy('reviews.id', 'desc')
              .limit(limit)
              .offset((page - 1) * limit)
              .as('r'),
          (join) => join.onTrue(),
        )
        .select(['p.list_json', 'counted.total'])
        .selectAll('r')
        .orderBy('r.created_at', 'desc')
        .orderBy('r.id', 'desc')
        .execute();
      const first = rows[0];
      if (!first) return null;
      const reviews = rows.filter((row) => row.id !== null).map(({ list_json: _json, total: _total, ...review }) => review as ReviewRow);
      return { product: first.list_json, reviews, pages: Math.ceil(first.total / limit) };
    },
  };
}
