import {
  DEFAULT_SORT,
  END_USES,
  CONSTRUCTIONS,
  PRICE_RANGES,
  PRODUCT_SORTS,
  WEIGHT_MAX_GSM,
  WEIGHT_MIN_GSM,
  YARN_COUNTS,
  type ProductSort,
} from './catalogue.js';
import { DEFAULT_FILTERS, type ProductFilters } from './product-filters.js';

/** What a product list link carries: its filters, search, order and page. */
export interface ProductListQuery {
  filters: ProductFilters;
  search: string;
  sort: ProductSort;
  page: number;
}

export const PLAIN_LIST: ProductListQuery = { filters: DEFAULT_FILTERS, search: '', sort: DEFAULT_SORT, page: 1 };

/** Bounds of a link's values: longer or more is not a list a buyer made, so the link draws the plain list. */
export const LIST_URL_LIMITS = { search: 100, name: 60, names: 20, page: 10_000, length: 2000 } as const;

/** A category's or subcategory's name: letters, digits, spaces and the few marks names use ("Ethnic / Dresses"). */
const NAME = /^[\p{L}\p{N} &'()./-]+$/u;
const PRICES = new Set<string>(PRICE_RANGES.map((range) => `${range.min}-${range.max ?? ''}`));
const list = (value: string) => value.split(',').filter(Boolean);

/**
 * The query string of a list (without '?'), naming only what differs from the plain list, in one fixed order, so
 * one list has one link: /products?category=Cotton&priceRange=200-500&page=2. The names are the REST API's.
 */
export function productListSearch({ filters, search, sort, page }: ProductListQuery): string {
  const params = new URLSearchParams();
  if (filters.categories.length > 0) params.set('category', filters.categories.join(','));
  if (filters.subCategory.length > 0) params.set('subCategory', filters.subCategory.join(','));
  if (filters.price) params.set('priceRange', filters.price);
  if (filters.rating > 0) params.set('rating', String(filters.rating));
  if (filters.todaysDeals) params.set('bestDeals', 'true');
  if (filters.weight !== DEFAULT_FILTERS.weight) params.set('weight', String(filters.weight));
  if (filters.count) params.set('count', filters.count);
  if (filters.construction) params.set('construction', filters.construction);
  if (filters.endUse.length > 0) params.set('endUse', filters.endUse.join(','));
  if (search) params.set('search', search);
  if (sort !== DEFAULT_SORT) params.set('sort', sort);
  if (page > 1) params.set('page', String(page));
  return params.toString();
}

/** A list of names from a link: each bounded, at most LIST_URL_LIMITS.names, no repeats; null when it is not. */
function names(value: string | null, allowed?: readonly string[]): string[] | null {
  if (value === null) return [];
  const items = list(value);
  if (items.length > LIST_URL_LIMITS.names || new Set(items).size !== items.length) return null;
  if (items.some((item) => item.length > LIST_URL_LIMITS.name || item.trim() !== item || !NAME.test(item))) return null;
  if (allowed && items.some((item) => !allowed.includes(item))) return null;
  return items;
}

/**
 * The list a link names. Names it does not know are ignored (a link may carry utm_source); a value it knows that is
 * not one a buyer could choose (an unknown price range, page 0, a search of 5,000 characters…) makes it the plain
 * list, whole: a hostile link draws the first unfiltered page, never an error.
 */
export function productListFromSearch(search: string): ProductListQuery {
  if (search.length > LIST_URL_LIMITS.length) return PLAIN_LIST;
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  } catch {
    return PLAIN_LIST;
  }
  const one = (name: string) => params.get(name);
  // A plain form sends each ticked box on its own (category=Cotton&category=Silk); a link joins them with commas.
  const all = (name: string) => (params.has(name) ? params.getAll(name).join(',') : null);
  const categories = names(all('category'));
  const subCategory = names(all('subCategory'));
  const endUse = names(all('endUse'), END_USES);
  const price = one('priceRange') ?? '';
  const rating = Number(one('rating') ?? 0);
  const deals = one('bestDeals') ?? 'false';
  const weight = Number(one('weight') ?? DEFAULT_FILTERS.weight);
  const count = one('count') ?? '';
  const construction = one('construction') ?? '';
  const text = (one('search') ?? '').trim();
  const sort = (one('sort') ?? DEFAULT_SORT) as ProductSort;
  const page = Number(one('page') ?? 1);
  const valid =
    categories !== null &&
    subCategory !== null &&
    endUse !== null &&
    (price === '' || PRICES.has(price)) &&
    Number.isInteger(rating) &&
    rating >= 0 &&
    rating <= 5 &&
    (deals === 'true' || deals === 'false') &&
    Number.isInteger(weight) &&
    weight >= WEIGHT_MIN_GSM &&
    weight <= WEIGHT_MAX_GSM &&
    (count === '' || (YARN_COUNTS as readonly string[]).includes(count)) &&
    (construction === '' || (CONSTRUCTIONS as readonly string[]).includes(construction)) &&
    text.length <= LIST_URL_LIMITS.search &&
    !/[\u0000-\u001f]/.test(text) &&
    (PRODUCT_SORTS as readonly string[]).includes(sort) &&
    Number.isInteger(page) &&
    page >= 1 &&
    page <= LIST_URL_LIMITS.page;
  if (!valid) return PLAIN_LIST;
  return {
    filters: { price, rating, todaysDeals: deals === 'true', categories, subCategory, weight, count, construction, endUse },
    search: text,
    sort,
    page,
  };
}

/** Whether two lists are the same list (the same link). */
export const sameProductList = (a: ProductListQuery, b: ProductListQuery) => productListSearch(a) === productListSearch(b);

/** A list's address: the list page's path, with its query string when the list is not the plain one. */
export function productListHref(list: ProductListQuery, path = '/products'): string {
  const search = productListSearch(list);
  return search ? `${path}?${search}` : path;
}
