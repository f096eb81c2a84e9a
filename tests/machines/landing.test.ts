import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { landingMachine, type LandingCatalogue } from '../../machines/landing.js';
import { controllableActor, flush } from '../support/controllable-actor.js';
import { modelSuite } from '../support/model-suite.js';

const CATALOGUE: LandingCatalogue = { totalProducts: 300, newArrivals: [], deals: [] };

describe('landing machine', () => {
  it('shows the figures a server-drawn page came with while fresh ones load, then the fresh ones', async () => {
    const load = controllableActor<LandingCatalogue, unknown>();
    const drawn = { ...CATALOGUE, totalProducts: 299 };
    const actor = createActor(landingMachine.provide({ actors: { loadLanding: load.logic } }), { input: { cached: drawn } }).start();
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.catalogue).toEqual(drawn);
    load.last().resolve(CATALOGUE);
    await flush();
    expect(actor.getSnapshot().context.catalogue).toEqual(CATALOGUE);
  });

  it('loads the catalogue figures once, and after a failure loads again on retry', async () => {
    const load = controllableActor<LandingCatalogue, unknown>();
    const actor = createActor(landingMachine.provide({ actors: { loadLanding: load.logic } }), { input: {} }).start();
    expect(actor.getSnapshot().value).toBe('loading');
    load.last().reject(new Error('offline'));
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.catalogue).toBeNull();
    actor.send({ type: 'landing.retry' });
    expect(load.calls).toHaveLength(2);
    load.last().resolve(CATALOGUE);
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.catalogue).toEqual(CATALOGUE);
    actor.send({ type: 'landing.retry' });
    expect(load.calls).toHaveLength(2);
  });

  describe('model', () => {
    modelSuite({
      machine: landingMachine,
      invoked: ['loadLanding'],
      outputs: { loadLanding: CATALOGUE },
      events: [{ type: 'landing.retry' }],
      // The figures are there exactly when the page is ready.
      checks:
        () =>
        ({ after }) =>
          expect(after.context.catalogue !== null).toBe(after.value === 'ready'),
    });
  });
});
