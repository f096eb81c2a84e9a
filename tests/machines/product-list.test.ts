import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { DEFAULT_FILTERS } from '../../domain/product-filters.js';
import { PLAIN_LIST } from '../../domain/product-list-url.js';
import { productListMachine, type ProductPage, type ProductQuery } from '../../machines/product-list.js';
import { controllableActor, flush } from '../support/controllable-actor.js';

const page = (totalPage: number, names: string[] = ['Poplin']): ProductPage => ({
  data: names.map((name, index) => ({
    id: String(index + 1),
    name,
    description: '',
    category: 'Cotton',
    averageRating: 4,
    reviewCount: 1,
    minOrderMetres: 1,
    varieties: [],
  })),
  totalProducts: totalPage * 12,
  totalPage,
});

function start() {
  const fetch = controllableActor<ProductPage, ProductQuery>();
  const actor = createActor(productListMachine.provide({ actors: { fetchProducts: fetch.logic } }), { input: {} }).start();
  return { actor, fetch };
}

async function settle(fetch: ReturnType<typeof start>['fetch'], result: ProductPage) {
  fetch.last().resolve(result);
  await flush();
}

describe('product list machine', () => {
  it('loads the first page of 12 with the default filters on start', async () => {
    const { actor, fetch } = start();
    expect(actor.getSnapshot().value).toBe('loading');
    expect(fetch.last().input).toEqual({ filters: DEFAULT_FILTERS, search: '', sort: 'newest', page: 1, limit: 12 });
    await settle(fetch, page(3, ['Poplin', 'Voile']));
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.products.map((p) => p.name)).toEqual(['Poplin', 'Voile']);
    expect(actor.getSnapshot().context.totalPage).toBe(3);
  });

  it('goes back to page 1 when any filter changes', async () => {
    const { actor, fetch } = start();
    await settle(fetch, page(5));
    actor.send({ type: 'page.go', page: 3 });
    expect(fetch.last().input.page).toBe(3);
    await settle(fetch, page(5));
    actor.send({ type: 'filter.rating', value: 4 });
    expect(fetch.last().input).toMatchObject({ page: 1, filters: { rating: 4 } });
  });

  it('aborts the request in flight when a new one starts, and ignores its late answer', async () => {
    const { actor, fetch } = start();
    await settle(fetch, page(2));
    actor.send({ type: 'filter.price', value: '100-200' });
    const first = fetch.last();
    actor.send({ type: 'filter.count', value: '40x40' });
    const second = fetch.last();
    expect(first.signal.aborted).toBe(true);
    expect(second.signal.aborted).toBe(false);
    expect(second.input.filters).toMatchObject({ price: '100-200', count: '40x40' });
    second.resolve(page(1, ['Second']));
    first.resolve(page(1, ['First (stale)']));
    await flush();
    expect(actor.getSnapshot().context.products.map((p) => p.name)).toEqual(['Second']);
  });

  it('applies search only on submit, and cancel clears it', async () => {
    const { actor, fetch } = start();
    await settle(fetch, page(2));
    actor.send({ type: 'search.change', value: '  mulmul ' });
    expect(fetch.calls).toHaveLength(1);
    expect(actor.getSnapshot().context.search).toBe('');
    actor.send({ type: 'search.submit' });
    expect(fetch.last().input.search).toBe('mulmul');
    await settle(fetch, page(1));
    actor.send({ type: 'search.cancel' });
    expect(fetch.calls).toHaveLength(3);
    expect(fetch.last().input.search).toBe('');
    expect(actor.getSnapshot().context.searchText).toBe('');
  });

  it('cancel with nothing applied only clears the box', async () => {
    const { actor, fetch } = start();
    await settle(fetch, page(2));
    actor.send({ type: 'search.change', value: 'linen' });
    actor.send({ type: 'search.cancel' });
    expect(fetch.calls).toHaveLength(1);
    expect(actor.getSnapshot().context.searchText).toBe('');
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('unchecking a category removes its subcategories but keeps others', async () => {
    const { actor, fetch } = start();
    actor.send({ type: 'filter.category.toggle', category: 'Cotton', subCategories: ['Poplin', 'Voile'] });
    actor.send({ type: 'filter.subCategory.toggle', subCategory: 'Poplin' });
    actor.send({ type: 'filter.subCategory.toggle', subCategory: 'Pure Linen' });
    expect(fetch.last().input.filters).toMatchObject({ categories: ['Cotton'], subCategory: ['Poplin', 'Pure Linen'] });
    actor.send({ type: 'filter.category.toggle', category: 'Cotton', subCategories: ['Poplin', 'Voile'] });
    expect(fetch.last().input.filters).toMatchObject({ categories: [], subCategory: ['Pure Linen'] });
  });

  it("navigation state newArrivals turns on today's deals and clears categories; a category selects only it", () => {
    const { actor, fetch } = start();
    actor.send({ type: 'filter.category.toggle', category: 'Silk', subCategories: [] });
    actor.send({ type: 'navigation.apply', target: 'newArrivals' });
    expect(fetch.last().input.filters).toMatchObject({ todaysDeals: true, categories: [] });
    actor.send({ type: 'navigation.apply', target: 'Denim' });
    expect(fetch.last().input.filters).toMatchObject({ categories: ['Denim'], subCategory: [] });
  });

  it('toggles end uses and resets every filter and the search to defaults', async () => {
    const { actor, fetch } = start();
    actor.send({ type: 'filter.endUse.toggle', value: 'Shirting' });
    actor.send({ type: 'filter.endUse.toggle', value: 'Ethnic / Dresses' });
    actor.send({ type: 'filter.endUse.toggle', value: 'Shirting' });
    actor.send({ type: 'filter.weight', value: 150 });
    actor.send({ type: 'filter.todaysDeals', value: true });
    actor.send({ type: 'filter.construction', value: '60x60' });
    actor.send({ type: 'search.change', value: 'silk' });
    actor.send({ type: 'search.submit' });
    expect(fetch.last().input.filters).toMatchObject({
      endUse: ['Ethnic / Dresses'],
      weight: 150,
      todaysDeals: true,
      construction: '60x60',
    });
    actor.send({ type: 'filters.reset' });
    expect(fetch.last().input).toEqual({ filters: DEFAULT_FILTERS, search: '', sort: 'newest', page: 1, limit: 12 });
    expect(actor.getSnapshot().context.searchText).toBe('');
  });

  it('ignores a page outside 1..totalPage or the current page', async () => {
    const { actor, fetch } = start();
    await settle(fetch, page(2));
    for (const target of [0, 1, 3, 1.5]) actor.send({ type: 'page.go', page: target });
    expect(fetch.calls).toHaveLength(1);
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('shows a failure and retries the same query', async () => {
    const { actor, fetch } = start();
    actor.send({ type: 'filter.rating', value: 3 });
    fetch.last().reject(new Error('Backend answered 502'));
    await flush();
    expect(actor.getSnapshot().value).toBe('failure');
    expect(actor.getSnapshot().context.error).toBe('Backend answered 502');
    actor.send({ type: 'list.retry' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(fetch.last().input.filters.rating).toBe(3);
  });

  it('a new order asks again from page 1 and survives Clear all; the same order or an unknown one asks nothing', async () => {
    const fetch = controllableActor<ProductPage, ProductQuery>();
    const actor = createActor(productListMachine.provide({ actors: { fetchProducts: fetch.logic } }), { input: {} }).start();
    fetch.last().resolve(page(5, ['Newest']));
    await flush();
    actor.send({ type: 'page.go', page: 3 });
    fetch.last().resolve(page(5, ['Third']));
    await flush();
    actor.send({ type: 'sort.change', sort: 'price-asc' });
    expect(fetch.last().input).toMatchObject({ sort: 'price-asc', page: 1 });
    fetch.last().resolve(page(5, ['Cheapest']));
    await flush();
    actor.send({ type: 'sort.change', sort: 'price-asc' });
    actor.send({ type: 'sort.change', sort: 'cheapest-first' as never });
    expect(fetch.calls).toHaveLength(3);
    actor.send({ type: 'filters.reset' });
    expect(fetch.last().input.sort).toBe('price-asc');
  });

  describe("last visit's first page (SPEC §4 storage key products)", () => {
    it('shows the kept page at once while the fresh one loads, then replaces it', async () => {
      const fetch = controllableActor<ProductPage, ProductQuery>();
      const kept = page(3, ['Kept Poplin']);
      const actor = createActor(productListMachine.provide({ actors: { fetchProducts: fetch.logic } }), {
        input: { cached: kept },
      }).start();
      expect(actor.getSnapshot().value).toBe('loading');
      expect(actor.getSnapshot().context.products.map((product) => product.name)).toEqual(['Kept Poplin']);
      expect(actor.getSnapshot().context.totalProducts).toBe(36);
      fetch.last().resolve(page(4, ['Fresh Mulmul']));
      await flush();
      expect(actor.getSnapshot().context.products.map((product) => product.name)).toEqual(['Fresh Mulmul']);
    });

    it('a page the server drew starts ready with its answers and asks nothing until the buyer acts', async () => {
      const fetch = controllableActor<ProductPage, ProductQuery>();
      const drawn = page(3, ['Drawn Poplin']);
      const remembered: (ProductPage | null)[] = [];
      const actor = createActor(
        productListMachine.provide({
          actors: { fetchProducts: fetch.logic },
          actions: { remember: (_, value) => remembered.push(value) },
        }),
        { input: { cached: drawn, drawn: true } },
      ).start();
      expect(actor.getSnapshot().value).toBe('ready');
      expect(remembered, 'kept for the next start').toEqual([drawn]);
      expect(actor.getSnapshot().context.products.map((product) => product.name)).toEqual(['Drawn Poplin']);
      expect(fetch.calls).toHaveLength(0);
      actor.send({ type: 'search.change', value: 'linen' });
      actor.send({ type: 'search.submit' });
      expect(fetch.last().input.search).toBe('linen');
    });

    it('a drawn page of a link’s list starts on that list, and is not kept as the plain first page', () => {
      const fetch = controllableActor<ProductPage, ProductQuery>();
      const remembered: (ProductPage | null)[] = [];
      const cotton = { ...PLAIN_LIST, filters: { ...PLAIN_LIST.filters, categories: ['Cotton'] }, page: 2 };
      const actor = createActor(
        productListMachine.provide({
          actors: { fetchProducts: fetch.logic },
          actions: { remember: (_, value) => remembered.push(value) },
        }),
        { input: { cached: page(3, ['Cotton Poplin']), drawn: true, query: cotton } },
      ).start();
      expect(actor.getSnapshot().value).toBe('ready');
      expect(actor.getSnapshot().context).toMatchObject({ filters: { categories: ['Cotton'] }, page: 2 });
      expect(remembered).toEqual([null]);
      // The same list (the address read again on hydration) asks nothing; Back to the plain list asks for it.
      actor.send({ type: 'query.apply', query: cotton });
      expect(fetch.calls).toHaveLength(0);
      actor.send({ type: 'query.apply', query: PLAIN_LIST });
      expect(fetch.last().input).toEqual({ ...PLAIN_LIST, limit: 12 });
    });

    it('"drawn" without answers still loads', () => {
      const fetch = controllableActor<ProductPage, ProductQuery>();
      const actor = createActor(productListMachine.provide({ actors: { fetchProducts: fetch.logic } }), {
        input: { cached: null, drawn: true },
      }).start();
      expect(actor.getSnapshot().value).toBe('loading');
      expect(fetch.calls).toHaveLength(1);
    });

    it('remembers only the first page with no filter and no search', async () => {
      const fetch = controllableActor<ProductPage, ProductQuery>();
      const remembered: (ProductPage | null)[] = [];
      const actor = createActor(
        productListMachine.provide({
          actors: { fetchProducts: fetch.logic },
          actions: { remember: (_, value) => remembered.push(value) },
        }),
        { input: {} },
      ).start();
      const first = page(5, ['Plain']);
      fetch.last().resolve(first);
      await flush();
      actor.send({ type: 'page.go', page: 2 });
      fetch.last().resolve(page(5, ['Second']));
      await flush();
      actor.send({ type: 'filter.rating', value: 4 });
      fetch.last().resolve(page(1, ['Rated']));
      await flush();
      expect(remembered).toEqual([first, null, null]);
    });
  });
});
