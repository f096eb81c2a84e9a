import { assign, fromPromise, setup } from 'xstate';
import type { Buyer, BuyerLocation } from '../domain/buyer.js';

export type SessionUser = Buyer;
export type { BuyerLocation };

export interface StoredSession {
  user: SessionUser;
  token: string;
}

export type SessionEvent =
  | { type: 'session.start'; user: SessionUser; token: string }
  | { type: 'session.userUpdated'; user: SessionUser }
  | { type: 'session.logout' }
  /** Any call answered 401: the token is no longer good. */
  | { type: 'session.expired' };

interface SessionContext {
  user: SessionUser | null;
  token: string | null;
  /** Approximate location of a signed-in buyer (SPEC §1); never looked up when signed out. */
  location: BuyerLocation | null;
}

/** What logging out does on this device, whether or not the server could revoke the token. */
const SIGN_OUT = ['forgetSession', 'clearStoredSession', 'notifyLoggedOut', 'goHome'] as const;

/**
 * SPEC §4 session: restored from storage (FB_TOKEN, FB_USER) on start; login stores it; logout revokes the token,
 * clears storage, says 'Logged out successfully' and goes home; a 401 from any call ends it and goes to /login.
 */
export const sessionMachine = setup({
  types: { context: {} as SessionContext, events: {} as SessionEvent },
  actors: {
    restoreSession: fromPromise<StoredSession | null>(async () => {
      throw new Error('restoreSession must be provided');
    }),
    revokeSession: fromPromise<void, { token: string }>(async () => {
      throw new Error('revokeSession must be provided');
    }),
    lookupLocation: fromPromise<BuyerLocation | null, { token: string }>(async () => {
      throw new Error('lookupLocation must be provided');
    }),
  },
  guards: {
    sessionKept: (_, { output }: { output: unknown }) => output != null,
  },
  actions: {
    forgetSession: assign({ user: null, token: null, location: null }),
    persistSession: (_, _params: StoredSession) => {},
    clearStoredSession: () => {},
    notifyLoggedOut: () => {},
    goHome: () => {},
    goToLogin: () => {},
  },
}).createMachine({
  id: 'session',
  context: { user: null, token: null, location: null },
  initial: 'restoring',
  states: {
    restoring: {
      invoke: {
        id: 'restoreSession',
        src: 'restoreSession',
        onDone: [
          {
            guard: { type: 'sessionKept', params: ({ event }) => ({ output: event.output }) },
            target: 'signedIn',
            actions: assign(({ event }) => ({ user: event.output!.user, token: event.output!.token })),
          },
          { target: 'signedOut' },
        ],
        onError: { target: 'signedOut' },
      },
    },
    signedOut: {
      on: {
        'session.start': {
          target: 'signedIn',
          actions: [
            assign(({ event }) => ({ user: event.user, token: event.token })),
            { type: 'persistSession', params: ({ event }) => ({ user: event.user, token: event.token }) },
          ],
        },
      },
    },
    signedIn: {
      invoke: {
        id: 'lookupLocation',
        src: 'lookupLocation',
        input: ({ context }) => ({ token: context.token! }),
        onDone: { actions: assign({ location: ({ event }) => event.output }) },
        // The lookup fails silently (SPEC §1): the header just shows no location.
        onError: {},
      },
      on: {
        'session.start': {
          actions: [
            assign(({ event }) => ({ user: event.user, token: event.token })),
            { type: 'persistSession', params: ({ event }) => ({ user: event.user, token: event.token }) },
          ],
        },
        'session.userUpdated': {
          actions: [
            assign({ user: ({ event }) => event.user }),
            { type: 'persistSession', params: ({ context, event }) => ({ user: event.user, token: context.token! }) },
          ],
        },
        'session.logout': { target: 'signingOut' },
        'session.expired': { target: 'signedOut', actions: ['forgetSession', 'clearStoredSession', 'goToLogin'] },
      },
    },
    signingOut: {
      invoke: {
        id: 'revokeSession',
        src: 'revokeSession',
        input: ({ context }) => ({ token: context.token! }),
        onDone: { target: 'signedOut', actions: [...SIGN_OUT] },
        // Revoking may fail (offline, already expired); the buyer is signed out here all the same.
        onError: { target: 'signedOut', actions: [...SIGN_OUT] },
      },
    },
  },
});
