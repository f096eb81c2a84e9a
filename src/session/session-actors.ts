import { fromPromise } from 'xstate';
import type { BuyerLocation, StoredSession } from '../../machines/session.js';
import { LocationDocument } from '../graphql/documents/Location.js';
import { LogoutDocument } from '../graphql/documents/Logout.js';
import type { ApiClient } from '../services/api-client.js';
import { clearStoredSession, readStoredSession, storedToken, writeStoredSession } from '../services/session-storage.js';
import { ViewerDocument } from '../graphql/documents/Viewer.js';

/** Implementations of the session machine's actors. */
export function sessionActors(api: ApiClient) {
  return {
    /**
     * The stored session, checked with the server: the user is the one its token belongs to now (a stored user of
     * another shape, or a token that has ended, is not trusted as it was stored). When the shop cannot be reached, a
     * stored user this app wrote is kept until it can.
     */
    restoreSession: fromPromise<StoredSession | null>(async () => {
      const token = storedToken();
      if (!token) return null;
      try {
        const { viewer } = await api.request(ViewerDocument, {});
        if (!viewer) {
          clearStoredSession();
          return null;
        }
        const session = { token, user: viewer };
        writeStoredSession(session);
        return session;
      } catch {
        const stored = readStoredSession();
        return stored && typeof stored.user.id === 'string' && stored.user.id !== '' ? stored : null;
      }
    }),
    revokeSession: fromPromise<void, { token: string }>(async () => {
      await api.request(LogoutDocument, {});
    }),
    lookupLocation: fromPromise<BuyerLocation | null, { token: string }>(
      async () => (await api.request(LocationDocument, {})).location ?? null,
    ),
  };
}
