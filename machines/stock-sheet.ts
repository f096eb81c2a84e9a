import { assign, fromPromise, setup } from 'xstate';
import type { StockCsvAnswer } from '../domain/rest/admin.js';
import { messageOf } from '../domain/notice.js';

export interface StockSheetContext {
  text: string;
  /** The last preview (dryRun) or the rows applied. */
  answer: StockCsvAnswer | null;
  error: string | null;
}

export type StockSheetEvent =
  { type: 'sheet.edit'; text: string } | { type: 'sheet.preview' } | { type: 'sheet.apply' } | { type: 'sheet.startOver' };

const SHEET_FAILED = 'The sheet could not be read. Please try again.';

/**
 * A stock sheet (productId,color,stock): pasted or chosen, previewed (each row applied or refused, with why), then
 * applied in one transaction: only a previewed sheet can be applied, and changing it asks for a new preview.
 */
export const stockSheetMachine = setup({
  types: { context: {} as StockSheetContext, events: {} as StockSheetEvent },
  actors: {
    sendSheet: fromPromise<StockCsvAnswer, { text: string; dryRun: boolean }>(async () => {
      throw new Error('sendSheet must be provided');
    }),
  },
  guards: {
    hasRows: ({ context }) => context.text.trim().split(/\r?\n/).length > 1,
    someApply: ({ context }) => (context.answer?.applied.length ?? 0) > 0,
  },
}).createMachine({
  id: 'stockSheet',
  context: { text: '', answer: null, error: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'sheet.edit': { actions: assign({ text: ({ event }) => event.text, error: null }) },
        'sheet.preview': [
          { guard: 'hasRows', target: 'previewing' },
          { actions: assign({ error: 'Paste or choose a sheet: a header row (productId,color,stock), then one row per colour.' }) },
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
        'sheet.apply': { guard: 'someApply', target: 'applying' },
        'sheet.edit': { target: 'editing', actions: assign({ text: ({ event }) => event.text, answer: null }) },
      },
    },
    applying: {
      invoke: {
        id: 'sendSheet',
        src: 'sendSheet',
        input: ({ context }) => ({ text: context.text, dryRun: false }),
        onDone: { target: 'applied', actions: assign({ answer: ({ event }) => event.output, error: null }) },
        onError: { target: 'previewed', actions: assign({ error: ({ event }) => messageOf(event.error, SHEET_FAILED) }) },
      },
    },
    applied: {
      on: { 'sheet.startOver': { target: 'editing', actions: assign({ text: '', answer: null, error: null }) } },
    },
  },
});
