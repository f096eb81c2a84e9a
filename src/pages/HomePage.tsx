import { startTransition, Suspense, useEffect, useState } from 'react';
import { screen } from '../lib/screen.js';
import { Hero } from '../home/Hero.js';
import { useScreenMachine } from '../services/screen-actor.js';
import { useLandingLogic } from '../home/landing-actors.js';
import { useInitialData } from '../lib/initial-data.js';

// Everything below the hero loads once the page is alive (after hydration), so the JavaScript a visitor waits for
// before the page answers stays small (at most 100 KB gzipped).
const LandingSections = screen(() => import('../home/LandingSections.js').then((m) => m.LandingSections));

/** SPEC §2.3 landing page: the hero first, then every section in its order. */
export function HomePage() {
  const logic = useLandingLogic();
  const cached = useInitialData()?.landing ?? null;
  const [snapshot, send] = useScreenMachine(logic, { input: { cached } });
  const { catalogue } = snapshot.context;
  // The sections below the hero are drawn in the browser once the page is alive, as a transition (in slices, not one
  // long task): the server sends the hero alone, which paints at once, and hydration stays short.
  const [belowHero, setBelowHero] = useState(false);
  useEffect(() => startTransition(() => setBelowHero(true)), []);
  return (
    <div className="home">
      <Hero totalProducts={catalogue?.totalProducts ?? null} />
      {belowHero && (
        <Suspense fallback={null}>
          <LandingSections catalogue={catalogue} failed={snapshot.matches('failed')} onRetry={() => send({ type: 'landing.retry' })} />
        </Suspense>
      )}
    </div>
  );
}
