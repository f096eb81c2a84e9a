import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { CLAIM_MESSAGES, metresProblem } from '../../domain/claims.js';
import { buyerClaimMachine, type ClaimRequest, type ClaimView } from '../../machines/claim.js';
import { claimFormMachine, type ClaimSubmission } from '../../machines/claim-form.js';
import { controllableActor, flush } from '../support/controllable-actor.js';
import { modelSuite } from '../support/model-suite.js';

const claim = (status: ClaimView['status']): ClaimView => ({ id: '7', status });

function startView() {
  const loadClaim = controllableActor<ClaimView, string>();
  const actOnClaim = controllableActor<{ message: string; record: ClaimView }, ClaimRequest>();
  const notify = vi.fn();
  const actor = createActor(
    buyerClaimMachine.provide({
      actors: { load: loadClaim.logic, act: actOnClaim.logic },
      actions: { notify: (_, notice) => notify(notice) },
    }),
    { input: { id: '7' } },
  ).start();
  return { actor, loadClaim, actOnClaim, notify };
}

function startForm(quantity = 10, madeGood = 0) {
  const openClaim = controllableActor<{ message: string; claimId: string }, ClaimSubmission>();
  const opened = vi.fn();
  const actor = createActor(claimFormMachine.provide({ actors: { openClaim: openClaim.logic }, actions: { opened } }), {
    input: { orderId: '12', quantity, madeGood },
  }).start();
  return { actor, openClaim, opened };
}

describe('claim machines (one transition table with the server)', () => {
  it('the buyer writes on an open claim once per press; a settled claim takes no message', async () => {
    const { actor, loadClaim, actOnClaim, notify } = startView();
    loadClaim.last().resolve(claim('Open'));
    await flush();
    expect(actor.getSnapshot().can({ type: 'record.act', action: 'message' })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'record.act', action: 'settle' })).toBe(false);
    actor.send({ type: 'record.act', action: 'message', payload: { text: 'Roll 3' } });
    actor.send({ type: 'record.act', action: 'message', payload: { text: 'Roll 3' } });
    expect(actOnClaim.calls.map((call) => call.input)).toEqual([{ id: '7', action: 'message', payload: { text: 'Roll 3' } }]);
    actOnClaim.last().resolve({ message: 'Message sent', record: claim('Settled') });
    await flush();
    expect(notify).toHaveBeenCalledWith({ kind: 'success', message: 'Message sent' });
    expect(actor.getSnapshot().can({ type: 'record.act', action: 'message' })).toBe(false);
  });

  it('a refusal is said and keeps the claim; a failed load can be tried again', async () => {
    const { actor, loadClaim, actOnClaim, notify } = startView();
    loadClaim.last().resolve(claim('Open'));
    await flush();
    actor.send({ type: 'record.act', action: 'message', payload: { text: 'Hello' } });
    actOnClaim.last().reject(new Error('This claim is Settled: it cannot be discussed now.'));
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({
      error: 'This claim is Settled: it cannot be discussed now.',
      record: claim('Open'),
    });
    expect(notify).toHaveBeenCalledWith({ kind: 'error', message: 'This claim is Settled: it cannot be discussed now.' });

    const second = startView();
    second.loadClaim.last().reject(new Error(CLAIM_MESSAGES.notFound));
    await flush();
    expect(second.actor.getSnapshot().matches('failed')).toBe(true);
    second.actor.send({ type: 'record.reload' });
    expect(second.loadClaim.calls).toHaveLength(2);
  });

  it('the form asks about the metres earlier claims did not make good, and says so past them', () => {
    const { actor, openClaim } = startForm(3, 2);
    expect(actor.getSnapshot().context.draft.metres).toBe('1');
    actor.send({ type: 'field.change', field: 'note', value: 'Shade off' });
    actor.send({ type: 'field.change', field: 'uncut', value: true });
    actor.send({ type: 'field.change', field: 'metres', value: '2' });
    actor.send({ type: 'claim.submit' });
    expect(actor.getSnapshot().context.problem).toBe(metresProblem(3, 2));
    expect(openClaim.calls).toHaveLength(0);
    const done = startForm(3, 3);
    done.actor.send({ type: 'claim.submit' });
    expect(done.actor.getSnapshot().context.problem).toBe(CLAIM_MESSAGES.allMadeGood);
  });

  it('the form says what is wrong before sending, sends once, and keeps what was typed when the shop refuses', async () => {
    const { actor, openClaim, opened } = startForm(10);
    actor.send({ type: 'claim.submit' });
    expect(actor.getSnapshot().context.problem).toBe(CLAIM_MESSAGES.noteNeeded);
    actor.send({ type: 'field.change', field: 'note', value: 'Lighter than the swatch' });
    actor.send({ type: 'field.change', field: 'metres', value: '12' });
    actor.send({ type: 'claim.submit' });
    expect(actor.getSnapshot().context.problem).toBe(metresProblem(10));
    actor.send({ type: 'field.change', field: 'metres', value: '4' });
    actor.send({ type: 'claim.submit' });
    expect(actor.getSnapshot().context.problem).toBe(CLAIM_MESSAGES.uncut);
    actor.send({ type: 'field.change', field: 'uncut', value: true });
    actor.send({ type: 'claim.submit' });
    actor.send({ type: 'claim.submit' });
    expect(openClaim.calls.map((call) => call.input)).toEqual([
      { orderId: '12', kind: 'Shade variation', metres: 4, lot: null, note: 'Lighter than the swatch', uncut: true, photos: [] },
    ]);
    openClaim.last().reject(new Error(CLAIM_MESSAGES.openAlready));
    await flush();
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({
      problem: CLAIM_MESSAGES.openAlready,
      draft: { note: 'Lighter than the swatch', metres: '4' },
    });
    actor.send({ type: 'claim.submit' });
    openClaim.last().resolve({ message: CLAIM_MESSAGES.opened, claimId: '7' });
    await flush();
    expect(actor.getSnapshot().status).toBe('done');
    expect(opened).toHaveBeenCalledTimes(1);
  });

  describe('buyer model', () => {
    modelSuite({
      machine: buyerClaimMachine,
      input: { id: '7' },
      invoked: ['load', 'act'],
      outputs: { load: claim('Open'), act: { message: 'Done', record: claim('Open') } },
      events: [
        { type: 'record.act', action: 'message', payload: { text: 'Hello' } },
        { type: 'record.act', action: 'settle', payload: {} },
        { type: 'record.reload' },
      ],
      checks:
        () =>
        ({ fakes }) => {
          expect(fakes.act!.calls.filter((call) => !call.settled).length).toBeLessThanOrEqual(1);
        },
    });
  });

  describe('form model', () => {
    modelSuite({
      machine: claimFormMachine,
      input: { orderId: '12', quantity: 10 },
      invoked: ['openClaim'],
      outputs: { openClaim: { message: 'Opened', claimId: '7' } },
      events: [
        { type: 'field.change', field: 'note', value: 'Off shade' },
        { type: 'field.change', field: 'uncut', value: true },
        { type: 'field.change', field: 'metres', value: '11' },
        { type: 'photos.change', photos: [] },
        { type: 'claim.submit' },
      ],
      checks:
        () =>
        ({ fakes }) => {
          expect(fakes.openClaim!.calls.filter((call) => !call.settled).length).toBeLessThanOrEqual(1);
        },
    });
  });
});
