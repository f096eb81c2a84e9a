import { createActorContext } from '@xstate/react';
import { categoriesMachine } from '../../machines/categories.js';
import { productListMachine } from '../../machines/product-list.js';

/** App-wide catalogue actors (SPEC §4: loaded on start, filters kept across screens). Logic is provided in App. */
export const ProductListContext = createActorContext(productListMachine);
export const CategoriesContext = createActorContext(categoriesMachine);
