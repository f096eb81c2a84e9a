import { Worker } from 'node:worker_threads';
import type { DrawingRequest } from './invoice-thread.js';

/** Places a process has for documents being prepared and drawn, at most; past it a download is asked to try again. */
export const DRAWING_QUEUE_LIMIT = 64;
/** Places one owner (a buyer, a company, an operator) may hold at once; more are asked to try again. */
export const DRAWINGS_PER_OWNER = 2;

export class DrawingBusy extends Error {}

/** How long closing waits for the drawings under way. */
const CLOSE_WAIT_MS = 5_000;

/** Draws on the drawing thread, in the owner's turn. */
export type Draw = (request: DrawingRequest) => Promise<Buffer>;

/** Who a document is drawn for: a buyer, a company, an operator, the shop itself. Each has its own places. */
export type DrawingOwner = `buyer:${number}` | `company:${number}` | `operator:${string}` | 'shop';

interface Waiting {
  id: number;
  request: DrawingRequest;
  resolve: (bytes: Buffer) => void;
  reject: (error: Error) => void;
}

/** The process's drawing thread for PDFs, with a bounded number of places per owner and in all. */
export interface InvoiceDrawer {
  /** Places held now (documents being prepared, waiting or drawn). */
  readonly waiting: number;
  /** Runs `work` in a place of `owner`'s, taken now or refused at once (DrawingBusy); it is let go when `work` ends. */
  inPlace<T>(owner: DrawingOwner, work: (draw: Draw) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * Draws PDFs one at a time on a worker thread, so a burst of drawing never holds the event loop. A document is drawn
 * in a place its owner holds from before its data is read until it is drawn: DRAWINGS_PER_OWNER each, and
 * DRAWING_QUEUE_LIMIT in all, taken and counted in one step, so a burst is refused before it costs anything. Owners
 * take turns at the thread (round robin): one owner's waiting work never pushes another's back. The thread starts on
 * the first document and ends with `close`.
 */
export function createInvoiceDrawer(queueLimit = DRAWING_QUEUE_LIMIT, perOwner = DRAWINGS_PER_OWNER): InvoiceDrawer {
  let worker: Promise<Worker> | undefined;
  let nextId = 1;
  let closed = false;
  /** Places held, by owner. */
  const places = new Map<DrawingOwner, number>();
  let placesHeld = 0;
  /** Documents waiting for the thread, by owner; owners in the order of their turn. */
  const queues = new Map<DrawingOwner, Waiting[]>();
  const turns: DrawingOwner[] = [];
  /** The document on the thread now. */
  let drawing: Waiting | null = null;

  const fail = (error: Error) => {
    const all = [...(drawing ? [drawing] : []), ...[...queues.values()].flat()];
    drawing = null;
    queues.clear();
    turns.length = 0;
    for (const call of all) call.reject(error);
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
          const call = drawing;
          if (!call || call.id !== answer.id) return;
          drawing = null;
          if (answer.bytes) call.resolve(Buffer.from(answer.bytes.buffer, answer.bytes.byteOffset, answer.bytes.byteLength));
          else call.reject(new Error(answer.error ?? 'the document could not be drawn'));
          next();
        });
        started.on('error', fail);
        started.on('exit', () => fail(new Error('the drawing thread stopped')));
        resolve(started);
      });
    }));

  /** The next owner's first document to the thread, when it is free. */
  function next() {
    if (drawing || turns.length === 0) return;
    const owner = turns.shift()!;
    const queue = queues.get(owner)!;
    const call = queue.shift()!;
    if (queue.length > 0) turns.push(owner);
    else queues.delete(owner);
    drawing = call;
    start().then(
      (thread) => thread.postMessage({ id: call.id, ...call.request }),
      (error: Error) => fail(error),
    );
  }

  const drawFor =
    (owner: DrawingOwner): Draw =>
    (request) => {
      if (closed) return Promise.reject(new Error('the drawer is closed'));
      return new Promise<Buffer>((resolve, reject) => {
        const call = { id: nextId++, request, resolve, reject };
        const queue = queues.get(owner);
        if (queue) queue.push(call);
        else {
          queues.set(owner, [call]);
          turns.push(owner);
        }
        next();
      });
    };

  const release = (owner: DrawingOwner) => {
    placesHeld--;
    const left = (places.get(owner) ?? 1) - 1;
    if (left > 0) places.set(owner, left);
    else places.delete(owner);
  };

  return {
    /** Places held now (documents being prepared, waiting or drawn). */
    get waiting() {
      return placesHeld;
    },

    /**
     * Runs `work` in a place of `owner`'s, taken now or refused at once (DrawingBusy) when the owner or the process
     * has none free; `work` reads what it draws and draws it with the `draw` it is given. The place is let go when
     * `work` ends.
     */
    async inPlace<T>(owner: DrawingOwner, work: (draw: Draw) => Promise<T>): Promise<T> {
      if (closed) throw new Error('the drawer is closed');
      if ((places.get(owner) ?? 0) >= perOwner || placesHeld >= queueLimit) throw new DrawingBusy();
      places.set(owner, (places.get(owner) ?? 0) + 1);
      placesHeld++;
      try {
        return await work(drawFor(owner));
      } finally {
        release(owner);
      }
    },

    async close() {
      closed = true;
      const thread = worker;
      // Drawings under way finish first (for at most CLOSE_WAIT_MS): Node aborts the whole process when a thread is
      // stopped while a zlib stream of pdfkit's is being set up (node_zlib "close before init").
      const until = Date.now() + CLOSE_WAIT_MS;
      while ((drawing || turns.length > 0) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 10));
      fail(new Error('the drawer is closed'));
      if (thread) await (await thread.catch(() => undefined))?.terminate();
    },
  };
}
