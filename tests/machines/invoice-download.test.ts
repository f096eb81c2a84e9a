import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { invoiceDownloadMachine, type InvoiceFile } from '../../machines/invoice-download.js';
import { controllableActor, flush } from '../support/controllable-actor.js';
import { modelSuite } from '../support/model-suite.js';

const FILE: InvoiceFile = { blob: new Blob(['%PDF-1.3']), filename: 'Tax-invoice-FM-2627-000123.pdf' };

function start() {
  const fetchInvoice = controllableActor<InvoiceFile, string>();
  const save = vi.fn();
  const notify = vi.fn();
  const actor = createActor(
    invoiceDownloadMachine.provide({
      actors: { fetchInvoice: fetchInvoice.logic },
      actions: { save: (_, file) => save(file), notify: (_, notice) => notify(notice) },
    }),
    { input: { orderId: '42' } },
  ).start();
  return { actor, fetchInvoice, save, notify };
}

describe('invoice download machine', () => {
  it('fetches the order’s invoice once however often it is clicked, and saves it under its name', async () => {
    const { actor, fetchInvoice, save } = start();
    actor.send({ type: 'download' });
    actor.send({ type: 'download' });
    expect(fetchInvoice.calls.map((call) => call.input)).toEqual(['42']);
    expect(actor.getSnapshot().matches('fetching')).toBe(true);
    fetchInvoice.last().resolve(FILE);
    await flush();
    expect(save).toHaveBeenCalledWith(FILE);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
  });

  it('says why a download failed, and the next try clears it', async () => {
    const { actor, fetchInvoice, save, notify } = start();
    actor.send({ type: 'download' });
    fetchInvoice.last().reject(new Error('This order is not in your order history.'));
    await flush();
    expect(actor.getSnapshot().context.error).toBe('This order is not in your order history.');
    expect(notify).toHaveBeenCalledWith({ kind: 'error', message: 'This order is not in your order history.' });
    expect(save).not.toHaveBeenCalled();
    actor.send({ type: 'download' });
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(fetchInvoice.calls).toHaveLength(2);
  });

  describe('model', () => {
    modelSuite({
      machine: invoiceDownloadMachine,
      input: { orderId: '42' },
      invoked: ['fetchInvoice'],
      outputs: { fetchInvoice: FILE },
      events: [{ type: 'download' }],
      checks:
        () =>
        ({ fakes }) => {
          expect(fakes.fetchInvoice!.calls.filter((call) => !call.settled).length).toBeLessThanOrEqual(1);
        },
    });
  });
});
