import { assign, fromPromise, setup } from 'xstate';
import { messageOf, type Notice } from '../domain/notice.js';

/** A tax invoice as the server names it. */
export interface InvoiceFile {
  blob: Blob;
  filename: string;
}

export interface InvoiceDownloadContext {
  orderId: string;
  /** Why the last try failed, shown beside the link until the next try. */
  error: string | null;
}

const FAILED = 'The invoice could not be downloaded. Please try again.';

/**
 * Order History's "Download invoice" on one order: fetched once per click (another click while it comes does
 * nothing), then handed to the browser to save under the invoice's number; a failure says why and can be retried.
 */
export const invoiceDownloadMachine = setup({
  types: { context: {} as InvoiceDownloadContext, events: {} as { type: 'download' }, input: {} as { orderId: string } },
  actors: {
    fetchInvoice: fromPromise<InvoiceFile, string>(async () => {
      throw new Error('fetchInvoice must be provided');
    }),
  },
  actions: {
    save: (_, _file: InvoiceFile) => {},
    notify: (_, _notice: Notice) => {},
  },
}).createMachine({
  id: 'invoiceDownload',
  context: ({ input }) => ({ orderId: input.orderId, error: null }),
  initial: 'idle',
  states: {
    idle: { on: { download: { target: 'fetching', actions: assign({ error: null }) } } },
    fetching: {
      invoke: {
        id: 'fetchInvoice',
        src: 'fetchInvoice',
        input: ({ context }) => context.orderId,
        onDone: { target: 'idle', actions: { type: 'save', params: ({ event }) => event.output } },
        onError: {
          target: 'idle',
          actions: [
            assign({ error: ({ event }) => messageOf(event.error, FAILED) }),
            { type: 'notify', params: ({ event }) => ({ kind: 'error', message: messageOf(event.error, FAILED) }) },
          ],
        },
      },
    },
  },
});
