import { fromPromise } from 'xstate';
import type { BuyerLocation, StoredSession } from '../../machines/session.js';
import { LocationDocument } from '../graphql/documents/Location.js';
import { LogoutDocument } from '../graphql/documents/Logout.js';
import type { ApiClient } from '../services/api-client.js';
import { readStoredSession } from '../services/session-storage.js';

/** Implementations of the session machine's actors. */
export function sessionActors(api: ApiClient) {
  return {
    restoreSession: fromPromise<StoredSession | null>(async () => readStoredSession()),
    revokeSession: fromPromise<void, { token: string }>(async () => {
      await api.request(LogoutDocument, {});
    }),
    lookupLocation: fromPromise<BuyerLocation | null, { token: string }>(
      async () => (await api.request(LocationDocument, {})).location ?? null,
    ),
  };
}
