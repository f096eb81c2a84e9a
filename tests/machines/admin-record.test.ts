import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { adminRecordMachine } from '../../machines/admin-record.js';
import { controllableActor, flush } from '../support/controllable-actor.js';
import { modelSuite } from '../support/model-suite.js';

function start() {
  const load = controllableActor<unknown, unknown>();
  const actor = createActor(adminRecordMachine.provide({ actors: { load: load.logic } })).start();
  return { actor, load };
}

describe('console record machine', () => {
  it('loads once, takes what an action answered in place, and reloads on asking', async () => {
    const { actor, load } = start();
    expect(load.calls).toHaveLength(1);
    load.last().resolve({ orderId: 'FM1', orderStatus: 'Ongoing' });
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'record.replace', data: { orderId: 'FM1', orderStatus: 'Shipped' } });
    expect(actor.getSnapshot().context.data).toEqual({ orderId: 'FM1', orderStatus: 'Shipped' });
    expect(load.calls).toHaveLength(1);
    actor.send({ type: 'record.reload' });
    expect(load.calls).toHaveLength(2);
    // What was shown stays on screen while it reloads.
    expect(actor.getSnapshot().context.data).toEqual({ orderId: 'FM1', orderStatus: 'Shipped' });
  });

  it("says the server's reason when a load fails, and tries again on asking", async () => {
    const { actor, load } = start();
    load.last().reject(new Error('There is no such order.'));
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('There is no such order.');
    actor.send({ type: 'record.replace', data: { orderId: 'FM1' } });
    expect(actor.getSnapshot().context.data).toBeNull();
    actor.send({ type: 'record.reload' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.error).toBeNull();
    load.last().resolve([]);
    await flush();
    expect(actor.getSnapshot()).toMatchObject({ value: 'ready', context: { data: [], error: null } });
  });

  describe('model', () => {
    modelSuite({
      machine: adminRecordMachine,
      invoked: ['load'],
      outputs: { load: { orderId: 'FM1' } },
      events: [{ type: 'record.reload' }, { type: 'record.replace', data: { orderId: 'FM1', orderStatus: 'Shipped' } }],
      checks:
        () =>
        ({ after }) => {
          const { data, error } = after.context as { data: unknown; error: string | null };
          expect(error !== null).toBe(after.value === 'failed');
          if (after.value === 'ready') expect(data).not.toBeNull();
        },
    });
  });
});
