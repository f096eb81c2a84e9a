import { useMemo, type ReactNode } from 'react';
import { toast } from 'react-hot-toast';
import { categoriesMachine } from '../../machines/categories.js';
import { productListMachine } from '../../machines/product-list.js';
import { useApi } from '../services/api-context.js';
import { useInspect } from '../services/inspect-context.js';
import { catalogueActors } from './catalogue-actors.js';
import { CategoriesContext, ProductListContext } from './catalogue-context.js';

/** The catalogue actors, app-wide: loaded on start, filters kept across screens (SPEC §4). */
export function CatalogueProvider({ children }: { children: ReactNode }) {
  const api = useApi();
  const inspect = useInspect();
  const { productList, categories } = useMemo(() => {
    const actors = catalogueActors(api);
    return {
      productList: productListMachine.provide({ actors: { fetchProducts: actors.fetchProducts } }),
      categories: categoriesMachine.provide({
        actors: { fetchCategories: actors.fetchCategories },
        actions: { notifyLoadFailed: () => toast.error('Error fetching data') },
      }),
    };
  }, [api]);
  return (
    <CategoriesContext.Provider logic={categories} options={{ inspect }}>
      <ProductListContext.Provider logic={productList} options={{ inspect }}>
        {children}
      </ProductListContext.Provider>
    </CategoriesContext.Provider>
  );
}
