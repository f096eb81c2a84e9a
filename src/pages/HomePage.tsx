import { useMachine } from '@xstate/react';
import { lazy, Suspense, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { landingMachine, type LandingCatalogue } from '../../machines/landing.js';
import { LandingDocument } from '../graphql/generated.js';
import { Hero } from '../home/Hero.js';
import { useApi } from '../services/api-context.js';
import { useInspect } from '../services/inspect-context.js';

// Everything below the hero loads after it, so the landing route's first JavaScript stays small.
const LandingSections = lazy(() => import('../home/LandingSections.js').then((m) => ({ default: m.LandingSections })));

/** SPEC §2.3 landing page: the hero first, then every section in its order. */
export function HomePage() {
  const api = useApi();
  const logic = useMemo(() => landingMachine.provide({
    actors: {
      loadLanding: fromPromise<LandingCatalogue>(async ({ signal }) => {
        const { newArrivals, deals } = await api.request(LandingDocument, {}, signal);
        return { totalProducts: newArrivals.totalProducts, newArrivals: newArrivals.data, deals: deals.data };
      }),
    },
  }), [api]);
  const [snapshot, send] = useMachine(logic, { inspect: useInspect() });
  const { catalogue } = snapshot.context;
  return (
    <div className="home">
      <Hero totalProducts={catalogue?.totalProducts ?? null} />
      <Suspense fallback={null}>
        <LandingSections catalogue={catalogue} failed={snapshot.matches('failed')} onRetry={() => send({ type: 'retry' })} />
      </Suspense>
    </div>
  );
}
