import { categoriesMachine } from '../../machines/categories.js';
import { productListMachine } from '../../machines/product-list.js';
import { childContext } from '../services/app-context.js';

/** App-wide catalogue actors (SPEC §4: loaded on start, filters kept across screens): the app's children. */
export const ProductListContext = childContext<typeof productListMachine>('productList');
export const CategoriesContext = childContext<typeof categoriesMachine>('categories');
