import { assign, fromPromise, setup } from 'xstate';
import { messageOf } from '../domain/notice.js';

export interface CsvSheetContext<Answer> {
  text: string;
  /** The last preview (dryRun), or the answer of the rows applied. */
  answer: Answer | null;
  error: string | null;
}

export type CsvSheetEvent =
  { type: 'sheet.edit'; text: string } | { type: 'sheet.preview' } | { type: 'sheet.apply' } | { type: 'sheet.startOver' };

const SHEET_FAILED = 'The sheet could not be read. Please try again.';

/**
 * A CSV sheet sent to the server (the console's stock sheet, the cart's quick order): pasted or chosen, previewed
 * (each row accepted or refused, with why), then applied in one transaction: only a previewed sheet with a row that
 * would be accepted can be applied, and changing it asks for a new preview. `header` is named in the hint for an
 * empty sheet; `accepted` counts the rows an answer accepts.
 */
export function csvSheetMachine<Answer>(id: string, header: string, accepted: (answer: Answer) => number) {
  return setup({
    types: { context: {} as CsvSheetContext<Answer>, events: {} as CsvSheetEvent },
    actors: {
      sendSheet: fromPromise<Answer, { text: string; dryRun: boolean }>(async () => {
        throw new Error('sendSheet must be provided');
      }),
    },
    actions: {
      /** The sheet was applied (its answer is the context's): what it changed is the caller's to show (the cart). */
      applied: () => {},
    },
    guards: {
      hasRows: ({ context }) => context.text.trim().split(/\r?\n/).length > 1,
      someAccepted: ({ context }) => context.answer !== null && accepted(context.answer) > 0,
    },
  }).createMachine({
    id,
    context: { text: '', answer: null, error: null },
    initial: 'editing',
    states: {
      editing: {
        on: {
          'sheet.edit': { actions: assign({ text: ({ event }) => event.text, error: null }) },
          'sheet.preview': [
            { guard: 'hasRows', target: 'previewing' },
            { actions: assign({ error: `Paste or choose a sheet: a header row (${header}), then one row per colour.` }) },
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
          'sheet.apply': { guard: 'someAccepted', target: 'applying' },
          'sheet.edit': { target: 'editing', actions: assign({ text: ({ event }) => event.text, answer: null }) },
        },
      },
      applying: {
        invoke: {
          id: 'sendSheet',
          src: 'sendSheet',
          input: ({ context }) => ({ text: context.text, dryRun: false }),
          onDone: {
            target: 'applied',
            actions: [assign({ answer: ({ event }) => event.output, error: null }), 'applied'],
          },
          onError: { target: 'previewed', actions: assign({ error: ({ event }) => messageOf(event.error, SHEET_FAILED) }) },
        },
      },
      applied: {
        on: { 'sheet.startOver': { target: 'editing', actions: assign({ text: '', answer: null, error: null }) } },
      },
    },
  });
}
