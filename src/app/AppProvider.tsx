import { useMemo, useState, type ReactNode } from 'react';
import { fromCallback, type InspectionEvent, type Observer } from 'xstate';
import { appMachine } from '../../machines/app.js';
import { catalogueLogic, keptCatalogue } from '../products/catalogue-logic.js';
import { SESSION_EXPIRED, useApi, useSessionEvents } from '../services/api-context.js';
import { AppContext } from '../services/app-context.js';
import { useInitialData } from '../lib/initial-data.js';
import { sessionLogic } from '../session/session-logic.js';
import { shopLogic } from '../shop/shop-logic.js';

/** Starts the app's actor system (machines/app.ts) with each feature's logic; the inspector watches all of it. */
export function AppProvider({ inspect, children }: { inspect: Observer<InspectionEvent> | undefined; children: ReactNode }) {
  const api = useApi();
  const events = useSessionEvents();
  const initial = useInitialData();
  const [input] = useState(() => keptCatalogue(initial));
  const logic = useMemo(
    () =>
      appMachine.provide({
        actors: {
          session: sessionLogic(api, () => events.dispatchEvent(new Event(SESSION_EXPIRED))),
          shop: shopLogic(api),
          ...catalogueLogic(api),
          // A 401 seen by the API client ends the session.
          sessionExpiry: fromCallback(({ sendBack }) => {
            const expire = () => sendBack({ type: 'session.expired' });
            events.addEventListener(SESSION_EXPIRED, expire);
            return () => events.removeEventListener(SESSION_EXPIRED, expire);
          }),
        },
      }),
    [api, events],
  );
  return (
    <AppContext.Provider logic={logic} options={{ inspect, input }}>
      {children}
    </AppContext.Provider>
  );
}
