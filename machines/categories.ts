import { assign, fromPromise, setup } from 'xstate';
import type { Category } from '../domain/category.js';

export type CategoryOption = Category;

export const categoriesMachine = setup({
  types: {
    context: {} as { categories: CategoryOption[]; error: string | null },
    events: {} as { type: 'retry' },
    input: {} as { cached?: CategoryOption[] | null } | undefined,
  },
  actors: {
    fetchCategories: fromPromise<CategoryOption[]>(async () => {
      throw new Error('fetchCategories must be provided');
    }),
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
  context: ({ input }) => ({ categories: input?.cached ?? [], error: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'fetchCategories',
        src: 'fetchCategories',
        onDone: {
          target: 'ready',
          actions: [assign({ categories: ({ event }) => event.output, error: null }), { type: 'remember', params: ({ event }) => event.output }],
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
    failure: { on: { retry: 'loading' } },
  },
});
