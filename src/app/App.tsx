import { useMemo } from 'react';
import { toast, Toaster } from 'react-hot-toast';
import type { InspectionEvent, Observer } from 'xstate';
import { catalogueActors } from '../services/catalogue-actors.js';
import { graphqlClient } from '../services/graphql-client.js';
import { CategoriesContext, ProductListContext } from '../state/catalogue.js';
import { categoriesMachine } from '../../machines/categories.js';
import { productListMachine } from '../../machines/product-list.js';
import { AppRoutes } from './AppRoutes.js';

export function App({ inspect }: { inspect?: Observer<InspectionEvent> | undefined }) {
  const logic = useMemo(() => {
    const actors = catalogueActors(graphqlClient);
    return {
      productList: productListMachine.provide({ actors: { fetchProducts: actors.fetchProducts } }),
      categories: categoriesMachine.provide({
        actors: { fetchCategories: actors.fetchCategories },
        actions: { notifyLoadFailed: () => toast.error('Error fetching data') },
      }),
    };
  }, []);
  return (
    <CategoriesContext.Provider logic={logic.categories} options={{ inspect }}>
      <ProductListContext.Provider logic={logic.productList} options={{ inspect }}>
        <AppRoutes />
        <Toaster position="top-center" toastOptions={{ success: { duration: 2000 }, error: { duration: 4000 } }} />
      </ProductListContext.Provider>
    </CategoriesContext.Provider>
  );
}
