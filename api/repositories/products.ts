import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { DB } from '../db/types.js';
import { productFilterCondition, SORT_ORDER, type ProductFilter } from './product-filter.js';
import { meantQuery, readSearchWords } from './product-search.js';

export interface ProductRepositoryOptions {
  /**
   * Write a page's ids into the statement instead of binding them: PGlite takes about a millisecond to bind an array
   * parameter, more than the read itself. (PostgreSQL binds it into a prepared statement instead.)
   */
  literalIdLists?: boolean;
}

/** The catalogue's reads at 100,000 products: the ids a filter or search matches, and products' answers by id. */
export interface ProductRepository {
  matchingIds(filter: ProductFilter): Promise<Int32Array>;
  /** Ids of the products a search means, newest first: its words as typed, or the nearest words some product holds. */
  searchIds(words: readonly string[]): Promise<Int32Array>;
  /** These products' REST answers (the JSON kept on each row by migration 0004), by id, in one round trip. */
  jsonByIds(ids: readonly number[]): Promise<Map<number, string>>;
  /** The statements behind matchingIds() and jsonByIds(), for EXPLAIN in tests and benchmarks. */
  matchingIdsQuery(filter: ProductFilter): SelectQueryBuilder<DB, 'products', { ids: number[] }>;
  jsonByIdsQuery(ids: number[]): SelectQueryBuilder<DB, 'products', { id: number; list_json: string }>;
}

export function createProductRepository(db: Kysely<DB>, { literalIdLists = false }: ProductRepositoryOptions = {}): ProductRepository {
  /** Ids of every product matching the filter, in its order, as one array (callers keep it per catalogue version). */
  const matchingIdsQuery = (filter: ProductFilter) =>
    db
      .selectFrom('products')
      // As JSON, which the drivers parse natively: a 100,000-element Postgres array would be parsed in JavaScript.
      .select(sql<number[]>`coalesce(json_agg(products.id ORDER BY ${sql.raw(SORT_ORDER[filter.sort])}), '[]')`.as('ids'))
      .where((eb) => productFilterCondition(eb, filter));

  const jsonByIdsQuery = (ids: number[]) =>
    db
      .selectFrom('products')
      .select(['id', 'list_json'])
      .where(sql<boolean>`id = ANY(${ids}::int[])`)
      .where('retired_at', 'is', null);
  // The hottest statement of all: compiled once, run with each page's ids.
  const jsonByIdsCompiled = jsonByIdsQuery([]).compile();

  return {
    async matchingIds(filter: ProductFilter): Promise<Int32Array> {
      const { ids } = await matchingIdsQuery(filter).executeTakeFirstOrThrow();
      return Int32Array.from(ids);
    },

    /**
     * Ids of the products a search means, newest first (callers keep them per catalogue version): its words as typed,
     * or, for a word no product holds, as the nearest words some do (product-search.ts).
     */
    async searchIds(words: readonly string[]): Promise<Int32Array> {
      const tsquery = meantQuery(await readSearchWords(db, words));
      if (tsquery === null) return new Int32Array(0);
      const { ids } = await db
        .selectFrom('products')
        .select(sql<number[]>`coalesce(json_agg(id ORDER BY id DESC), '[]')`.as('ids'))
        .where(sql<boolean>`search_document @@ to_tsquery('simple', ${tsquery})`)
        .where('retired_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Int32Array.from(ids);
    },

    /**
     * These products as the REST answer shows them (SPEC §3 fields, the JSON kept on each row by migration 0004), by
     * id, in one round trip of primary-key reads. Unknown ids are absent.
     */
    async jsonByIds(ids: readonly number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const { rows } = literalIdLists
        ? await sql<{
            id: number;
            list_json: string;
          }>`SELECT id, list_json FROM products WHERE retired_at IS NULL AND id IN (${sql.raw(ids.map((id) => String(Math.trunc(id))).join(','))})`.execute(
            db,
          )
        : await db.executeQuery<{ id: number; list_json: string }>({ ...jsonByIdsCompiled, parameters: [ids] });
      return new Map(rows.map((row) => [row.id, row.list_json]));
    },

    /** The statements behind matchingIds() and jsonByIds(), for EXPLAIN in tests and benchmarks. */
    matchingIdsQuery,
    jsonByIdsQuery,
  };
}
