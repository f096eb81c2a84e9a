import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { Cart } from '../../src/graphql/generated.js';
import { quickOrderMachine, type QuickOrderResult } from '../../machines/quick-order.js';
import { controllableActor, flush } from '../support/controllable-actor.js';
import { modelSuite } from '../support/model-suite.js';

const SHEET = 'productId,color,metres\n12,Indigo,40\n13,Nope,4';
const CART: Cart = { lines: [], count: 1, subTotal: 9800, discount: 0, totalPrice: 9800, tax: 490, taxRates: [5], totalWithTax: 10290 };
const answer = (dryRun: boolean): QuickOrderResult => ({
  message: dryRun ? '1 of 2 rows can go into your cart' : '1 of 2 rows added to your cart',
  dryRun,
  cart: CART,
  rows: [
    { row: 2, productId: '12', color: 'Indigo', metres: '40', status: 'ok' },
    { row: 3, productId: '13', color: 'Nope', metres: '4', status: 'refused', reason: 'Fabric 13 has no colour Nope.' },
  ],
});
const NONE_OK: QuickOrderResult = { ...answer(true), rows: [answer(true).rows[1]!] };

function start() {
  const send = controllableActor<QuickOrderResult, { text: string; dryRun: boolean }>();
  const applied = vi.fn();
  const actor = createActor(
    quickOrderMachine.provide({
      actors: { sendSheet: send.logic },
      actions: { applied: ({ context }) => applied(context.answer) },
    }),
  ).start();
  return { actor, send, applied };
}

describe('quick order machine', () => {
  it('previews, then adds the same sheet once and hands its answer on; editing after a preview asks for a new one', async () => {
    const { actor, send, applied } = start();
    actor.send({ type: 'sheet.edit', text: SHEET });
    actor.send({ type: 'sheet.apply' });
    expect(send.calls).toHaveLength(0);
    actor.send({ type: 'sheet.preview' });
    expect(send.last().input).toEqual({ text: SHEET, dryRun: true });
    send.last().resolve(answer(true));
    await flush();
    expect(actor.getSnapshot().value).toBe('previewed');
    expect(applied).not.toHaveBeenCalled();
    actor.send({ type: 'sheet.edit', text: `${SHEET}\n14,Red,3` });
    expect(actor.getSnapshot().context.answer).toBeNull();
    actor.send({ type: 'sheet.preview' });
    send.last().resolve(answer(true));
    await flush();
    actor.send({ type: 'sheet.apply' });
    actor.send({ type: 'sheet.apply' });
    expect(send.calls.filter((call) => !(call.input as { dryRun: boolean }).dryRun)).toHaveLength(1);
    expect(send.last().input).toEqual({ text: `${SHEET}\n14,Red,3`, dryRun: false });
    send.last().resolve(answer(false));
    await flush();
    expect(actor.getSnapshot().value).toBe('applied');
    expect(applied).toHaveBeenCalledWith(answer(false));
    actor.send({ type: 'sheet.startOver' });
    expect(actor.getSnapshot().context).toEqual({ text: '', answer: null, error: null });
  });

  it('cannot add a sheet whose rows were all refused; says what to paste, and why the server refused one', async () => {
    const { actor, send } = start();
    actor.send({ type: 'sheet.preview' });
    expect(actor.getSnapshot().context.error).toBe(
      'Paste or choose a sheet: a header row (productId,color,metres), then one row per colour.',
    );
    actor.send({ type: 'sheet.edit', text: 'productId,color,metres\n13,Nope,4' });
    actor.send({ type: 'sheet.preview' });
    send.last().resolve(NONE_OK);
    await flush();
    actor.send({ type: 'sheet.apply' });
    expect(send.calls).toHaveLength(1);
    actor.send({ type: 'sheet.edit', text: 'id,colour\n1,Red' });
    actor.send({ type: 'sheet.preview' });
    send.last().reject(new Error('The first row must be the header productId,color,metres.'));
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toBe('The first row must be the header productId,color,metres.');
  });

  describe('model', () => {
    modelSuite({
      machine: quickOrderMachine,
      invoked: ['sendSheet'],
      outputs: { sendSheet: answer(true) },
      events: [
        { type: 'sheet.edit', text: SHEET },
        { type: 'sheet.edit', text: '' },
        { type: 'sheet.preview' },
        { type: 'sheet.apply' },
        { type: 'sheet.startOver' },
      ],
      // Only a sheet whose preview is on screen is ever added.
      checks:
        () =>
        ({ after, fakes }) => {
          if (after.value === 'applying') {
            expect(fakes.sendSheet!.calls.at(-1)?.input).toMatchObject({ dryRun: false });
            expect((after.context as { answer: unknown }).answer).not.toBeNull();
          }
        },
    });
  });
});
