import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { landingMachine, type LandingCatalogue } from '../../machines/landing.js';
import { LandingDocument } from '../graphql/documents/Landing.js';
import { useApi } from '../services/api-context.js';

/** The landing page's machine with its one call: new arrivals and deals over the BFF. */
export function useLandingLogic() {
  const api = useApi();
  return useMemo(
    () =>
      landingMachine.provide({
        actors: {
          loadLanding: fromPromise<LandingCatalogue>(async ({ signal }) => {
            const { newArrivals, deals } = await api.request(LandingDocument, {}, signal);
            return { totalProducts: newArrivals.totalProducts, newArrivals: newArrivals.data, deals: deals.data };
          }),
        },
      }),
    [api],
  );
}
