import { assign, fromPromise, setup } from 'xstate';
import type { ProductCard } from './product-list.js';

/** What the landing page shows from the catalogue (SPEC §2.3). */
export interface LandingCatalogue {
  /** The Product Overview count in the hero strip. */
  totalProducts: number;
  /** New Arrivals: the first 3 products. */
  newArrivals: ProductCard[];
  /** The best-deals carousel: today's deals. */
  deals: ProductCard[];
}

/** Loads the landing page's catalogue figures once; a failure leaves the static sections and offers Try again. */
export const landingMachine = setup({
  types: {
    context: {} as { catalogue: LandingCatalogue | null },
    events: {} as { type: 'landing.retry' },
    /** Figures already at hand (the server drew the page with them), shown while fresh ones load. */
    input: {} as { cached?: LandingCatalogue | null } | undefined,
  },
  actors: {
    loadLanding: fromPromise<LandingCatalogue>(async () => {
      throw new Error('loadLanding must be provided');
    }),
  },
}).createMachine({
  id: 'landing',
  context: ({ input }) => ({ catalogue: input?.cached ?? null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadLanding',
        src: 'loadLanding',
        onDone: { target: 'ready', actions: assign({ catalogue: ({ event }) => event.output }) },
        onError: 'failed',
      },
    },
    ready: {},
    failed: { on: { 'landing.retry': 'loading' } },
  },
});
