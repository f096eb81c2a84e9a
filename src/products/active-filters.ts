import { PRICE_RANGES, WEIGHT_MAX_GSM } from '../../domain/catalogue.js';
import type { Category } from '../../domain/category.js';
import { formatRupees } from '../../domain/money.js';
import type { ProductFilters } from '../../domain/product-filters.js';
import type { ProductListEvent } from '../../machines/product-list.js';

/** A filter in use, as a removable chip: what it says, and the event that takes it off. */
export interface ActiveFilter {
  key: string;
  label: string;
  remove: ProductListEvent;
}

const rupees = (value: number) => formatRupees(value).replace('.00', '');

/** A price range as the filter panel and its chip say it: '₹100 – ₹200', 'Over ₹1,000'. */
export const priceRangeLabel = (min: number, max: number | null) =>
  max === null ? `Over ${rupees(min)}` : `${rupees(min)} – ${rupees(max)}`;

function priceLabel(value: string): string {
  const range = PRICE_RANGES.find(({ min, max }) => `${min}-${max ?? ''}` === value);
  return range ? priceRangeLabel(range.min, range.max) : value;
}

/** Every filter in use and the applied search, in the order of the filter panel. */
export function activeFilters(filters: ProductFilters, search: string, categories: readonly Category[]): ActiveFilter[] {
  const active: ActiveFilter[] = [];
  for (const category of filters.categories) {
    const subCategories = categories.find((candidate) => candidate.name === category)?.subCategories ?? [];
    active.push({ key: `category:${category}`, label: category, remove: { type: 'filter.category.toggle', category, subCategories } });
  }
  for (const subCategory of filters.subCategory) {
    active.push({ key: `sub:${subCategory}`, label: subCategory, remove: { type: 'filter.subCategory.toggle', subCategory } });
  }
  if (filters.price) active.push({ key: 'price', label: priceLabel(filters.price), remove: { type: 'filter.price', value: '' } });
  if (filters.rating > 0)
    active.push({
      key: 'rating',
      label: `${filters.rating} ${filters.rating === 1 ? 'star' : 'stars'} & up`,
      remove: { type: 'filter.rating', value: 0 },
    });
  if (filters.todaysDeals) active.push({ key: 'deals', label: 'Today’s deals', remove: { type: 'filter.todaysDeals', value: false } });
  if (filters.weight < WEIGHT_MAX_GSM)
    active.push({ key: 'weight', label: `Up to ${filters.weight} GSM`, remove: { type: 'filter.weight', value: WEIGHT_MAX_GSM } });
  if (filters.count) active.push({ key: 'count', label: `Count ${filters.count}`, remove: { type: 'filter.count', value: '' } });
  if (filters.construction)
    active.push({ key: 'construction', label: `Construction ${filters.construction}`, remove: { type: 'filter.construction', value: '' } });
  for (const endUse of filters.endUse)
    active.push({ key: `use:${endUse}`, label: endUse, remove: { type: 'filter.endUse.toggle', value: endUse } });
  if (search) active.push({ key: 'search', label: `“${search}”`, remove: { type: 'search.cancel' } });
  return active;
}

/** "Cotton, 4 stars & up and “linen”": the filters in use, said in a sentence. */
export function filtersSentence(active: readonly ActiveFilter[]): string {
  const labels = active.map((filter) => filter.label);
  return labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}
