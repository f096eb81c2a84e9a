import type { ProductSort } from '../../domain/catalogue.js';
import { productTag, RATINGS_TAG } from '../../domain/catalogue-changes.js';
import type { ProductFilter } from '../repositories/product-filter.js';
import { searchWords } from '../repositories/product-search.js';
import type { Repositories } from '../repositories/index.js';
import type { CatalogueCache } from './cache.js';
import { createProductJsonLoader, SERVER_BATCHES, type BatchPolicy } from './product-json-loader.js';

/** A product list request as the REST query states it: categories and subcategories by name, search as typed. */
export interface ProductListRequest {
  rating: number;
  priceRange: ProductFilter['priceRange'];
  categories: string[];
  subCategories: string[];
  bestDeals: boolean;
  search: string;
  maxWeight: number | null;
  count: string | null;
  construction: string | null;
  endUses: string[];
  sort: ProductSort;
}

interface CategoryIds {
  categoryIds: Map<string, number>;
  subcategoryIds: Map<string, { id: number; categoryId: number }>;
}

/** The product list as requests ask for it: filters resolved, pages of REST JSON texts, with what they show. */
export interface CatalogueReader {
  /** The filter for a request: names as ids, the search as the products it matches (per version). */
  resolve(request: ProductListRequest): Promise<ProductFilter>;
  /** One page of matching products in the request's order, how many match in all, and the tags of what it shows. */
  list(request: ProductListRequest, page: number, limit: number): Promise<{ products: string[]; total: number; tags: string[] }>;
}

/**
 * The catalogue as the list reads it, at 100,000 products. Per catalogue version it keeps the category ids by name,
 * and for each filter (and search) the ids of the products it matches, newest first: the total is their number,
 * exact, and a page, however deep, is a slice of them read by primary key in one round trip.
 */
export function createCatalogueReader(repos: Repositories, cache: CatalogueCache, batches: BatchPolicy = SERVER_BATCHES): CatalogueReader {
  const names = () =>
    cache.single<CategoryIds>('category-ids', async () => {
      const all = await repos.categories.listWithSubcategories();
      return {
        categoryIds: new Map(all.map((category) => [category.name, category.id])),
        subcategoryIds: new Map(
          all.flatMap((category) => category.subcategories.map((sub) => [sub.name, { id: sub.id, categoryId: category.id }] as const)),
        ),
      };
    });
  const productJson = createProductJsonLoader((ids) => repos.products.jsonByIds(ids), batches);

  async function resolve(request: ProductListRequest): Promise<{ filter: ProductFilter; key: string }> {
    const ids = await names();
    const subs = request.subCategories.map((name) => ids.subcategoryIds.get(name)).filter((sub) => sub !== undefined);
    const narrowed = new Set(subs.map((sub) => sub.categoryId));
    const categories = request.categories.map((name) => ids.categoryIds.get(name)).filter((id) => id !== undefined);
    const named = request.categories.length + request.subCategories.length > 0;
    const words = searchWords(request.search).join(' ');
    const filter: ProductFilter = {
      rating: request.rating,
      priceRange: request.priceRange,
      categoryIds: [...new Set(categories.filter((id) => !narrowed.has(id)))].sort((a, b) => a - b),
      subcategoryIds: [...new Set(subs.map((sub) => sub.id))].sort((a, b) => a - b),
      unknownCategories: named && categories.length + subs.length === 0,
      bestDeals: request.bestDeals,
      searchIds: words ? await cache.matching(`search:${words}`, [], () => repos.products.searchIds(words.split(' '))) : null,
      maxWeight: request.maxWeight,
      count: request.count,
      construction: request.construction,
      endUses: [...new Set(request.endUses)].sort(),
      sort: request.sort,
    };
    return { filter, key: JSON.stringify({ ...filter, searchIds: words || null }) };
  }

  return {
    /** The filter for a request: names as ids, the search as the products it matches (per version). */
    resolve: async (request: ProductListRequest) => (await resolve(request)).filter,

    /**
     * One page of matching products, in the request's order, as their REST JSON texts, how many match in all (exact), and the
     * tags of what the page shows (its products, and the ratings when a rating filter chose them).
     */
    async list(request: ProductListRequest, page: number, limit: number): Promise<{ products: string[]; total: number; tags: string[] }> {
      const { filter, key } = await resolve(request);
      // Which products a rating filter matches, and the order of a best-rated list, follow the ratings.
      const decidedBy = filter.rating > 0 || filter.sort === 'rating' ? [RATINGS_TAG] : [];
      if (filter.unknownCategories || filter.searchIds?.length === 0) return { products: [], total: 0, tags: decidedBy };
      const matching = await cache.matching(key, decidedBy, () => repos.products.matchingIds(filter));
      const offset = (page - 1) * limit;
      const ids = Array.from(matching.subarray(offset, offset + limit));
      return { products: await productJson(ids), total: matching.length, tags: [...decidedBy, ...ids.map(productTag)] };
    },
  };
}
