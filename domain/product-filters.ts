import { WEIGHT_MAX_GSM } from './catalogue.js';

/** Product filters of SPEC §3 with their defaults. */
export interface ProductFilters {
  price: string;
  rating: number;
  todaysDeals: boolean;
  categories: string[];
  subCategory: string[];
  weight: number;
  count: string;
  construction: string;
  endUse: string[];
}

export const DEFAULT_FILTERS: ProductFilters = {
  price: '',
  rating: 0,
  todaysDeals: false,
  categories: [],
  subCategory: [],
  weight: WEIGHT_MAX_GSM,
  count: '',
  construction: '',
  endUse: [],
};

export const NEW_ARRIVALS = 'newArrivals';

export function toggle(items: readonly string[], item: string): string[] {
  return items.includes(item) ? items.filter((existing) => existing !== item) : [...items, item];
}

/** Unchecking a category also drops its subcategories (SPEC §4). */
export function toggleCategory(filters: ProductFilters, category: string, subCategories: readonly string[]): ProductFilters {
  const removing = filters.categories.includes(category);
  return {
    ...filters,
    categories: toggle(filters.categories, category),
    subCategory: removing ? filters.subCategory.filter((sub) => !subCategories.includes(sub)) : filters.subCategory,
  };
}

/** Navigation state: 'newArrivals' turns on today's deals and clears categories; any other value picks one category. */
export function applyNavigation(filters: ProductFilters, target: string): ProductFilters {
  if (target === NEW_ARRIVALS) return { ...filters, todaysDeals: true, categories: [], subCategory: [] };
  return { ...filters, categories: [target], subCategory: [] };
}
