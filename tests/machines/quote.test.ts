import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { buyerQuoteMachine, operatorQuoteMachine, type QuoteRequest, type QuoteView } from '../../machines/quote.js';
import { controllableActor, flush } from '../support/controllable-actor.js';
import { modelSuite } from '../support/model-suite.js';

const LATER = '2099-01-01T00:00:00.000Z';
const quote = (status: QuoteView['status'], validUntil: string | null = status === 'Requested' ? null : LATER): QuoteView => ({
  id: '42',
  status,
  validUntil,
});

function start(machine: typeof buyerQuoteMachine) {
  const loadQuote = controllableActor<QuoteView, string>();
  const actOnQuote = controllableActor<{ message: string; record: QuoteView }, QuoteRequest>();
  const notify = vi.fn();
  const cartChanged = vi.fn();
  const actor = createActor(
    machine.provide({
      actors: { load: loadQuote.logic, act: actOnQuote.logic },
      actions: { notify: (_, notice) => notify(notice), reloadShop: cartChanged },
    }),
    { input: { id: '42' } },
  ).start();
  return { actor, loadQuote, actOnQuote, notify, cartChanged };
}

describe('quote machines (one transition table for both sides)', () => {
  it('the buyer accepts a Quoted quote once, however often pressed; the answer replaces the quote', async () => {
    const { actor, loadQuote, actOnQuote, notify } = start(buyerQuoteMachine);
    loadQuote.last().resolve(quote('Quoted'));
    await flush();
    expect(actor.getSnapshot().can({ type: 'record.act', action: 'accept' })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'record.act', action: 'price' })).toBe(false);
    actor.send({ type: 'record.act', action: 'accept' });
    actor.send({ type: 'record.act', action: 'accept' });
    expect(actOnQuote.calls.map((call) => call.input)).toEqual([{ id: '42', action: 'accept', payload: undefined }]);
    actOnQuote.last().resolve({ message: 'Quote accepted', record: quote('Accepted') });
    await flush();
    expect(actor.getSnapshot().context.record?.status).toBe('Accepted');
    expect(notify).toHaveBeenCalledWith({ kind: 'success', message: 'Quote accepted' });
    // Accepted: only asking again is left to the buyer.
    expect(actor.getSnapshot().can({ type: 'record.act', action: 'accept' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'record.act', action: 'revise' })).toBe(true);
  });

  it('tells the shop its cart changed when the quote goes into or out of Accepted, and only then', async () => {
    const { actor, loadQuote, actOnQuote, cartChanged } = start(buyerQuoteMachine);
    loadQuote.last().resolve(quote('Quoted'));
    await flush();
    actor.send({ type: 'record.act', action: 'message', payload: { text: 'Can you do 200 m more?' } });
    actOnQuote.last().resolve({ message: 'Message sent', record: quote('Quoted') });
    await flush();
    expect(cartChanged).not.toHaveBeenCalled();
    actor.send({ type: 'record.act', action: 'accept' });
    actOnQuote.last().resolve({ message: 'Quote accepted', record: quote('Accepted') });
    await flush();
    expect(cartChanged).toHaveBeenCalledTimes(1);
    actor.send({ type: 'record.act', action: 'revise', payload: { lines: [] } });
    actOnQuote.last().resolve({ message: 'Asked again', record: quote('Requested') });
    await flush();
    expect(cartChanged).toHaveBeenCalledTimes(2);
  });

  it('a Quoted quote past its valid-until cannot be accepted from the buyer’s page, only asked again', async () => {
    const { actor, loadQuote, actOnQuote } = start(buyerQuoteMachine);
    loadQuote.last().resolve(quote('Quoted', '2000-01-01T00:00:00.000Z'));
    await flush();
    actor.send({ type: 'record.act', action: 'accept' });
    expect(actOnQuote.calls).toHaveLength(0);
    expect(actor.getSnapshot().can({ type: 'record.act', action: 'revise' })).toBe(true);
  });

  it('the operator prices a Requested quote with its lines and validity; a refusal says why and changes nothing', async () => {
    const { actor, loadQuote, actOnQuote, notify } = start(operatorQuoteMachine);
    loadQuote.last().resolve(quote('Requested'));
    await flush();
    expect(actor.getSnapshot().can({ type: 'record.act', action: 'accept' })).toBe(false);
    const payload = { lines: [{ productId: '7', color: 'Indigo', pricepermeter: 212 }], validUntil: LATER };
    actor.send({ type: 'record.act', action: 'price', payload });
    expect(actOnQuote.last().input).toEqual({ id: '42', action: 'price', payload });
    actOnQuote.last().reject(new Error('This quote is Declined: it cannot be priced now.'));
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({
      error: 'This quote is Declined: it cannot be priced now.',
      record: quote('Requested'),
    });
    expect(notify).toHaveBeenCalledWith({ kind: 'error', message: 'This quote is Declined: it cannot be priced now.' });
  });

  it('a failed load says why and can be tried again', async () => {
    const { actor, loadQuote } = start(buyerQuoteMachine);
    loadQuote.last().reject(new Error('There is no such quote among yours.'));
    await flush();
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    actor.send({ type: 'record.reload' });
    expect(loadQuote.calls).toHaveLength(2);
  });

  const events = [
    { type: 'record.act', action: 'accept' },
    { type: 'record.act', action: 'reject' },
    { type: 'record.act', action: 'revise', payload: { lines: [] } },
    { type: 'record.act', action: 'message', payload: { text: 'Hello' } },
    { type: 'record.act', action: 'price', payload: {} },
    { type: 'record.act', action: 'decline', payload: { message: 'No' } },
    { type: 'record.reload' },
  ];
  const oneAtATime =
    () =>
    ({ fakes }: { fakes: Record<string, { calls: { settled: boolean }[] }> }) => {
      expect(fakes.act!.calls.filter((call) => !call.settled).length).toBeLessThanOrEqual(1);
    };

  describe('buyer model', () => {
    modelSuite({
      machine: buyerQuoteMachine,
      input: { id: '42' },
      invoked: ['load', 'act'],
      outputs: { load: quote('Quoted'), act: { message: 'Done', record: quote('Quoted') } },
      events,
      checks: oneAtATime,
    });
  });

  describe('operator model', () => {
    modelSuite({
      machine: operatorQuoteMachine,
      input: { id: '42' },
      invoked: ['load', 'act'],
      outputs: { load: quote('Requested'), act: { message: 'Done', record: quote('Requested') } },
      events,
      checks: oneAtATime,
    });
  });
});
