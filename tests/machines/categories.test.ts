import { describe, expect, it, vi } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { categoriesMachine, type CategoryOption } from '../../machines/categories.js';
import { controllableActor, flush } from '../support/controllable-actor.js';
import { definedTransitions, edgePaths } from '../support/model-paths.js';

const cotton: CategoryOption = { id: '1', name: 'Cotton', subCategories: ['Poplin', 'Mulmul'] };

function start() {
  const fetch = controllableActor<CategoryOption[], unknown>();
  const notifyLoadFailed = vi.fn();
  const actor = createActor(categoriesMachine.provide({ actors: { fetchCategories: fetch.logic }, actions: { notifyLoadFailed } })).start();
  return { actor, fetch, notifyLoadFailed };
}

describe('categories machine', () => {
  it('loads the categories on start', async () => {
    const { actor, fetch } = start();
    fetch.last().resolve([cotton]);
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.categories).toEqual([cotton]);
  });

  it('reports a failed load once and retries on request', async () => {
    const { actor, fetch, notifyLoadFailed } = start();
    fetch.last().reject(new Error('offline'));
    await flush();
    expect(actor.getSnapshot().value).toBe('failure');
    expect(notifyLoadFailed).toHaveBeenCalledTimes(1);
    actor.send({ type: 'retry' });
    fetch.last().resolve([cotton]);
    await flush();
    expect(fetch.calls).toHaveLength(2);
    expect(actor.getSnapshot().context).toEqual({ categories: [cotton], error: null });
  });

  describe('model', () => {
    type Snapshot = SnapshotFrom<typeof categoriesMachine>;
    type ModelEvent = { type: 'retry' } | { type: 'xstate.init' }
      | { type: 'xstate.done.actor.fetchCategories'; output: CategoryOption[] }
      | { type: 'xstate.error.actor.fetchCategories'; error: Error };
    const paths = edgePaths<typeof categoriesMachine, Snapshot, ModelEvent>(categoriesMachine, {
      events: (snapshot) => snapshot.matches('loading')
        ? [{ type: 'retry' }, { type: 'xstate.done.actor.fetchCategories', output: [cotton] }, { type: 'xstate.error.actor.fetchCategories', error: new Error('offline') }]
        : [{ type: 'retry' }],
      serializeState: (snapshot) => String(snapshot.value),
    });

    it('covers every defined transition', () => {
      const walked = new Set(paths.map((path) => `${String(path.steps.at(-2)?.state.value ?? 'loading')}:${path.steps.at(-1)!.event.type}`));
      for (const pair of definedTransitions(categoriesMachine)) expect(walked).toContain(pair);
    });

    it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
      const { actor, fetch, notifyLoadFailed } = start();
      for (const { event, state } of path.steps) {
        if (event.type === 'xstate.done.actor.fetchCategories') fetch.last().resolve(event.output);
        else if (event.type === 'xstate.error.actor.fetchCategories') fetch.last().reject(event.error);
        else if (event.type === 'retry') actor.send(event);
        await flush();
        expect(actor.getSnapshot().value).toBe(state.value);
        if (actor.getSnapshot().matches('failure')) expect(notifyLoadFailed).toHaveBeenCalled();
        if (actor.getSnapshot().matches('loading')) expect(fetch.last().settled).toBe(false);
      }
    });
  });
});
