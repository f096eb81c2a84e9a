import { CategoriesContext, ProductListContext } from './catalogue-context.js';

const STRIP_SIZE = 8;

/** Above 800 px on /products: New Arrivals and the first 8 categories (SPEC §2.2). */
export function CategoryStrip() {
  const actor = ProductListContext.useActorRef();
  const filters = ProductListContext.useSelector((snapshot) => snapshot.context.filters);
  const categories = CategoriesContext.useSelector((snapshot) => snapshot.context.categories.slice(0, STRIP_SIZE));
  return (
    <nav className="category-strip" aria-label="Categories">
      <button
        type="button"
        className={filters.todaysDeals ? 'chip active' : 'chip'}
        aria-pressed={filters.todaysDeals}
        onClick={() => actor.send({ type: 'filter.todaysDeals', value: !filters.todaysDeals })}
      >
        New Arrivals
      </button>
      {categories.map((category) => {
        const active = filters.categories.length === 1 && filters.categories[0] === category.name;
        return (
          <button
            key={category.id}
            type="button"
            className={active ? 'chip active' : 'chip'}
            aria-pressed={active}
            onClick={() => actor.send({ type: 'navigation.apply', target: category.name })}
          >
            {category.name}
          </button>
        );
      })}
    </nav>
  );
}
