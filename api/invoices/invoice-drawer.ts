import { Worker } from 'node:worker_threads';
import type { Statement } from '../../domain/statement.js';
import type { Supplier } from '../../domain/invoice.js';
import type { RestQuote } from '../../domain/rest/quotes.js';
import type { InvoiceCopy } from './invoice-pdf.js';
import type { DrawingRequest } from './invoice-thread.js';
import type { CreditNote } from './credit-note.js';
import type { TaxInvoice } from './tax-invoice.js';

/** Documents a process has waiting to be drawn, at most; past it a download is asked to try again. */
export const DRAWING_QUEUE_LIMIT = 64;

export class DrawingBusy extends Error {}

/** How long closing waits for the drawings under way. */
const CLOSE_WAIT_MS = 5_000;

/**
 * Draws invoice PDFs one at a time on a worker thread, so a burst of drawing never holds the event loop: at most
 * DRAWING_QUEUE_LIMIT wait (counted as they are queued, so a burst cannot pass it). The thread starts on the first
 * document and ends with `close`.
 */
export function createInvoiceDrawer(queueLimit = DRAWING_QUEUE_LIMIT) {
  let worker: Promise<Worker> | undefined;
  let nextId = 1;
  const pending = new Map<number, { resolve: (bytes: Buffer) => void; reject: (error: Error) => void }>();
  let closed = false;

  const fail = (error: Error) => {
    for (const call of pending.values()) call.reject(error);
    pending.clear();
    worker = undefined;
  };

  const start = () =>
    (worker ??= new Promise<Worker>((resolve, reject) => {
      // The thread's module is TypeScript, loaded through tsx as the rest of the server is.
      const thread = new URL('./invoice-thread.ts', import.meta.url).href;
      const bootstrap = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(thread)}); })`;
      const started = new Worker(bootstrap, { eval: true });
      started.unref();
      started.once('error', reject);
      started.once('message', () => {
        started.off('error', reject);
        started.on('message', (answer: { id: number; bytes?: Uint8Array; error?: string }) => {
          const call = pending.get(answer.id);
          if (!call) return;
          pending.delete(answer.id);
          if (answer.bytes) call.resolve(Buffer.from(answer.bytes.buffer, answer.bytes.byteOffset, answer.bytes.byteLength));
          else call.reject(new Error(answer.error ?? 'the invoice could not be drawn'));
        });
        started.on('error', fail);
        started.on('exit', () => fail(new Error('the invoice drawing thread stopped')));
        resolve(started);
      });
    }));

  function send(request: DrawingRequest): Promise<Buffer> {
    if (closed) return Promise.reject(new Error('the invoice drawer is closed'));
    if (pending.size >= queueLimit) return Promise.reject(new DrawingBusy());
    const id = nextId++;
    const done = new Promise<Buffer>((resolve, reject) => pending.set(id, { resolve, reject }));
    start().then(
      (thread) => thread.postMessage({ id, ...request }),
      (error: Error) => fail(error),
    );
    return done;
  }

  return {
    /** How many documents wait or are being drawn now. */
    get waiting() {
      return pending.size;
    },

    /** The PDF of an invoice or a credit note; DrawingBusy when the queue is full. */
    draw: (invoice: TaxInvoice | CreditNote, copy: InvoiceCopy = { kind: 'issued' }): Promise<Buffer> =>
      send({ kind: 'invoice', invoice, copy }),

    /** The PDF of a quotation as it stands at `at`; DrawingBusy when the queue is full. */
    drawQuote: (quote: RestQuote, supplier: Supplier, at: Date): Promise<Buffer> =>
      send({ kind: 'quote', quote, supplier, at: at.toISOString() }),

    /** The PDF of a company's statement of account; DrawingBusy when the queue is full. */
    drawStatement: (company: string, statement: Statement, supplier: Supplier): Promise<Buffer> =>
      send({ kind: 'statement', company, statement, supplier }),

    async close() {
      closed = true;
      const thread = worker;
      // Drawings under way finish first (for at most CLOSE_WAIT_MS): Node aborts the whole process when a thread is
      // stopped while a zlib stream of pdfkit's is being set up (node_zlib "close before init").
      const until = Date.now() + CLOSE_WAIT_MS;
      while (pending.size > 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 10));
      fail(new Error('the invoice drawer is closed'));
      if (thread) await (await thread.catch(() => undefined))?.terminate();
    },
  };
}

export type InvoiceDrawer = ReturnType<typeof createInvoiceDrawer>;
