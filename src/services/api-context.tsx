import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { storedToken } from './session-storage.js';
import { createApiClient, type ApiClient } from './api-client.js';

interface ApiWiring {
  api: ApiClient;
  /** Fires `session-expired` when the BFF says the token is no longer good; the session feature listens. */
  sessionEvents: EventTarget;
}

export const SESSION_EXPIRED = 'session-expired';

const ApiContext = createContext<ApiWiring | null>(null);

/** The SPA's one GraphQL client, made once and shared by every feature's actors. */
export function ApiProvider({ children }: { children: ReactNode }) {
  const wiring = useMemo<ApiWiring>(() => {
    const sessionEvents = new EventTarget();
    const api = createApiClient({
      // On the server (drawing a page) nothing is sent: the actors start only in the browser.
      url: typeof window === 'undefined' ? 'http://localhost/graphql' : new URL('/graphql', window.location.origin).href,
      token: storedToken,
      onUnauthenticated: () => sessionEvents.dispatchEvent(new Event(SESSION_EXPIRED)),
    });
    return { api, sessionEvents };
  }, []);
  return <ApiContext.Provider value={wiring}>{children}</ApiContext.Provider>;
}

function useWiring(): ApiWiring {
  const wiring = useContext(ApiContext);
  if (!wiring) throw new Error('useApi needs ApiProvider');
  return wiring;
}

export const useApi = (): ApiClient => useWiring().api;
export const useSessionEvents = (): EventTarget => useWiring().sessionEvents;
