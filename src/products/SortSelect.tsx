import { PRODUCT_SORTS, type ProductSort } from '../../domain/catalogue.js';
import { ProductListContext } from './catalogue-context.js';

const SORT_LABELS: Record<ProductSort, string> = {
  newest: 'Newest',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  rating: 'Best rated',
};

/** The list's order: newest, price low to high, price high to low, best rated. */
export function SortSelect() {
  const actor = ProductListContext.useActorRef();
  const sort = ProductListContext.useSelector((snapshot) => snapshot.context.sort);
  return (
    <label className="sort-select">
      <span>Sort by</span>
      <select value={sort} onChange={(event) => actor.send({ type: 'sort.change', sort: event.target.value as ProductSort })}>
        {PRODUCT_SORTS.map((value) => (
          <option key={value} value={value}>
            {SORT_LABELS[value]}
          </option>
        ))}
      </select>
    </label>
  );
}
