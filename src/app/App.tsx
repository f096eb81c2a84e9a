import { useEffect } from 'react';
import { Router } from 'wouter';
import type { InspectionEvent, Observer } from 'xstate';
import { ApiProvider } from '../services/api-context.js';
import { InitialDataContext, type InitialData } from '../lib/initial-data.js';
import { replayEarlyClicks } from '../lib/replay-early-clicks.js';
import { APP_ALIVE_ATTRIBUTE } from '../../domain/early-clicks.js';
import { AppProvider } from './AppProvider.js';
import { AppRoutes } from './AppRoutes.js';
import { Toasts } from './Toasts.js';

interface AppProps {
  inspect?: Observer<InspectionEvent> | undefined;
  /** The answers a server-drawn page was drawn from (null for the bare shell). */
  initial?: InitialData | null;
  /** On the server: the path being drawn (in the browser the location comes from the address bar). */
  ssrPath?: string;
}

/** The app shell: one actor system (AppProvider) with each feature's logic; screens load with their routes. */
export function App({ inspect, initial = null, ssrPath }: AppProps) {
  // For browser tests and monitoring: the page is alive (hydrated or drawn), not only painted. Clicks made before
  // it was are made again now.
  useEffect(() => {
    document.documentElement.setAttribute(APP_ALIVE_ATTRIBUTE, 'ready');
    replayEarlyClicks();
  }, []);
  return (
    <InitialDataContext.Provider value={initial}>
      <Router {...(ssrPath === undefined ? {} : { ssrPath })}>
        <ApiProvider>
          <AppProvider inspect={inspect}>
            <AppRoutes />
            <Toasts />
          </AppProvider>
        </ApiProvider>
      </Router>
    </InitialDataContext.Provider>
  );
}
