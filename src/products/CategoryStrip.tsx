import type { MouseEvent } from 'react';
import { productListHref } from '../../domain/product-list-url.js';
import { applyNavigation } from '../../domain/product-filters.js';
import { paths } from '../config/paths.js';
import { CategoriesContext, ProductListContext } from './catalogue-context.js';

const STRIP_SIZE = 8;

/**
 * Above 800 px on /products: New Arrivals and the first 8 categories (SPEC §2.2). Each is a link to the list it
 * makes, so a click before the scripts run, or without them, opens that list drawn by the server; with
 * them, the click changes the list in place.
 */
export function CategoryStrip() {
  const actor = ProductListContext.useActorRef();
  // Only what a chip's link is made of: the strip does not redraw for each answer's products and counts.
  const filters = ProductListContext.useSelector((snapshot) => snapshot.context.filters);
  const search = ProductListContext.useSelector((snapshot) => snapshot.context.search);
  const sort = ProductListContext.useSelector((snapshot) => snapshot.context.sort);
  const categories = CategoriesContext.useSelector((snapshot) => snapshot.context.categories).slice(0, STRIP_SIZE);
  const href = (next: typeof filters) => productListHref({ filters: next, search, sort, page: 1 }, paths.products.href());
  const inPlace = (send: () => void) => (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    send();
  };
  return (
    <nav className="category-strip" aria-label="Categories">
      <a
        href={href({ ...filters, todaysDeals: !filters.todaysDeals })}
        className={filters.todaysDeals ? 'chip active' : 'chip'}
        aria-current={filters.todaysDeals ? 'true' : undefined}
        onClick={inPlace(() => actor.send({ type: 'filter.todaysDeals', value: !filters.todaysDeals }))}
      >
        New Arrivals
      </a>
      {categories.map((category) => {
        const active = filters.categories.length === 1 && filters.categories[0] === category.name;
        return (
          <a
            key={category.id}
            href={href(applyNavigation(filters, category.name))}
            className={active ? 'chip active' : 'chip'}
            aria-current={active ? 'true' : undefined}
            onClick={inPlace(() => actor.send({ type: 'navigation.apply', target: category.name }))}
          >
            {category.name}
          </a>
        );
      })}
    </nav>
  );
}
