import { useEffect, useMemo, type ReactNode } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { sessionMachine } from '../../machines/session.js';
import { paths } from '../config/paths.js';
import { SESSION_EXPIRED, useApi, useSessionEvents } from '../services/api-context.js';
import { useInspect } from '../services/inspect-context.js';
import { notify } from '../services/notify.js';
import { sessionActors } from './session-actors.js';
import { SessionContext } from './session-context.js';
import { clearStoredSession, writeStoredSession } from '../services/session-storage.js';

/** Turns a 401 seen by the API client into the session's `session.expired` event. */
function SessionExpiry() {
  const session = SessionContext.useActorRef();
  const events = useSessionEvents();
  useEffect(() => {
    const expire = () => session.send({ type: 'session.expired' });
    events.addEventListener(SESSION_EXPIRED, expire);
    return () => events.removeEventListener(SESSION_EXPIRED, expire);
  }, [session, events]);
  return null;
}

/** The signed-in buyer, app-wide (SPEC §4 session), with its storage, toasts and navigation. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const api = useApi();
  const events = useSessionEvents();
  const logic = useMemo(
    () =>
      sessionMachine.provide({
        // A stored token found to have ended is a 401 like any other.
        actors: sessionActors(api, () => events.dispatchEvent(new Event(SESSION_EXPIRED))),
        actions: {
          persistSession: (_, session) => writeStoredSession(session),
          clearStoredSession,
          notifyLoggedOut: () => notify({ kind: 'success', message: 'Logged out successfully' }),
          goHome: () => navigate(paths.home.href()),
          goToLogin: () => navigate(paths.login.href()),
        },
      }),
    [api, events],
  );
  return (
    <SessionContext.Provider logic={logic} options={{ inspect: useInspect() }}>
      <SessionExpiry />
      {children}
    </SessionContext.Provider>
  );
}
