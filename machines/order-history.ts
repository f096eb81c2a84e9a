import { assign, fromPromise, setup } from 'xstate';
import { CHECKOUT_MESSAGES, ORDERS_PER_PAGE } from '../domain/checkout.js';
import { messageOf, type Notice } from '../domain/notice.js';
import type { Order } from '../src/graphql/generated.js';

export interface OrderPage {
  orders: Order[];
  totalPages: number;
  totalItems: number;
}

export type OrderHistoryEvent =
  | { type: 'orders.next' }
  | { type: 'orders.previous' }
  /** Clicking a card opens it, or closes it when it is the open one (SPEC §4: one at a time). */
  | { type: 'order.toggle'; id: string }
  | { type: 'tracking.open'; id: string }
  | { type: 'tracking.close' }
  /** Cancel Order: asks first (what will be cancelled and what happens to the money). */
  | { type: 'order.cancel' }
  | { type: 'cancel.confirm' }
  | { type: 'cancel.keep' }
  | { type: 'orders.retry' };

export interface OrderHistoryContext {
  page: number;
  orders: Order[];
  totalPages: number;
  totalItems: number;
  openId: string | null;
  trackingId: string | null;
}

/** The open card, while its order is on the page that just loaded. */
const stillListed = (openId: string | null, page: OrderPage) => (page.orders.some((order) => order.id === openId) ? openId : null);

/**
 * SPEC §2.10 Order History: pages of five ('n of total', previous and next disabled at the ends), one card open at
 * a time, the 'Shippment Details' tracking overlay, and cancellation from it while the order allows it, once the
 * buyer confirms.
 */
export const orderHistoryMachine = setup({
  types: { context: {} as OrderHistoryContext, events: {} as OrderHistoryEvent, input: {} as { cached?: OrderPage | null } },
  actors: {
    loadOrders: fromPromise<OrderPage, { page: number; limit: number }>(async () => {
      throw new Error('loadOrders must be provided');
    }),
    cancelOrder: fromPromise<{ message: string; order: Order }, string>(async () => {
      throw new Error('cancelOrder must be provided');
    }),
  },
  actions: {
    notify: (_, _notice: Notice) => {},
    /** Keeps the first page for the next visit (SPEC §4 storage key allOrders; the app provides storage). */
    remember: (_, _page: OrderPage) => {},
    toggle: assign({
      openId: ({ context, event }) => (event.type !== 'order.toggle' ? context.openId : context.openId === event.id ? null : event.id),
    }),
  },
  guards: {
    onFirstPage: ({ context }) => context.page === 1,
    hasNext: ({ context }) => context.page < context.totalPages,
    hasPrevious: ({ context }) => context.page > 1,
    trackedCancellable: ({ context }) => context.orders.find((order) => order.id === context.trackingId)?.cancellable ?? false,
  },
}).createMachine({
  id: 'orderHistory',
  // The first page kept from the last visit shows while the fresh one loads.
  context: ({ input }) => ({
    page: 1,
    orders: input.cached?.orders ?? [],
    totalPages: input.cached?.totalPages ?? 0,
    totalItems: input.cached?.totalItems ?? 0,
    openId: null,
    trackingId: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      // The page kept from the last visit shows while the fresh one loads: a card opened meanwhile stays open.
      on: { 'order.toggle': { actions: 'toggle' } },
      invoke: {
        id: 'loadOrders',
        src: 'loadOrders',
        input: ({ context }) => ({ page: context.page, limit: ORDERS_PER_PAGE }),
        onDone: [
          {
            guard: 'onFirstPage',
            target: 'ready',
            actions: [
              assign(({ context, event }) => ({ ...event.output, openId: stillListed(context.openId, event.output), trackingId: null })),
              { type: 'remember', params: ({ event }) => event.output },
            ],
          },
          {
            target: 'ready',
            actions: assign(({ context, event }) => ({
              ...event.output,
              openId: stillListed(context.openId, event.output),
              trackingId: null,
            })),
          },
        ],
        // SPEC §8: a failed order list is silent; the screen offers to try again.
        onError: 'failed',
      },
    },
    failed: { on: { 'orders.retry': 'loading' } },
    ready: {
      on: {
        'orders.next': { guard: 'hasNext', target: 'loading', actions: assign({ page: ({ context }) => context.page + 1 }) },
        'orders.previous': { guard: 'hasPrevious', target: 'loading', actions: assign({ page: ({ context }) => context.page - 1 }) },
        'order.toggle': { actions: 'toggle' },
        'tracking.open': { actions: assign({ trackingId: ({ event }) => event.id }) },
        'tracking.close': { actions: assign({ trackingId: null }) },
        'order.cancel': { guard: 'trackedCancellable', target: 'confirmingCancel' },
      },
    },
    confirmingCancel: {
      on: {
        'cancel.confirm': 'cancelling',
        'cancel.keep': 'ready',
        'tracking.close': { target: 'ready', actions: assign({ trackingId: null }) },
      },
    },
    cancelling: {
      invoke: {
        id: 'cancelOrder',
        src: 'cancelOrder',
        input: ({ context }) => context.trackingId!,
        onDone: {
          target: 'ready',
          actions: [
            assign({
              orders: ({ context, event }) =>
                context.orders.map((order) => (order.id === event.output.order.id ? event.output.order : order)),
              trackingId: null,
            }),
            { type: 'notify', params: { kind: 'success', message: CHECKOUT_MESSAGES.orderCancelled } },
          ],
        },
        onError: {
          target: 'ready',
          actions: {
            type: 'notify',
            params: ({ event }) => ({ kind: 'error', message: messageOf(event.error, CHECKOUT_MESSAGES.cancelFailed) }),
          },
        },
      },
    },
  },
});
