import { fromPromise } from 'xstate';
import type { BuyerLocation, StoredSession } from '../../machines/session.js';
import { LocationDocument } from '../graphql/documents/Location.js';
import { LogoutDocument } from '../graphql/documents/Logout.js';
import type { ApiClient } from '../services/api-client.js';
import { clearStoredSession, readStoredSession, storedToken, writeStoredSession } from '../services/session-storage.js';
import { ViewerDocument } from '../graphql/documents/Viewer.js';

/** Implementations of the session machine's actors. */
export function sessionActors(api: ApiClient, ended: () => void) {
  return {
    /**
     * The stored session, checked with the server (viewer, with the stored token). A stored user this app wrote is
     * trusted at once, so a click made as the page comes alive is the buyer's, and checked meanwhile: a token that has
     * ended ends the session (`ended`). A stored user of another shape (SPEC's REST `_id`) is not trusted: the user is
     * the server's answer. When the shop cannot be reached, a stored user this app wrote is kept.
     */
    restoreSession: fromPromise<StoredSession | null>(async () => {
      const token = storedToken();
      if (!token) return null;
      const stored = readStoredSession();
      const trusted = stored && typeof stored.user.id === 'string' && stored.user.id !== '' ? stored : null;
      const checked = api.request(ViewerDocument, {}).then(
        ({ viewer }) => {
          if (!viewer) {
            clearStoredSession();
            return null;
          }
          const session = { token, user: viewer };
          writeStoredSession(session);
          return session;
        },
        () => trusted,
      );
      if (!trusted) return checked;
      void checked.then((session) => {
        if (!session) ended();
      });
      return trusted;
    }),
    revokeSession: fromPromise<void, { token: string }>(async () => {
      await api.request(LogoutDocument, {});
    }),
    lookupLocation: fromPromise<BuyerLocation | null, { token: string }>(
      async () => (await api.request(LocationDocument, {})).location ?? null,
    ),
  };
}
