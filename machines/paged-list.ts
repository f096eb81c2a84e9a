import { assign, fromPromise, setup } from 'xstate';
import { messageOf } from '../domain/notice.js';

/** One page of a list as the server answers it (a console list from /api/admin, the buyer's quotes). */
export interface ListPage<Row = unknown> {
  data: Row[];
  totalItems: number;
  totalPages: number;
  /** More match than totalItems (the server counts up to ADMIN_COUNT_LIMIT). */
  countCapped: boolean;
}

/** What a list asks for: its filters by name (search, stage, handled, …) and the page. */
export interface PageRequest {
  filters: Record<string, string>;
  page: number;
}

export interface PagedListContext extends PageRequest, ListPage {
  error: string | null;
}

export type PagedListEvent =
  | { type: 'list.filter'; name: string; value: string }
  | { type: 'list.page'; page: number }
  | { type: 'list.reload' }
  /** A row changed by an action on it (hidden, blocked, handled, …), put in its place without a reload. */
  | { type: 'list.replace'; row: { _id: string } };

const LOAD_FAILED = 'The list could not be loaded.';

/**
 * A paged list: the operators' console lists (orders, fabrics, support, reviews, buyers, activity, quotes) and the
 * buyer's quotes. It loads a page for its filters; changing a filter goes back to page 1 and drops an answer still on its way; a failed load keeps the
 * filters and says why, with a retry.
 */
export const pagedListMachine = setup({
  types: {
    context: {} as PagedListContext,
    events: {} as PagedListEvent,
    input: {} as { filters?: Record<string, string> },
  },
  actors: {
    loadPage: fromPromise<ListPage, PageRequest>(async () => {
      throw new Error('loadPage must be provided');
    }),
  },
  guards: {
    pageExists: ({ context, event }) => event.type === 'list.page' && event.page >= 1 && event.page <= Math.max(1, context.totalPages),
    rowShown: ({ context, event }) =>
      event.type === 'list.replace' && context.data.some((row) => (row as { _id?: string })._id === event.row._id),
  },
}).createMachine({
  id: 'pagedList',
  context: ({ input }) => ({
    filters: input.filters ?? {},
    page: 1,
    data: [],
    totalItems: 0,
    totalPages: 0,
    countCapped: false,
    error: null,
  }),
  initial: 'loading',
  on: {
    'list.filter': {
      target: '.loading',
      reenter: true,
      actions: assign({ filters: ({ context, event }) => ({ ...context.filters, [event.name]: event.value }), page: 1 }),
    },
  },
  states: {
    loading: {
      entry: assign({ error: null }),
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({ filters: context.filters, page: context.page }),
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({ ...event.output, error: null })),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error, LOAD_FAILED) }) },
      },
    },
    ready: {
      on: {
        'list.page': { guard: 'pageExists', target: 'loading', actions: assign({ page: ({ event }) => event.page }) },
        'list.reload': { target: 'loading' },
        'list.replace': {
          guard: 'rowShown',
          actions: assign({
            data: ({ context, event }) => context.data.map((row) => ((row as { _id?: string })._id === event.row._id ? event.row : row)),
          }),
        },
      },
    },
    failed: {
      on: { 'list.reload': { target: 'loading' } },
    },
  },
});
