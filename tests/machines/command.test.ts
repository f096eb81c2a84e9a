import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { COMMAND_FAILED, doneQuietly, reorderResult, saidDone, type CommandResult } from '../../domain/command.js';
import { commandMachine } from '../../machines/command.js';
import { controllableActor, flush } from '../support/controllable-actor.js';
import { modelSuite } from '../support/model-suite.js';

function start(failed: string = COMMAND_FAILED.sample) {
  const run = controllableActor<CommandResult, string>();
  const notify = vi.fn();
  const actor = createActor(commandMachine.provide({ actors: { run: run.logic }, actions: { notify: (_, notice) => notify(notice) } }), {
    input: { failed },
  }).start();
  return { actor, run, notify };
}

describe('command machine (free sample, order again, back-in-stock ask, downloads)', () => {
  it('runs once however often it is clicked, keeps what it was about, and says what the answer said', async () => {
    const { actor, run, notify } = start();
    actor.send({ type: 'command.run', argument: 'Indigo' });
    actor.send({ type: 'command.run', argument: 'Rust' });
    expect(run.calls.map((call) => call.input)).toEqual(['Indigo']);
    expect(actor.getSnapshot().value).toBe('running');
    run.last().resolve(saidDone('Free sample added to your cart'));
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({
      argument: 'Indigo',
      outcome: { done: true, text: 'Free sample added to your cart' },
    });
    expect(notify).toHaveBeenCalledWith({ kind: 'success', message: 'Free sample added to your cart' });
  });

  it('a quiet success (a file saved) shows nothing and toasts nothing', async () => {
    const { actor, run, notify } = start(COMMAND_FAILED.invoice);
    actor.send({ type: 'command.run' });
    run.last().resolve(doneQuietly);
    await flush();
    expect(actor.getSnapshot().context.outcome).toEqual({ done: true, text: '' });
    expect(notify).not.toHaveBeenCalled();
  });

  it("a failure says the server's reason, or the command's own sentence, and can be tried again", async () => {
    const { actor, run, notify } = start(COMMAND_FAILED.invoice);
    actor.send({ type: 'command.run' });
    run.last().reject(new Error('This order is not in your order history.'));
    await flush();
    expect(actor.getSnapshot().context.outcome).toEqual({ done: false, text: 'This order is not in your order history.' });
    actor.send({ type: 'command.run' });
    expect(actor.getSnapshot().context.outcome).toBeNull();
    run.last().reject(new TypeError('Failed to fetch'));
    await flush();
    expect(actor.getSnapshot().context.outcome).toEqual({ done: false, text: COMMAND_FAILED.invoice });
    expect(notify).toHaveBeenLastCalledWith({ kind: 'error', message: COMMAND_FAILED.invoice });
    expect(run.calls).toHaveLength(2);
  });

  it('order again: what was added, or why nothing was', () => {
    expect(reorderResult({ message: '3 m of Indigo Poplin (Indigo) added to your cart', added: [{}], skipped: [] })).toEqual(
      saidDone('3 m of Indigo Poplin (Indigo) added to your cart'),
    );
    expect(
      reorderResult({
        message: 'Indigo Poplin (Indigo) was not added to your cart',
        added: [],
        skipped: [{ reason: 'Only 2 metres in stock' }],
      }),
    ).toEqual({
      done: false,
      text: 'Indigo Poplin (Indigo) was not added to your cart: Only 2 metres in stock',
      notice: { kind: 'error', message: 'Only 2 metres in stock' },
    });
  });

  describe('model', () => {
    modelSuite({
      machine: commandMachine,
      input: { failed: COMMAND_FAILED.reorder },
      invoked: ['run'],
      outputs: { run: saidDone('Added') },
      events: [{ type: 'command.run', argument: 'Indigo' }, { type: 'command.run' }],
      checks:
        () =>
        ({ fakes, after }) => {
          expect(fakes.run!.calls.filter((call) => !call.settled).length).toBeLessThanOrEqual(1);
          if (after.value === 'running') expect((after.context as { outcome: unknown }).outcome).toBeNull();
        },
    });
  });
});
