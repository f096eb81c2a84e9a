import { useMemo, useState, type ReactNode } from 'react';
import { categoriesMachine } from '../../machines/categories.js';
import { productListMachine } from '../../machines/product-list.js';
import { paths } from '../config/paths.js';
import { useApi } from '../services/api-context.js';
import { useInspect } from '../services/inspect-context.js';
import { notify } from '../services/notify.js';
import { useInitialData } from '../lib/initial-data.js';
import { catalogueActors } from './catalogue-actors.js';
import { catalogueCache } from './catalogue-cache.js';
import { CategoriesContext, ProductListContext } from './catalogue-context.js';

/** The catalogue actors, app-wide: loaded on start, filters kept across screens, last visit's answers shown first (SPEC §4). */
export function CatalogueProvider({ children }: { children: ReactNode }) {
  const api = useApi();
  const inspect = useInspect();
  const initial = useInitialData();
  // A server-drawn page starts from the answers it was drawn from (so hydration matches); otherwise from storage,
  // read once when the actors start, not on every render.
  const [kept] = useState(() => {
    if (initial)
      return {
        products: { cached: initial.products ?? null, drawn: true, ...(initial.productList ? { query: initial.productList } : {}) },
        categories: { cached: initial.categories ?? null, drawn: true },
      };
    // A link to a list is applied by /products when it opens (src/products/use-list-address.ts); until
    // then the kept first page, the plain list's, is not shown for it.
    const linked = window.location.pathname === paths.products.href() && window.location.search.length > 1;
    return { products: { cached: linked ? null : catalogueCache.products() }, categories: { cached: catalogueCache.categories() } };
  });
  const { productList, categories } = useMemo(() => {
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
  }, [api]);
  return (
    <CategoriesContext.Provider logic={categories} options={{ inspect, input: kept.categories }}>
      <ProductListContext.Provider logic={productList} options={{ inspect, input: kept.products }}>
        {children}
      </ProductListContext.Provider>
    </CategoriesContext.Provider>
  );
}
