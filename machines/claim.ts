import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { claimTransitionProblem, isClaimStatus, type ClaimAction, type ClaimSide } from '../domain/claims.js';
import { messageOf, type Notice } from '../domain/notice.js';

/** What the machine needs of a claim: its status. */
export interface ClaimView {
  id: string;
  status: string;
}

/** One action on the claim, with what it carries (a message's text, a settlement). */
export interface ClaimRequest {
  id: string;
  action: ClaimAction;
  payload?: unknown;
}

export interface ClaimContext<TClaim extends ClaimView> {
  id: string;
  claim: TClaim | null;
  /** Why the last load or action failed, until the next one. */
  error: string | null;
}

export type ClaimEvent = { type: 'claim.act'; action: ClaimAction; payload?: unknown } | { type: 'claim.reload' };

const FAILED = 'That did not go through. Please try again.';

/**
 * A claim as one side sees it: loaded, then each action the transition table of domain/claims.ts allows this side in
 * the claim's state is sent once (others do nothing: the view asks `can` to show its controls), and the answer
 * replaces the claim. The same table refuses on the server; a refusal's reason is shown.
 */
export function createClaimMachine<TClaim extends ClaimView>(side: ClaimSide) {
  const allowed = (claim: TClaim | null, action: ClaimAction) =>
    claim !== null && isClaimStatus(claim.status) && claimTransitionProblem(claim.status, action, side) === null;
  return setup({
    types: { context: {} as ClaimContext<TClaim>, events: {} as ClaimEvent, input: {} as { id: string } },
    actors: {
      loadClaim: fromPromise<TClaim, string>(async () => {
        throw new Error('loadClaim must be provided');
      }),
      actOnClaim: fromPromise<{ message: string; claim: TClaim }, ClaimRequest>(async () => {
        throw new Error('actOnClaim must be provided');
      }),
    },
    actions: {
      notify: (_, _notice: Notice) => {},
    },
    guards: {
      allowed: ({ context, event }) => event.type === 'claim.act' && allowed(context.claim, event.action),
    },
  }).createMachine({
    id: `${side}Claim`,
    context: ({ input }) => ({ id: input.id, claim: null, error: null }),
    initial: 'loading',
    states: {
      loading: {
        invoke: {
          id: 'loadClaim',
          src: 'loadClaim',
          input: ({ context }) => context.id,
          onDone: { target: 'ready', actions: assign({ claim: ({ event }) => event.output, error: null }) },
          onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error, FAILED) }) },
        },
      },
      failed: { on: { 'claim.reload': 'loading' } },
      ready: {
        on: {
          'claim.act': { guard: 'allowed', target: 'acting' },
          'claim.reload': 'loading',
        },
      },
      acting: {
        entry: assign({ error: null }),
        invoke: {
          id: 'actOnClaim',
          src: 'actOnClaim',
          input: ({ context, event }) => {
            assertEvent(event, 'claim.act');
            return { id: context.id, action: event.action, payload: event.payload };
          },
          onDone: {
            target: 'ready',
            actions: [
              assign({ claim: ({ event }) => event.output.claim }),
              { type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output.message }) },
            ],
          },
          onError: {
            target: 'ready',
            actions: [
              assign({ error: ({ event }) => messageOf(event.error, FAILED) }),
              { type: 'notify', params: ({ event }) => ({ kind: 'error', message: messageOf(event.error, FAILED) }) },
            ],
          },
        },
      },
    },
  });
}

/** The buyer's claim (Order History): read it, write in its thread while it is open. */
export const buyerClaimMachine = createClaimMachine<ClaimView>('buyer');
