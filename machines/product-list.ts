import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { ProductPage, ProductSummary } from '../domain/product.js';
import { DEFAULT_SORT, PRODUCT_PAGE_SIZE, PRODUCT_SORTS, type ProductSort } from '../domain/catalogue.js';
import { applyNavigation, DEFAULT_FILTERS, toggle, toggleCategory, type ProductFilters } from '../domain/product-filters.js';
import type { ProductListQuery } from '../domain/product-list-url.js';

export type ProductCard = ProductSummary;
export type { ProductPage };

export interface ProductQuery {
  filters: ProductFilters;
  search: string;
  /** Newest when absent. */
  sort?: ProductSort;
  page: number;
  limit: number;
}

export interface ProductListContext {
  filters: ProductFilters;
  /** The list's order: not a filter (it narrows nothing), so it survives Clear all. */
  sort: ProductSort;
  /** What is typed in the search box; applied only on search.submit. */
  searchText: string;
  search: string;
  page: number;
  limit: number;
  products: ProductCard[];
  totalProducts: number;
  totalPage: number;
  error: string | null;
  /** Started from a page the server drew (ProductListInput.drawn). */
  drawn: boolean;
}

export type ProductListEvent =
  | { type: 'sort.change'; sort: ProductSort }
  | { type: 'filter.price'; value: string }
  | { type: 'filter.rating'; value: number }
  | { type: 'filter.todaysDeals'; value: boolean }
  | { type: 'filter.category.toggle'; category: string; subCategories: string[] }
  | { type: 'filter.subCategory.toggle'; subCategory: string }
  | { type: 'filter.weight'; value: number }
  | { type: 'filter.count'; value: string }
  | { type: 'filter.construction'; value: string }
  | { type: 'filter.endUse.toggle'; value: string }
  | { type: 'filters.reset' }
  | { type: 'navigation.apply'; target: string }
  | { type: 'search.change'; value: string }
  | { type: 'search.submit' }
  | { type: 'search.cancel' }
  | { type: 'page.go'; page: number }
  /** The list a link names (the address on arriving, Back or Forward): its filters, search, order and page at once. */
  | { type: 'query.apply'; query: ProductListQuery }
  | { type: 'list.retry' };

type FilterEvent = Extract<ProductListEvent, { type: `filter.${string}` | 'navigation.apply' }>;
const FILTER_EVENTS: FilterEvent['type'][] = [
  'filter.price',
  'filter.rating',
  'filter.todaysDeals',
  'filter.category.toggle',
  'filter.subCategory.toggle',
  'filter.weight',
  'filter.count',
  'filter.construction',
  'filter.endUse.toggle',
  'navigation.apply',
];

function nextFilters(filters: ProductFilters, event: FilterEvent): ProductFilters {
  switch (event.type) {
    case 'filter.price':
      return { ...filters, price: event.value };
    case 'filter.rating':
      return { ...filters, rating: event.value };
    case 'filter.todaysDeals':
      return { ...filters, todaysDeals: event.value };
    case 'filter.category.toggle':
      return toggleCategory(filters, event.category, event.subCategories);
    case 'filter.subCategory.toggle':
      return { ...filters, subCategory: toggle(filters.subCategory, event.subCategory) };
    case 'filter.weight':
      return { ...filters, weight: event.value };
    case 'filter.count':
      return { ...filters, count: event.value };
    case 'filter.construction':
      return { ...filters, construction: event.value };
    case 'filter.endUse.toggle':
      return { ...filters, endUse: toggle(filters.endUse, event.value) };
    case 'navigation.apply':
      return applyNavigation(filters, event.target);
  }
}

/** The same list: its filters, search, order and page (the link module is not needed here, nor on the landing). */
const sameList = (a: ProductListQuery, b: ProductListQuery) =>
  a.page === b.page && a.search === b.search && a.sort === b.sort && JSON.stringify(a.filters) === JSON.stringify(b.filters);

/** Any filter change goes back to page 1 and refetches; a transition to `.loading` exits and re-enters it, which stops (aborts) the request in flight. */
const refetchWithFilter = {
  target: '.loading',
  actions: 'changeFilter',
} as const;

/** The first page with no filter and no search: the one kept in storage and shown at the next start (SPEC §4). */
const isFirstPlainPage = ({ filters, search, page, sort }: Pick<ProductListContext, 'filters' | 'search' | 'page' | 'sort'>) =>
  page === 1 && search === '' && sort === DEFAULT_SORT && JSON.stringify(filters) === JSON.stringify(DEFAULT_FILTERS);

export interface ProductListInput {
  /** The first plain page kept from the last visit, shown while the fresh one loads. */
  cached?: ProductPage | null;
  /** The page was drawn by the server from `cached` a moment ago: it is shown as it is, without asking again. */
  drawn?: boolean;
  /** The list the address names at start; the plain list when absent. `cached` is that list's page. */
  query?: ProductListQuery;
}

/**
 * SPEC §2.5 and §4 product list: filters, search, sort and pages; every change goes back to page 1 and asks again,
 * aborting the request in flight; the last plain first page is shown at once at the next start.
 */
