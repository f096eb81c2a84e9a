import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { pagedListMachine, type PageRequest, type ListPage } from '../../machines/paged-list.js';
import { controllableActor, flush } from '../support/controllable-actor.js';
import { modelSuite } from '../support/model-suite.js';

const page = (ids: string[], totalPages = 3): ListPage => ({
  data: ids.map((id) => ({ _id: id, hidden: false })),
  totalItems: ids.length * totalPages,
  countCapped: false,
  totalPages,
});

function start(filters: Record<string, string> = { q: '' }) {
  const load = controllableActor<ListPage, PageRequest>();
  const actor = createActor(pagedListMachine.provide({ actors: { loadPage: load.logic } }), { input: { filters } }).start();
  return { actor, load };
}

describe('console list machine', () => {
  it('loads page 1, pages on, and a new filter goes back to page 1', async () => {
    const { actor, load } = start();
    expect(load.last().input).toEqual({ filters: { q: '' }, page: 1 });
    load.last().resolve(page(['3', '2']));
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'list.page', page: 2 });
    expect(load.last().input).toEqual({ filters: { q: '' }, page: 2 });
    load.last().resolve(page(['1']));
    await flush();
    actor.send({ type: 'list.page', page: 4 });
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'list.filter', name: 'status', value: 'Shipped' });
    expect(load.last().input).toEqual({ filters: { q: '', status: 'Shipped' }, page: 1 });
  });

  it('drops an answer for filters typed over, and keeps the filters when a load fails', async () => {
    const { actor, load } = start();
    actor.send({ type: 'list.filter', name: 'q', value: 'asha' });
    load.calls[0]!.resolve(page(['9']));
    await flush();
    expect(actor.getSnapshot().value).toBe('loading');
    load.last().reject(new Error('Only operators may do this.'));
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context).toMatchObject({ filters: { q: 'asha' }, error: 'Only operators may do this.', data: [] });
    actor.send({ type: 'list.reload' });
    expect(load.last().input).toEqual({ filters: { q: 'asha' }, page: 1 });
  });

  it('puts a row changed by an action in its place', async () => {
    const { actor, load } = start();
    load.last().resolve(page(['3', '2']));
    await flush();
    actor.send({ type: 'list.replace', row: { _id: '2', hidden: true } as { _id: string } });
    expect(actor.getSnapshot().context.data).toEqual([
      { _id: '3', hidden: false },
      { _id: '2', hidden: true },
    ]);
  });

  describe('model', () => {
    modelSuite({
      machine: pagedListMachine,
      input: { filters: { q: '' } },
      invoked: ['loadPage'],
      outputs: { loadPage: page(['2', '1'], 2) },
      events: [
        { type: 'list.filter', name: 'q', value: 'poplin' },
        { type: 'list.page', page: 2 },
        { type: 'list.page', page: 3 },
        { type: 'list.reload' },
        { type: 'list.replace', row: { _id: '2' } },
        { type: 'list.replace', row: { _id: '77' } },
      ],
      checks:
        () =>
        ({ after }) => {
          const { page: current, totalPages, error } = after.context as { page: number; totalPages: number; error: string | null };
          expect(current).toBeGreaterThanOrEqual(1);
          if (after.value === 'ready') expect(current).toBeLessThanOrEqual(Math.max(1, totalPages));
          expect(error !== null).toBe(after.value === 'failed');
        },
    });
  });
});
