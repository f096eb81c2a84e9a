import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { PLAIN_LIST } from '../../domain/product-list-url.js';
import { productListMachine, type ProductListEvent, type ProductPage, type ProductQuery } from '../../machines/product-list.js';
import type { PendingCall } from '../support/controllable-actor.js';
import { modelSuite, type ModelStep } from '../support/model-suite.js';

const threePages: ProductPage = {
  data: [
    { id: '1', name: 'Mulmul', description: '', category: 'Cotton', averageRating: 4, reviewCount: 2, minOrderMetres: 1, varieties: [] },
  ],
  totalProducts: 30,
  totalPage: 3,
};

const userEvents: ProductListEvent[] = [
  { type: 'filter.price', value: '100-200' },
  { type: 'filter.rating', value: 4 },
  { type: 'filter.todaysDeals', value: true },
  { type: 'filter.category.toggle', category: 'Cotton', subCategories: ['Poplin'] },
  { type: 'filter.subCategory.toggle', subCategory: 'Poplin' },
  { type: 'filter.weight', value: 200 },
  { type: 'filter.count', value: '40x40' },
  { type: 'filter.construction', value: '60x60' },
  { type: 'filter.endUse.toggle', value: 'Shirting' },
  { type: 'filters.reset' },
  { type: 'navigation.apply', target: 'newArrivals' },
  { type: 'search.change', value: 'poplin' },
  { type: 'search.submit' },
  { type: 'search.cancel' },
  { type: 'page.go', page: 2 },
  { type: 'sort.change', sort: 'price-asc' },
  // A link's list (arriving, Back, Forward): Cotton's second page by price, and the plain list.
  { type: 'query.apply', query: { ...PLAIN_LIST, filters: { ...PLAIN_LIST.filters, categories: ['Cotton'] }, sort: 'price-asc', page: 2 } },
  { type: 'query.apply', query: PLAIN_LIST },
  { type: 'list.retry' },
];

const resetsToFirstPage = new Set([
  'filter.price',
  'filter.rating',
  'filter.todaysDeals',
  'filter.category.toggle',
  'filter.subCategory.toggle',
  'filter.weight',
  'filter.count',
  'filter.construction',
  'filter.endUse.toggle',
  'filters.reset',
  'navigation.apply',
  'search.submit',
]);

/** The abstraction the model tracks: state, and the context facts that guards and the view depend on. */
const abstract = (snapshot: AnyMachineSnapshot) => ({
  state: snapshot.value,
  pastFirstPage: snapshot.context.page > 1,
  searchApplied: snapshot.context.search !== '',
  searchTyped: snapshot.context.searchText !== '',
  hasPages: snapshot.context.totalPage > 1,
  sorted: snapshot.context.sort !== 'newest',
});

/** SPEC §4 rules checked on every step, independently of how the machine is written. */
function specRules() {
  let typed = '';
  let callsBefore = 0;
  return ({ event, before, after, fakes }: ModelStep) => {
    const fetch = fakes.fetchProducts! as {
      calls: PendingCall<ProductPage, ProductQuery>[];
      last(): PendingCall<ProductPage, ProductQuery>;
    };
    const newCall = fetch.calls.length > callsBefore;
    callsBefore = fetch.calls.length;
    if (event.type === 'search.change') typed = String(event.value);
    if (event.type === 'search.cancel' || event.type === 'filters.reset') typed = '';
    if (resetsToFirstPage.has(event.type)) {
      expect(newCall, `${event.type} fetches`).toBe(true);
      expect(fetch.last().input.page, `${event.type} goes to page 1`).toBe(1);
    }
    if (event.type === 'search.change') expect(newCall, 'typing does not search').toBe(false);
    if (event.type === 'page.go' && newCall) expect(fetch.last().input.page).toBe(event.page);
    // A new order asks again from page 1; the same order asks nothing.
    if (event.type === 'sort.change') {
      expect(newCall, 'a changed order fetches').toBe(event.sort !== before.context.sort);
      if (newCall) expect(fetch.last().input).toMatchObject({ sort: event.sort, page: 1 });
    }
    if (event.type === 'search.submit') expect(fetch.last().input.search).toBe(typed.trim());
    if (event.type === 'search.submit' || event.type === 'query.apply') typed = after.context.searchText;
    // A link's list is asked for whole, at its page; the list already shown asks nothing.
    if (event.type === 'query.apply') {
      const same =
        JSON.stringify(event.query) ===
        JSON.stringify({
          filters: before.context.filters,
          search: before.context.search,
          sort: before.context.sort,
          page: before.context.page,
        });
      expect(newCall, 'another list fetches').toBe(!same);
      if (newCall) expect(fetch.last().input).toEqual({ ...(event.query as object), limit: 12 });
    }
    // Only the newest request may still be live: every earlier unsettled one was aborted.
    const stillLive = fetch.calls.slice(0, -1).filter((call) => !call.settled && !call.signal.aborted);
    expect(stillLive).toHaveLength(0);
    if (after.matches('loading')) {
      expect(fetch.last().signal.aborted).toBe(false);
      expect(fetch.last().input).toEqual({
        filters: after.context.filters,
        search: after.context.search,
        sort: after.context.sort,
        page: after.context.page,
        limit: 12,
      });
    }
  };
}

describe('product list model', () => {
  const paths = modelSuite({
    machine: productListMachine,
    invoked: ['fetchProducts'],
    outputs: { fetchProducts: threePages },
    events: userEvents,
    abstract,
    checks: specRules,
  });

  it('reaches every state, and walks search.cancel both with and without an applied search', () => {
    const states = new Set(paths.flatMap((path) => path.steps.map((step) => String(step.state.value))));
    expect([...states].sort()).toEqual(['failure', 'loading', 'ready']);
    const cancelOutcomes = new Set(
      paths
        .filter((path) => path.steps.at(-1)!.event.type === 'search.cancel')
        .map((path) => path.steps.at(-1)!.state.context.search === '' && path.steps.at(-2)!.state.context.search !== ''),
    );
    expect(cancelOutcomes).toEqual(new Set([true, false]));
  });
});