export const productListMachine = setup({
  types: {
    context: {} as ProductListContext,
    events: {} as ProductListEvent,
    input: {} as ProductListInput | undefined,
  },
  actors: {
    fetchProducts: fromPromise<ProductPage, ProductQuery>(async () => {
      throw new Error('fetchProducts must be provided');
    }),
  },
  actions: {
    /** Keeps the first plain page for the next start (the app provides browser storage); null for any other page. */
    remember: (_, _page: ProductPage | null) => {},
    changeFilter: assign(({ context, event }) => {
      assertEvent(event, FILTER_EVENTS);
      return { filters: nextFilters(context.filters, event), page: 1 };
    }),
  },
  guards: {
    isOtherValidPage: ({ context, event }) =>
      event.type === 'page.go' &&
      Number.isInteger(event.page) &&
      event.page >= 1 &&
      event.page <= context.totalPage &&
      event.page !== context.page,
    isOtherSort: ({ context, event }) =>
      event.type === 'sort.change' && event.sort !== context.sort && (PRODUCT_SORTS as readonly string[]).includes(event.sort),
    hasAppliedSearch: ({ context }) => context.search !== '',
    isOtherList: ({ context, event }) => event.type === 'query.apply' && !sameList(context, event.query),
    isDrawn: ({ context }) => context.drawn,
  },
}).createMachine({
  id: 'productList',
  context: ({ input }) => ({
    filters: input?.query?.filters ?? DEFAULT_FILTERS,
    sort: input?.query?.sort ?? DEFAULT_SORT,
    searchText: input?.query?.search ?? '',
    search: input?.query?.search ?? '',
    page: input?.query?.page ?? 1,
    limit: PRODUCT_PAGE_SIZE,
    products: input?.cached?.data ?? [],
    totalProducts: input?.cached?.totalProducts ?? 0,
    totalPage: input?.cached?.totalPage ?? 0,
    error: null,
    drawn: input?.drawn === true && Boolean(input.cached),
  }),
  // A server-drawn page starts ready: a fetch at start could change the page while the browser is still hydrating it.
  initial: 'start',
  on: {
    'filter.price': refetchWithFilter,
    'filter.rating': refetchWithFilter,
    'filter.todaysDeals': refetchWithFilter,
    'filter.category.toggle': refetchWithFilter,
    'filter.subCategory.toggle': refetchWithFilter,
    'filter.weight': refetchWithFilter,
    'filter.count': refetchWithFilter,
    'filter.construction': refetchWithFilter,
    'filter.endUse.toggle': refetchWithFilter,
    'navigation.apply': refetchWithFilter,
    'filters.reset': {
      target: '.loading',
      actions: assign({ filters: DEFAULT_FILTERS, searchText: '', search: '', page: 1 }),
    },
    'sort.change': {
      guard: 'isOtherSort',
      target: '.loading',
      actions: assign({ sort: ({ event }) => event.sort, page: 1 }),
    },
    'search.change': { actions: assign({ searchText: ({ event }) => event.value }) },
    'search.submit': {
      target: '.loading',
      actions: assign({ search: ({ context }) => context.searchText.trim(), page: 1 }),
    },
    'search.cancel': [
      { guard: 'hasAppliedSearch', target: '.loading', actions: assign({ searchText: '', search: '', page: 1 }) },
      { actions: assign({ searchText: '' }) },
    ],
    'page.go': {
      guard: 'isOtherValidPage',
      target: '.loading',
      actions: assign({ page: ({ event }) => event.page }),
    },
    'query.apply': {
      guard: 'isOtherList',
      target: '.loading',
      actions: assign(({ event }) => ({
        filters: event.query.filters,
        search: event.query.search,
        searchText: event.query.search,
        sort: event.query.sort,
        page: event.query.page,
      })),
    },
  },
  states: {
    start: {
      always: [
        {
          guard: 'isDrawn',
          target: 'ready',
          // A drawn plain first page is this moment's: kept for the next start, as a fetched one would be.
          actions: {
            type: 'remember',
            params: ({ context }) =>
              isFirstPlainPage(context)
                ? { data: context.products, totalProducts: context.totalProducts, totalPage: context.totalPage }
                : null,
          },
        },
        { target: 'loading' },
      ],
    },
    loading: {
      invoke: {
        id: 'fetchProducts',
        src: 'fetchProducts',
        input: ({ context }) => ({
          filters: context.filters,
          search: context.search,
          sort: context.sort,
          page: context.page,
          limit: context.limit,
        }),
        onDone: {
          target: 'ready',
          actions: [
            assign(({ event }) => ({
              products: event.output.data,
              totalProducts: event.output.totalProducts,
              totalPage: event.output.totalPage,
              error: null,
            })),
            { type: 'remember', params: ({ context, event }) => (isFirstPlainPage(context) ? event.output : null) },
          ],
        },
        onError: {
          target: 'failure',
          actions: assign({ error: ({ event }) => (event.error instanceof Error ? event.error.message : String(event.error)) }),
        },
      },
    },
    ready: {},
    failure: {
      on: { 'list.retry': { target: 'loading' } },
    },
  },
});
