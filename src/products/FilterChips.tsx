import { CategoriesContext, ProductListContext } from './catalogue-context.js';
import { activeFilters } from './active-filters.js';

/** The filters in use above the list, each removable, with Clear all. Nothing when none is on. */
export function FilterChips() {
  const actor = ProductListContext.useActorRef();
  const { filters, search } = ProductListContext.useSelector((snapshot) => snapshot.context);
  const categories = CategoriesContext.useSelector((snapshot) => snapshot.context.categories);
  const active = activeFilters(filters, search, categories);
  if (active.length === 0) return null;
  return (
    <div className="filter-chips" role="group" aria-label="Filters in use">
      {active.map((filter) => (
        <button
          key={filter.key}
          type="button"
          className="filter-chip"
          aria-label={`Remove filter ${filter.label}`}
          onClick={() => actor.send(filter.remove)}
        >
          {filter.label} <span aria-hidden="true">✕</span>
        </button>
      ))}
      <button type="button" className="link-button" onClick={() => actor.send({ type: 'filters.reset' })}>
        Clear all
      </button>
    </div>
  );
}
