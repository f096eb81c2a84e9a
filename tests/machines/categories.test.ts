import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { categoriesMachine, type CategoryOption } from '../../machines/categories.js';
import { controllableActor, flush } from '../support/controllable-actor.js';
import { modelSuite } from '../support/model-suite.js';

const cotton: CategoryOption = { id: '1', name: 'Cotton', subCategories: ['Poplin', 'Mulmul'] };

function start() {
  const fetch = controllableActor<CategoryOption[], unknown>();
  const notifyLoadFailed = vi.fn();
  const actor = createActor(categoriesMachine.provide({ actors: { fetchCategories: fetch.logic }, actions: { notifyLoadFailed } }), {
    input: {},
  }).start();
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
    actor.send({ type: 'categories.retry' });
    fetch.last().resolve([cotton]);
    await flush();
    expect(fetch.calls).toHaveLength(2);
    expect(actor.getSnapshot().context).toEqual({ categories: [cotton], error: null, drawn: false });
  });

  describe('model', () => {
    modelSuite({
      machine: categoriesMachine,
      invoked: ['fetchCategories'],
      outputs: { fetchCategories: [cotton] },
      events: [{ type: 'categories.retry' }],
    });
  });

  it('a page the server drew starts ready with its categories and does not ask again', () => {
    const fetch = controllableActor<CategoryOption[], unknown>();
    const remembered: CategoryOption[][] = [];
    const actor = createActor(
      categoriesMachine.provide({
        actors: { fetchCategories: fetch.logic },
        actions: { remember: (_, value) => remembered.push(value) },
      }),
      { input: { cached: [cotton], drawn: true } },
    ).start();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(remembered, 'kept for the next start').toEqual([[cotton]]);
    expect(actor.getSnapshot().context.categories).toEqual([cotton]);
    expect(fetch.calls).toHaveLength(0);
  });

  it("shows last visit's categories at once, then the fresh ones, and remembers them", async () => {
    const fetch = controllableActor<CategoryOption[], unknown>();
    const remembered: CategoryOption[][] = [];
    const kept = [{ ...cotton, name: 'Kept Cotton' }];
    const actor = createActor(
      categoriesMachine.provide({
        actors: { fetchCategories: fetch.logic },
        actions: { remember: (_, value) => remembered.push(value) },
      }),
      { input: { cached: kept } },
    ).start();
    expect(actor.getSnapshot().context.categories).toEqual(kept);
    fetch.last().resolve([cotton]);
    await flush();
    expect(actor.getSnapshot().context.categories).toEqual([cotton]);
    expect(remembered).toEqual([[cotton]]);
  });
});
