import { assign, fromPromise, setup } from 'xstate';
import { messageOf, type Notice } from '../domain/notice.js';

/** A tax invoice as the server names it. */
export interface InvoiceFile {
  blob: Blob;
  filename: string;
}

export interface InvoiceDownloadContext {
  /** The order whose invoice, or the quote whose quotation, is downloaded. */
  orderId: string;
  /** What a failure without the server's reason says. */
  failed: string;
  /** Why the last try failed, shown beside the link until the next try. */
  error: string | null;
}

const FAILED = 'The invoice could not be downloaded. Please try again.';
export const QUOTATION_FAILED = 'The quotation could not be downloaded. Please try again.';

/**
 * Order History's "Download invoice" on one order (and a quote's "Download PDF"): fetched once per click (another
 * click while it comes does nothing), then handed to the browser to save under the document's name; a failure says
 * why and can be retried.
 */
export const invoiceDownloadMachine = setup({
  types: { context: {} as InvoiceDownloadContext, events: {} as { type: 'download' }, input: {} as { orderId: string; failed?: string } },
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
  context: ({ input }) => ({ orderId: input.orderId, failed: input.failed ?? FAILED, error: null }),
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
            assign({ error: ({ context, event }) => messageOf(event.error, context.failed) }),
            { type: 'notify', params: ({ context, event }) => ({ kind: 'error', message: messageOf(event.error, context.failed) }) },
          ],
        },
      },
    },
  },
});
