import { assign, fromPromise, setup } from 'xstate';
import { claimableMetres, claimFormProblem, CLAIM_KINDS, CLAIM_LIMITS } from '../domain/claims.js';
import { messageOf, type Notice } from '../domain/notice.js';

/** What a buyer fills in to open a claim (the photos are files, kept beside). */
export interface ClaimDraft {
  kind: string;
  metres: string;
  lot: string;
  note: string;
  uncut: boolean;
}

export interface ClaimSubmission {
  orderId: string;
  kind: string;
  metres: number;
  lot: string | null;
  note: string;
  uncut: boolean;
  photos: File[];
}

interface ClaimFormContext {
  orderId: string;
  /** The order's metres, and those earlier claims made good: a claim is about what is left. */
  quantity: number;
  madeGood: number;
  draft: ClaimDraft;
  photos: File[];
  /** What stops the form being sent, or why the shop refused it; null when all is well. */
  problem: string | null;
  /** The claim once opened. */
  claimId: string | null;
}

export type ClaimFormEvent =
  | { type: 'field.change'; field: keyof ClaimDraft; value: string | boolean }
  | { type: 'photos.change'; photos: File[] }
  | { type: 'claim.submit' };

const FAILED = 'Your claim could not be sent. Please try again.';

/**
 * Opening a claim on an order: the form is checked by the same rules the shop checks (domain/claims.ts) before it is
 * sent, once, however often pressed; a refusal keeps what was typed and says why; once opened the form is done.
 */
export const claimFormMachine = setup({
  types: {
    context: {} as ClaimFormContext,
    events: {} as ClaimFormEvent,
    input: {} as { orderId: string; quantity: number; madeGood?: number },
  },
  actors: {
    openClaim: fromPromise<{ message: string; claimId: string }, ClaimSubmission>(async () => {
      throw new Error('openClaim must be provided');
    }),
  },
  actions: {
    notify: (_, _notice: Notice) => {},
    /** The order's card shows the claim: the orders are read again. */
    opened: () => {},
  },
  guards: {
    ready: ({ context }) => problemOf(context) === null,
  },
}).createMachine({
  id: 'claimForm',
  context: ({ input }) => ({
    orderId: input.orderId,
    quantity: input.quantity,
    madeGood: input.madeGood ?? 0,
    draft: { kind: CLAIM_KINDS[0], metres: String(claimableMetres(input.quantity, input.madeGood ?? 0)), lot: '', note: '', uncut: false },
    photos: [],
    problem: null,
    claimId: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': {
          actions: assign({ draft: ({ context, event }) => ({ ...context.draft, [event.field]: event.value }), problem: null }),
        },
        'photos.change': { actions: assign({ photos: ({ event }) => event.photos, problem: null }) },
        'claim.submit': [{ guard: 'ready', target: 'sending' }, { actions: assign({ problem: ({ context }) => problemOf(context) }) }],
      },
    },
    sending: {
      invoke: {
        id: 'openClaim',
        src: 'openClaim',
        input: ({ context }) => ({
          orderId: context.orderId,
          kind: context.draft.kind,
          metres: Number(context.draft.metres),
          lot: context.draft.lot.trim() || null,
          note: context.draft.note.trim(),
          uncut: context.draft.uncut,
          photos: context.photos,
        }),
        onDone: {
          target: 'opened',
          actions: [
            assign({ claimId: ({ event }) => event.output.claimId }),
            { type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output.message }) },
            'opened',
          ],
        },
        onError: { target: 'editing', actions: assign({ problem: ({ event }) => messageOf(event.error, FAILED) }) },
      },
    },
    opened: { type: 'final' },
  },
});

/** The first thing wrong with the form, as the shop would say it. */
function problemOf(context: ClaimFormContext): string | null {
  if (context.photos.length > CLAIM_LIMITS.maxPhotos) return `Add at most ${CLAIM_LIMITS.maxPhotos} photos`;
  const metres = /^[0-9]{1,6}$/.test(context.draft.metres.trim()) ? Number(context.draft.metres) : Number.NaN;
  return claimFormProblem({ ...context.draft, metres }, context.quantity, context.madeGood);
}
