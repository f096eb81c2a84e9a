import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { productListMachine, type ProductListEvent, type ProductPage, type ProductQuery } from '../../machines/product-list.js';
import { controllableActor, flush } from '../support/controllable-actor.js';
import { definedTransitions, edgePaths } from '../support/model-paths.js';

type Snapshot = SnapshotFrom<typeof productListMachine>;
type ModelEvent =
  | ProductListEvent
  | { type: 'xstate.init' }
  | { type: 'xstate.done.actor.fetchProducts'; output: ProductPage }
  | { type: 'xstate.error.actor.fetchProducts'; error: Error };

const threePages: ProductPage = {
  data: [{ id: '1', name: 'Mulmul', description: '', category: 'Cotton', averageRating: 4, reviewCount: 2, varieties: [] }],
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
  { type: 'retry' },
];

const resetsToFirstPage = new Set(['filter.price', 'filter.rating', 'filter.todaysDeals', 'filter.category.toggle',
  'filter.subCategory.toggle', 'filter.weight', 'filter.count', 'filter.construction', 'filter.endUse.toggle',
  'filters.reset', 'navigation.apply', 'search.submit']);

/** SPEC §4 rules checked on every step, independently of how the machine is written. */
function checkRules(event: ModelEvent, callsBefore: number, fetch: ReturnType<typeof controllableActor<ProductPage, ProductQuery>>) {
  const newCall = fetch.calls.length > callsBefore;
  if (resetsToFirstPage.has(event.type)) {
    expect(newCall, `${event.type} fetches`).toBe(true);
    expect(fetch.last().input.page, `${event.type} goes to page 1`).toBe(1);
  }
  if (event.type === 'search.change') expect(newCall, 'typing does not search').toBe(false);
  if (event.type === 'page.go' && newCall) expect(fetch.last().input.page).toBe(event.page);
}

/** The abstraction the model tracks: state, and the context facts that guards and the view depend on. */
const abstract = (snapshot: Snapshot) => ({
  state: snapshot.value,
  pastFirstPage: snapshot.context.page > 1,
  searchApplied: snapshot.context.search !== '',
  searchTyped: snapshot.context.searchText !== '',
  hasPages: snapshot.context.totalPage > 1,
});

const paths = edgePaths<typeof productListMachine, Snapshot, ModelEvent>(productListMachine, {
  events: (snapshot) => snapshot.matches('loading')
    ? [...userEvents, { type: 'xstate.done.actor.fetchProducts', output: threePages }, { type: 'xstate.error.actor.fetchProducts', error: new Error('offline') }]
    : userEvents,
  serializeState: (snapshot) => JSON.stringify(abstract(snapshot)),
});

describe('product list model', () => {
  it('walks every state and every defined transition', () => {
    const walked = new Set(paths.map((path) => {
      const last = path.steps.at(-1)!;
      const before = path.steps.at(-2)?.state ?? last.state;
      return `${String(before.value)}:${last.event.type}`;
    }));
    for (const pair of definedTransitions(productListMachine)) expect(walked, pair).toContain(pair);
    const states = new Set(paths.flatMap((path) => path.steps.map((step) => String(step.state.value))));
    expect([...states].sort()).toEqual(['failure', 'loading', 'ready']);
    const cancelOutcomes = new Set(paths
      .filter((path) => path.steps.at(-1)!.event.type === 'search.cancel')
      .map((path) => path.steps.at(-1)!.state.context.search === '' && path.steps.at(-2)!.state.context.search !== ''));
    expect(cancelOutcomes).toEqual(new Set([true, false]));
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const fetch = controllableActor<ProductPage, ProductQuery>();
    const actor = createActor(productListMachine.provide({ actors: { fetchProducts: fetch.logic } })).start();
    let typed = '';
    for (const { event, state } of path.steps) {
      const callsBefore = fetch.calls.length;
      if (event.type === 'xstate.done.actor.fetchProducts') fetch.last().resolve(event.output);
      else if (event.type === 'xstate.error.actor.fetchProducts') fetch.last().reject(event.error);
      else if (event.type !== 'xstate.init') actor.send(event);
      await flush();
      if (event.type === 'search.change') typed = event.value;
      if (event.type === 'search.cancel' || event.type === 'filters.reset') typed = '';
      checkRules(event, callsBefore, fetch);
      if (event.type === 'search.submit') expect(fetch.last().input.search).toBe(typed.trim());
      expect(abstract(actor.getSnapshot())).toEqual(abstract(state));
      // Only the newest request may still be live: every earlier unsettled one was aborted.
      const stillLive = fetch.calls.slice(0, -1).filter((call) => !call.settled && !call.signal.aborted);
      expect(stillLive).toHaveLength(0);
      if (actor.getSnapshot().matches('loading')) {
        expect(fetch.last().signal.aborted).toBe(false);
        expect(fetch.last().input).toEqual({
          filters: actor.getSnapshot().context.filters,
          search: actor.getSnapshot().context.search,
          page: actor.getSnapshot().context.page,
          limit: 12,
        });
      }
    }
    actor.stop();
  });
});
