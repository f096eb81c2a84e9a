import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { StockCsvAnswer } from '../../domain/rest/admin.js';
import { stockSheetMachine } from '../../machines/stock-sheet.js';
import { controllableActor, flush } from '../support/controllable-actor.js';
import { modelSuite } from '../support/model-suite.js';

const SHEET = 'productId,color,stock\n12,Indigo,40\n13,Nope,4';
const answer = (dryRun: boolean): StockCsvAnswer => ({
  dryRun,
  applied: [{ row: 2, productId: '12', color: 'Indigo', stock: 40 }],
  refused: [{ row: 3, reason: 'unknown colour Nope of product 13' }],
});

function start() {
  const send = controllableActor<StockCsvAnswer, { text: string; dryRun: boolean }>();
  const actor = createActor(stockSheetMachine.provide({ actors: { sendSheet: send.logic } })).start();
  return { actor, send };
}

describe('stock sheet machine', () => {
  it('previews, then applies the same sheet; editing after a preview asks for a new one', async () => {
    const { actor, send } = start();
    actor.send({ type: 'sheet.edit', text: SHEET });
    actor.send({ type: 'sheet.apply' });
    expect(send.calls).toHaveLength(0);
    actor.send({ type: 'sheet.preview' });
    expect(send.last().input).toEqual({ text: SHEET, dryRun: true });
    send.last().resolve(answer(true));
    await flush();
    expect(actor.getSnapshot().value).toBe('previewed');
    actor.send({ type: 'sheet.edit', text: `${SHEET}\n14,Red,3` });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.answer).toBeNull();
    actor.send({ type: 'sheet.preview' });
    send.last().resolve(answer(true));
    await flush();
    actor.send({ type: 'sheet.apply' });
    expect(send.last().input).toEqual({ text: `${SHEET}\n14,Red,3`, dryRun: false });
    send.last().resolve(answer(false));
    await flush();
    expect(actor.getSnapshot().value).toBe('applied');
    actor.send({ type: 'sheet.startOver' });
    expect(actor.getSnapshot().context).toEqual({ text: '', answer: null, error: null });
  });

  it('says what to paste for an empty sheet, and why the server refused one', async () => {
    const { actor, send } = start();
    actor.send({ type: 'sheet.preview' });
    expect(actor.getSnapshot().context.error).toMatch(/^Paste or choose a sheet/);
    actor.send({ type: 'sheet.edit', text: 'id,colour\n1,Red' });
    actor.send({ type: 'sheet.preview' });
    send.last().reject(new Error('The first row must be the header productId,color,stock.'));
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toBe('The first row must be the header productId,color,stock.');
  });

  describe('model', () => {
    modelSuite({
      machine: stockSheetMachine,
      invoked: ['sendSheet'],
      outputs: { sendSheet: answer(true) },
      events: [
        { type: 'sheet.edit', text: SHEET },
        { type: 'sheet.edit', text: '' },
        { type: 'sheet.preview' },
        { type: 'sheet.apply' },
        { type: 'sheet.startOver' },
      ],
      // Only a sheet whose preview is on screen is ever applied.
      checks:
        () =>
        ({ after, fakes }) => {
          const last = fakes.sendSheet!.calls.at(-1);
          if (after.value === 'applying') {
            expect(last?.input).toMatchObject({ dryRun: false });
            expect((after.context as { answer: unknown }).answer).not.toBeNull();
          }
        },
    });
  });
});
