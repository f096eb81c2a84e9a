import type { Category } from '../../domain/category.js';
import type { ProductPage } from '../../domain/product.js';
import { isRecord, readCached, writeCached } from '../services/browser-cache.js';

const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

const isProductPage = (value: unknown): value is ProductPage =>
  isRecord(value) &&
  typeof value.totalProducts === 'number' &&
  typeof value.totalPage === 'number' &&
  Array.isArray(value.data) &&
  value.data.every(
    (product) =>
      isRecord(product) &&
      typeof product.id === 'string' &&
      typeof product.name === 'string' &&
      typeof product.description === 'string' &&
      typeof product.category === 'string' &&
      Array.isArray(product.varieties) &&
      product.varieties.every(
        (variety) =>
          isRecord(variety) && typeof variety.color === 'string' && typeof variety.price === 'number' && isStringList(variety.images),
      ),
  );

const isCategoryList = (value: unknown): value is Category[] =>
  Array.isArray(value) &&
  value.every(
    (category) =>
      isRecord(category) && typeof category.id === 'string' && typeof category.name === 'string' && isStringList(category.subCategories),
  );

/** SPEC §9 keys: `products` (the first plain page), `allCategory` (categories with subcategories), `categoryList` (their names). */
export const catalogueCache = {
  products: () => readCached('products', isProductPage),
  categories: () => readCached('allCategory', isCategoryList),
  rememberProducts: (page: ProductPage | null) => {
    if (page) writeCached('products', page);
  },
  rememberCategories: (categories: Category[]) => {
    writeCached('allCategory', categories);
    writeCached(
      'categoryList',
      categories.map((category) => category.name),
    );
  },
};
