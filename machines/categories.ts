import { assign, fromPromise, setup } from 'xstate';
import type { Category } from '../domain/category.js';

export type CategoryOption = Category;

export const categoriesMachine = setup({
  types: {
    context: {} as { categories: CategoryOption[]; error: string | null },
    events: {} as { type: 'retry' },
  },
  actors: {
    fetchCategories: fromPromise<CategoryOption[]>(async () => {
      throw new Error('fetchCategories must be provided');
    }),
  },
  actions: {
    /** 'Error fetching data' (SPEC §8), shown by the app. */
    notifyLoadFailed: () => {},
  },
}).createMachine({
  id: 'categories',
  context: { categories: [], error: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'fetchCategories',
        src: 'fetchCategories',
        onDone: { target: 'ready', actions: assign({ categories: ({ event }) => event.output, error: null }) },
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
