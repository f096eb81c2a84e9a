import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { orderApprovalsMachine, REASON_NEEDED, type ApprovalChange } from '../../machines/order-approvals.js';
import type { Approval } from '../../src/graphql/generated.js';
import { controllableActor, flush } from '../support/controllable-actor.js';
import { modelSuite } from '../support/model-suite.js';

const WAITING: Approval = {
  id: '4',
  status: 'waiting',
  buyerName: 'Ravi',
  buyerEmail: 'ravi@knits.example.in',
  total: 2360,
  paymentMethod: 'On Account',
  why: '₹2,360.00 is above your order limit of ₹1,000.00',
  lines: [{ name: 'Indigo Mulmul', color: 'Indigo', metres: 10 }],
  createdAt: '2026-11-27T06:00:00.000Z',
};
const APPROVED = { ...WAITING, status: 'approved', decidedBy: 'meera@knits.example.in', purchaseId: 'PA1B2C3D4E5' };
const REJECTED = { ...WAITING, status: 'rejected', rejectReason: 'Next month' };
const WITHDRAWN = { ...WAITING, status: 'withdrawn', decidedBy: 'ravi@knits.example.in' };

function start() {
  const load = controllableActor<Approval[], unknown>();
  const approve = controllableActor<ApprovalChange, { id: string }>();
  const reject = controllableActor<ApprovalChange, { id: string; reason: string }>();
  const withdraw = controllableActor<ApprovalChange, { id: string }>();
  const notify = vi.fn();
  const placed = vi.fn();
  const actor = createActor(
    orderApprovalsMachine.provide({
      actors: { loadApprovals: load.logic, approve: approve.logic, reject: reject.logic, withdraw: withdraw.logic },
      actions: { notify: (_, notice) => notify(notice), placed },
    }),
  ).start();
  return { actor, load, approve, reject, withdraw, notify, placed };
}

describe('order approvals machine', () => {
  it('approves one order at a time and shows it placed', async () => {
    const { actor, load, approve, notify, placed } = start();
    load.last().resolve([WAITING]);
    await flush();
    actor.send({ type: 'approval.approve', id: '4' });
    actor.send({ type: 'approval.approve', id: '4' });
    expect(approve.calls).toHaveLength(1);
    approve.last().resolve({ message: 'Order approved and placed.', approval: APPROVED });
    await flush();
    expect(actor.getSnapshot().context.approvals).toEqual([APPROVED]);
    expect(placed).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenLastCalledWith({ kind: 'success', message: 'Order approved and placed.' });
  });

  it('asks for a reason before rejecting, and sends it trimmed', async () => {
    const { actor, load, reject, notify } = start();
    load.last().resolve([WAITING]);
    await flush();
    actor.send({ type: 'approval.reject', id: '4' });
    expect(notify).toHaveBeenLastCalledWith({ kind: 'error', message: REASON_NEEDED });
    expect(reject.calls).toHaveLength(0);
    actor.send({ type: 'approval.reason', id: '4', reason: '  Next month ' });
    actor.send({ type: 'approval.reject', id: '4' });
    expect(reject.last().input).toEqual({ id: '4', reason: 'Next month' });
    reject.last().resolve({ message: 'Order rejected.', approval: REJECTED });
    await flush();
    expect(actor.getSnapshot().context.approvals[0]?.status).toBe('rejected');
  });

  it('lets the buyer withdraw their own waiting order, once', async () => {
    const { actor, load, withdraw, notify, placed } = start();
    load.last().resolve([WAITING]);
    await flush();
    actor.send({ type: 'approval.withdraw', id: '4' });
    actor.send({ type: 'approval.withdraw', id: '4' });
    expect(withdraw.calls).toHaveLength(1);
    expect(withdraw.last().input).toEqual({ id: '4' });
    withdraw.last().resolve({ message: 'Order withdrawn: it will not be placed.', approval: WITHDRAWN });
    await flush();
    expect(actor.getSnapshot().context.approvals).toEqual([WITHDRAWN]);
    expect(placed).not.toHaveBeenCalled();
    expect(notify).toHaveBeenLastCalledWith({ kind: 'success', message: 'Order withdrawn: it will not be placed.' });
  });

  it('says the server’s refusal and keeps the order waiting', async () => {
    const { actor, load, approve, notify } = start();
    load.last().resolve([WAITING]);
    await flush();
    actor.send({ type: 'approval.approve', id: '4' });
    approve.last().reject(new Error('Only 2 metres of Indigo Mulmul (Indigo) are left.'));
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.approvals).toEqual([WAITING]);
    expect(notify).toHaveBeenLastCalledWith({ kind: 'error', message: 'Only 2 metres of Indigo Mulmul (Indigo) are left.' });
  });

  describe('model', () => {
    modelSuite({
      machine: orderApprovalsMachine,
      invoked: ['loadApprovals', 'approve', 'reject', 'withdraw'],
      outputs: {
        loadApprovals: [WAITING],
        approve: { message: 'Order approved and placed.', approval: APPROVED },
        reject: { message: 'Order rejected.', approval: REJECTED },
        withdraw: { message: 'Order withdrawn: it will not be placed.', approval: WITHDRAWN },
      },
      events: [
        { type: 'approvals.retry' },
        { type: 'approval.approve', id: '4' },
        { type: 'approval.reason', id: '4', reason: 'Next month' },
        { type: 'approval.reason', id: '4', reason: ' ' },
        { type: 'approval.reject', id: '4' },
        { type: 'approval.withdraw', id: '4' },
      ],
      abstract: (snapshot) => {
        const context = snapshot.context as { approvals: Approval[]; reasons: Record<string, string> };
        return { value: snapshot.value, status: context.approvals[0]?.status ?? null, reason: (context.reasons['4'] ?? '').trim() !== '' };
      },
      // Whatever the machine's shape: one decision at a time, and no rejection without a reason.
      checks:
        () =>
        ({ fakes }) => {
          const open = [...fakes.approve!.calls, ...fakes.reject!.calls, ...fakes.withdraw!.calls].filter((call) => !call.settled);
          expect(open.length).toBeLessThanOrEqual(1);
          for (const call of fakes.reject!.calls) expect((call.input as { reason: string }).reason.trim()).not.toBe('');
        },
    });
  });
});
