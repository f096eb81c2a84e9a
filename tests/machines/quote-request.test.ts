import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { quoteRequestMachine, type QuoteAsk } from '../../machines/quote-request.js';
import { controllableActor, flush } from '../support/controllable-actor.js';
import { modelSuite } from '../support/model-suite.js';

const ASK: QuoteAsk = { productId: '7', color: 'Indigo', metres: 600, targetPrice: 210, neededBy: '2027-01-15' };

function start() {
  const requestQuote = controllableActor<{ message: string; quoteId: string }, QuoteAsk>();
  const notify = vi.fn();
  const actor = createActor(
    quoteRequestMachine.provide({ actors: { requestQuote: requestQuote.logic }, actions: { notify: (_, notice) => notify(notice) } }),
    { input: { minOrderMetres: 50 } },
  ).start();
  return { actor, requestQuote, notify };
}

describe('quote request machine', () => {
  it('refuses metres below the fabric’s minimum before any call, then asks once and links the quote', async () => {
    const { actor, requestQuote, notify } = start();
    actor.send({ type: 'quote.send', ask: { ...ASK, metres: 49 } });
    expect(actor.getSnapshot().context.problem).toBe('Minimum order for this fabric is 50 metres');
    actor.send({ type: 'quote.send', ask: { ...ASK, metres: 2.5 } });
    expect(actor.getSnapshot().context.problem).toBe('Metres must be a whole number from 1.');
    expect(requestQuote.calls).toHaveLength(0);
    actor.send({ type: 'quote.send', ask: ASK });
    actor.send({ type: 'quote.send', ask: ASK });
    expect(requestQuote.calls.map((call) => call.input)).toEqual([ASK]);
    requestQuote.last().resolve({ message: 'Quote requested: we will price it soon', quoteId: '12' });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ quoteId: '12', problem: null });
    expect(notify).toHaveBeenCalledWith({ kind: 'success', message: 'Quote requested: we will price it soon' });

    // A second press of the same form asks nothing; once the form is changed, it may ask again.
    actor.send({ type: 'quote.send', ask: ASK });
    expect(requestQuote.calls).toHaveLength(1);
    actor.send({ type: 'quote.edit' });
    actor.send({ type: 'quote.send', ask: { ...ASK, metres: 800 } });
    expect(requestQuote.calls).toHaveLength(2);
  });

  it('asks a price for the cart’s metre lines (no metres to check: the server reads the cart)', async () => {
    const { actor, requestQuote } = start();
    actor.send({ type: 'quote.send', ask: { fromCart: true, note: 'Whole cart' } });
    expect(requestQuote.calls.map((call) => call.input)).toEqual([{ fromCart: true, note: 'Whole cart' }]);
    requestQuote.last().reject(new Error('Your cart has no metres to ask a price for.'));
    await flush();
    expect(actor.getSnapshot().context.problem).toBe('Your cart has no metres to ask a price for.');
  });

  it('says why the server refused, and keeps the form', async () => {
    const { actor, requestQuote } = start();
    actor.send({ type: 'quote.send', ask: ASK });
    requestQuote.last().reject(new Error('Fabric 7 has no colour Indigo on sale.'));
    await flush();
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.problem).toBe('Fabric 7 has no colour Indigo on sale.');
  });

  describe('model', () => {
    modelSuite({
      machine: quoteRequestMachine,
      input: { minOrderMetres: 50 },
      invoked: ['requestQuote'],
      outputs: { requestQuote: { message: 'Quote requested', quoteId: '12' } },
      events: [
        { type: 'quote.send', ask: ASK },
        { type: 'quote.send', ask: { ...ASK, metres: 10 } },
        { type: 'quote.send', ask: { ...ASK, metres: 0 } },
        { type: 'quote.send', ask: { fromCart: true } },
        { type: 'quote.edit' },
      ],
    });
  });
});
