import { assign, fromPromise, setup } from 'xstate';
import type { CartChange } from '../domain/cart.js';
import { QUICK_ORDER_HEADER } from '../domain/business.js';
import { messageOf, type Notice } from '../domain/notice.js';

export interface QuickOrderRow {
  row: number;
  productId: string;
  color: string;
  metres: string;
  status: string;
  reason?: string | null;
}

/** What the server answers a sheet: its rows checked, and the cart (changed only when not a preview). */
export interface QuickOrderResult extends CartChange {
  dryRun: boolean;
  rows: QuickOrderRow[];
}

export interface QuickOrderContext {
  text: string;
  /** The last preview, or the rows added. */
  answer: QuickOrderResult | null;
  error: string | null;
}

export type QuickOrderEvent =
  { type: 'sheet.edit'; text: string } | { type: 'sheet.preview' } | { type: 'sheet.add' } | { type: 'sheet.startOver' };

const SHEET_FAILED = 'The sheet could not be read. Please try again.';

/**
 * The cart's quick order (productId,color,metres): pasted or chosen, previewed (each row ok or refused, with why),
 * then added in one transaction: only a previewed sheet can be added, and changing it asks for a new preview.
 */
export const quickOrderMachine = setup({
  types: { context: {} as QuickOrderContext, events: {} as QuickOrderEvent },
  actors: {
    sendSheet: fromPromise<QuickOrderResult, { text: string; dryRun: boolean }>(async () => {
      throw new Error('sendSheet must be provided');
    }),
  },
  actions: {
    cartReplaced: (_, _change: CartChange) => {},
    notify: (_, _notice: Notice) => {},
  },
  guards: {
    hasRows: ({ context }) => context.text.trim().split(/\r?\n/).length > 1,
    someOk: ({ context }) => context.answer?.rows.some((row) => row.status === 'ok') ?? false,
  },
}).createMachine({
  id: 'quickOrder',
  context: { text: '', answer: null, error: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'sheet.edit': { actions: assign({ text: ({ event }) => event.text, error: null }) },
        'sheet.preview': [
          { guard: 'hasRows', target: 'previewing' },
          { actions: assign({ error: `Paste or choose a sheet: a header row (${QUICK_ORDER_HEADER}), then one row per colour.` }) },
        ],
      },
    },
    previewing: {
      invoke: {
        id: 'sendSheet',
        src: 'sendSheet',
        input: ({ context }) => ({ text: context.text, dryRun: true }),
        onDone: { target: 'previewed', actions: assign({ answer: ({ event }) => event.output, error: null }) },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => messageOf(event.error, SHEET_FAILED) }) },
      },
    },
    previewed: {
      on: {
        'sheet.add': { guard: 'someOk', target: 'adding' },
        'sheet.edit': { target: 'editing', actions: assign({ text: ({ event }) => event.text, answer: null }) },
      },
    },
    adding: {
      invoke: {
        id: 'sendSheet',
        src: 'sendSheet',
        input: ({ context }) => ({ text: context.text, dryRun: false }),
        onDone: {
          target: 'added',
          actions: [
            assign({ answer: ({ event }) => event.output, error: null }),
            { type: 'cartReplaced', params: ({ event }) => event.output },
            { type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output.message }) },
          ],
        },
        onError: { target: 'previewed', actions: assign({ error: ({ event }) => messageOf(event.error, SHEET_FAILED) }) },
      },
    },
    added: {
      on: { 'sheet.startOver': { target: 'editing', actions: assign({ text: '', answer: null, error: null }) } },
    },
  },
});
