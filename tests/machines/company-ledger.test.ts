import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { companyLedgerMachine, type PaymentReport } from '../../machines/company-ledger.js';
import type { Ledger } from '../../src/graphql/generated.js';
import { controllableActor, flush } from '../support/controllable-actor.js';
import { modelSuite } from '../support/model-suite.js';

const invoice = (id: string, open: number, awaitingConfirmation = 0) => ({
  id,
  number: `FM/2627/00000${id}`,
  date: '2026-11-20',
  dueDate: '2026-12-20',
  issued: open,
  total: open,
  paid: 0,
  open,
  awaitingConfirmation,
  daysOverdue: 0,
  creditNotes: [],
});
const LEDGER: Ledger = {
  invoices: [invoice('1', 2360), invoice('2', 1180, 180)],
  payments: [],
  outstanding: 3540,
  advance: 0,
  advanceMoves: [],
  creditLimit: 100_000,
  available: 96_460,
  onHold: false,
};

function start() {
  const load = controllableActor<Ledger | null, unknown>();
  const report = controllableActor<{ message: string; ledger: Ledger }, PaymentReport>();
  const notify = vi.fn();
  const actor = createActor(
    companyLedgerMachine.provide({
      actors: { loadLedger: load.logic, reportPayment: report.logic },
      actions: { notify: (_, n) => notify(n) },
    }),
  ).start();
  return { actor, load, report, notify };
}

describe('company ledger machine', () => {
  it('reports one payment against two invoices, in part, with its sum and reference', async () => {
    const { actor, load, report, notify } = start();
    load.last().resolve(LEDGER);
    await flush();
    actor.send({ type: 'payment.amount', invoiceId: '1', value: '1,180' });
    actor.send({ type: 'payment.amount', invoiceId: '2', value: '500.50' });
    actor.send({ type: 'payment.method', method: 'RTGS' });
    actor.send({ type: 'payment.reference', value: ' UTIBR52026112700002 ' });
    actor.send({ type: 'payment.report' });
    actor.send({ type: 'payment.report' });
    expect(report.calls).toHaveLength(1);
    expect(report.last().input).toEqual({
      amount: 1680.5,
      method: 'RTGS',
      reference: 'UTIBR52026112700002',
      allocations: [
        { invoiceId: '1', amount: 1180 },
        { invoiceId: '2', amount: 500.5 },
      ],
    });
    report.last().resolve({ message: 'Payment reported.', ledger: LEDGER });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ reference: '', amounts: {} });
    expect(notify).toHaveBeenLastCalledWith({ kind: 'success', message: 'Payment reported.' });
  });

  it('says what is wrong before any call: nothing entered, more than is open, no reference', async () => {
    const { actor, load, report, notify } = start();
    load.last().resolve(LEDGER);
    await flush();
    actor.send({ type: 'payment.report' });
    expect(notify).toHaveBeenLastCalledWith({ kind: 'error', message: 'Enter the amount paid against at least one invoice.' });
    actor.send({ type: 'payment.amount', invoiceId: '2', value: '1100' });
    actor.send({ type: 'payment.report' });
    expect(notify.mock.lastCall?.[0].message).toMatch(/^FM\/2627\/000002 has ₹1,000\.00 open/);
    actor.send({ type: 'payment.amount', invoiceId: '2', value: '1000' });
    actor.send({ type: 'payment.report' });
    expect(notify.mock.lastCall?.[0].message).toMatch(/^Enter the UTR or UPI reference/);
    expect(report.calls).toHaveLength(0);
  });

  describe('model', () => {
    modelSuite({
      machine: companyLedgerMachine,
      invoked: ['loadLedger', 'reportPayment'],
      outputs: { loadLedger: LEDGER, reportPayment: { message: 'Payment reported.', ledger: LEDGER } },
      events: [
        { type: 'ledger.retry' },
        { type: 'payment.method', method: 'UPI' },
        { type: 'payment.reference', value: 'HDFC0001' },
        { type: 'payment.amount', invoiceId: '1', value: '100' },
        { type: 'payment.amount', invoiceId: '1', value: '99999' },
        { type: 'payment.report' },
      ],
      abstract: (snapshot) => {
        const context = snapshot.context as { reference: string; amounts: Record<string, string>; method: string };
        return { value: snapshot.value, reference: context.reference !== '', amount: context.amounts['1'] ?? '', method: context.method };
      },
      // Whatever the machine's shape: one report at a time, never past what is open of an invoice.
      checks:
        () =>
        ({ fakes }) => {
          expect(fakes.reportPayment!.calls.filter((call) => !call.settled).length).toBeLessThanOrEqual(1);
          for (const call of fakes.reportPayment!.calls)
            for (const allocation of (call.input as PaymentReport).allocations) expect(allocation.amount).toBeLessThanOrEqual(2360);
        },
    });
  });
});
