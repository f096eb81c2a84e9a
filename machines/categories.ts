import { assign, fromPromise, setup } from 'xstate';
import type { Category } from '../domain/category.js';

export type CategoryOption = Category;

/** SPEC §2.5 category tree for the filter panel and the header menu: loaded once (or as the server drew it), kept for the next visit. */
export const categoriesMachine = setup({
  types: {
    context: {} as { categories: CategoryOption[]; error: string | null; drawn: boolean },
    events: {} as { type: 'categories.retry' },
    /** `drawn`: the server drew the page from `cached` a moment ago, so it is shown without asking again. */
    input: {} as { cached?: CategoryOption[] | null; drawn?: boolean } | undefined,
  },
  actors: {
    fetchCategories: fromPromise<CategoryOption[]>(async () => {
      throw new Error('fetchCategories must be provided');
    }),
  },
  guards: {
    isDrawn: ({ context }) => context.drawn,
  },
  actions: {
    /** 'Error fetching data' (SPEC §8), shown by the app. */
    notifyLoadFailed: () => {},
    /** Keeps the categories for the next start (the app provides browser storage). */
    remember: (_, _categories: CategoryOption[]) => {},
  },
}).createMachine({
  id: 'categories',
  // Categories kept from the last visit show at once; the fresh list replaces them when it comes.
  context: ({ input }) => ({ categories: input?.cached ?? [], error: null, drawn: input?.drawn === true && Boolean(input.cached) }),
  // A server-drawn page starts ready: a fetch at start could change the page while the browser is still hydrating it.
  initial: 'start',
  states: {
    start: {
      always: [
        // The drawn categories are this moment's: kept for the next start, as fetched ones would be.
        { guard: 'isDrawn', target: 'ready', actions: { type: 'remember', params: ({ context }) => context.categories } },
        { target: 'loading' },
      ],
    },
    loading: {
      invoke: {
        id: 'fetchCategories',
        src: 'fetchCategories',
        onDone: {
          target: 'ready',
          actions: [
            assign({ categories: ({ event }) => event.output, error: null }),
            { type: 'remember', params: ({ event }) => event.output },
          ],
        },
        onError: {
          target: 'failure',
          actions: [
            assign({ error: ({ event }) => (event.error instanceof Error ? event.error.message : String(event.error)) }),
            'notifyLoadFailed',
          ],
        },
      },
    },
    ready: {},
    failure: { on: { 'categories.retry': 'loading' } },
  },
});
