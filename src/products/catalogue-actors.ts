import { fromPromise } from 'xstate';
import { DEFAULT_SORT } from '../../domain/catalogue.js';
import { type ProductFilter } from '../graphql/generated.js';
import { CategoriesDocument } from '../graphql/documents/Categories.js';
import { ProductsDocument } from '../graphql/documents/Products.js';
import type { CategoryOption } from '../../machines/categories.js';
import type { ProductPage, ProductQuery } from '../../machines/product-list.js';
import type { ApiClient } from '../services/api-client.js';
import { unlessAborted } from '../services/unless-aborted.js';

export function productQueryToGraphFilter({ filters, search, sort }: ProductQuery): ProductFilter {
  return {
    price: filters.price || null,
    rating: filters.rating || null,
    todaysDeals: filters.todaysDeals || null,
    categories: filters.categories,
    subCategories: filters.subCategory,
    weight: filters.weight,
    count: filters.count || null,
    construction: filters.construction || null,
    endUse: filters.endUse,
    search: search || null,
    sort: sort && sort !== DEFAULT_SORT ? sort : null,
  };
}

/** Implementations of the catalogue machines' actors; the machine's abort signal reaches the HTTP request. */
export function catalogueActors(api: ApiClient) {
  return {
    fetchProducts: fromPromise<ProductPage, ProductQuery>(async ({ input, signal }) => {
      const { products } = await unlessAborted(
        signal,
        api.request(ProductsDocument, { filter: productQueryToGraphFilter(input), page: input.page, limit: input.limit }, signal),
      );
      return products;
    }),
    fetchCategories: fromPromise<CategoryOption[]>(async ({ signal }) => {
      const { categories } = await unlessAborted(signal, api.request(CategoriesDocument, {}, signal));
      return categories;
    }),
  };
}
