import { navigate } from 'wouter/use-browser-location';
import { sessionMachine } from '../../machines/session.js';
import { paths } from '../config/paths.js';
import type { ApiClient } from '../services/api-client.js';
import { notify } from '../services/notify.js';
import { clearStoredSession, writeStoredSession } from '../services/session-storage.js';
import { sessionActors } from './session-actors.js';

/** The session machine with its storage, toasts and navigation; `ended` is the API client's 401 signal. */
export const sessionLogic = (api: ApiClient, ended: () => void) =>
  sessionMachine.provide({
    // A stored token found to have ended is a 401 like any other.
    actors: sessionActors(api, ended),
    actions: {
      persistSession: (_, session) => writeStoredSession(session),
      clearStoredSession,
      notifyLoggedOut: () => notify({ kind: 'success', message: 'Logged out successfully' }),
      goHome: () => navigate(paths.home.href()),
      goToLogin: () => navigate(paths.login.href()),
    },
  });
