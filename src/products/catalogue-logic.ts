import type { AppInput } from '../../machines/app.js';
import { categoriesMachine } from '../../machines/categories.js';
import { productListMachine } from '../../machines/product-list.js';
import { paths } from '../config/paths.js';
import type { InitialData } from '../lib/initial-data.js';
import type { ApiClient } from '../services/api-client.js';
import { notify } from '../services/notify.js';
import { catalogueActors } from './catalogue-actors.js';
import { catalogueCache } from './catalogue-cache.js';

/** The catalogue machines (SPEC §4: loaded on start, filters kept across screens) with their calls and storage. */
export function catalogueLogic(api: ApiClient) {
  const actors = catalogueActors(api);
  return {
    productList: productListMachine.provide({
      actors: { fetchProducts: actors.fetchProducts },
      actions: { remember: (_, page) => catalogueCache.rememberProducts(page) },
    }),
    categories: categoriesMachine.provide({
      actors: { fetchCategories: actors.fetchCategories },
      actions: {
        notifyLoadFailed: () => notify({ kind: 'error', message: 'Error fetching data' }),
        remember: (_, categories) => catalogueCache.rememberCategories(categories),
      },
    }),
  };
}

/**
 * What the catalogue starts from: a server-drawn page's answers (so hydration matches), otherwise the last visit's
 * answers from storage. Read once, when the app starts.
 */
export function keptCatalogue(initial: InitialData | null): AppInput {
  if (initial)
    return {
      products: { cached: initial.products ?? null, drawn: true, ...(initial.productList ? { query: initial.productList } : {}) },
      categories: { cached: initial.categories ?? null, drawn: true },
    };
  // A link to a list is applied by /products when it opens (src/products/use-list-address.ts); until then the kept
  // first page, the plain list's, is not shown for it.
  const linked = window.location.pathname === paths.products.href() && window.location.search.length > 1;
  return { products: { cached: linked ? null : catalogueCache.products() }, categories: { cached: catalogueCache.categories() } };
}
