import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { messageOf, type Notice } from '../domain/notice.js';
import type { StoredSession } from './session.js';
import { MESSAGES, OTP_PATTERN } from '../domain/validation.js';

/** What /verify-otp verifies, carried in its navigation state (SPEC §2.1): sign-up details or a sign-in email. */
export interface PendingVerification {
  type: 'signin' | 'login';
  data: { email: string; name?: string; phone?: string; password?: string };
  /** Given with the code by its request; only a verification that sends it back can try the code. */
  challenge?: string;
}

/** What asking for a code gives back: the code itself only where the server shows it (OTP_IN_RESPONSE). */
export interface CodeSent {
  otp: string | null;
  challenge: string;
}

export type VerifyCodeEvent = { type: 'code.submit'; code: string } | { type: 'code.back' } | { type: 'code.resend' };

/** How long the code screen waits before 'Send a new code' may be pressed (again); the server's limits apply too. */
export const RESEND_AFTER_MS = 30_000;
/** The event that ends the wait (model tests send it instead of waiting). */
export const RESEND_TIMER_EVENT = `xstate.after.${RESEND_AFTER_MS}.verifyCode.editing.waiting`;

/** Why a code was refused: the server's reason, or SPEC's message for the kind of verification. */
const refusal = (pending: PendingVerification, error: unknown) => messageOf(error, `Error in verifying the ${pending.type} OTP`);

/** What a right code says: SPEC's 'Successful User Login' for a sign-in, a welcome for a new account. */
export const verifiedMessage = (pending: PendingVerification) =>
  pending.type === 'signin'
    ? `Your account is ready${pending.data.name ? `, ${pending.data.name.trim().split(/\s+/)[0]}` : ''}. Welcome to FabricMart.`
    : 'Successful User Login';

/** The screen (a route of src/config/paths.ts, by name) a failed or abandoned verification goes back to (SPEC §4). */
export type BackTo = 'register' | 'forgetPassword' | 'login';
export const backTarget = (type: PendingVerification['type']): BackTo => (type === 'signin' ? 'register' : 'forgetPassword');

/**
 * SPEC §4 OTP verify: an empty code is refused; busy while checking ('Uploading...'); success starts the session and
 * goes to /; failure says why and goes back to /register (sign-up) or /forget-password (code sign-in). Meanwhile
 * 'Send a new code' asks for a fresh code to the same email (its new challenge replaces the old), no sooner than
 * RESEND_AFTER_MS after the last one, so a late or lost email does not mean filling the form in again.
 */
export const verifyCodeMachine = setup({
  types: {
    context: {} as { pending: PendingVerification | null; resendableAt: number },
    events: {} as VerifyCodeEvent,
    input: {} as { pending: PendingVerification | null },
  },
  actors: {
    verifyCode: fromPromise<StoredSession, { pending: PendingVerification; code: string }>(async () => {
      throw new Error('verifyCode must be provided');
    }),
    resendCode: fromPromise<CodeSent, PendingVerification>(async () => {
      throw new Error('resendCode must be provided');
    }),
  },
  actions: {
    notify: (_, _notice: Notice) => {},
    startSession: (_, _session: StoredSession) => {},
    goHome: () => {},
    goBack: (_, _params: { to: BackTo }) => {},
    /** A refused code: the app keeps what was typed, so the screen it goes back to comes back filled in. */
    refused: (_, _params: { pending: PendingVerification; problem: string }) => {},
  },
  guards: {
    hasPending: ({ context }) => context.pending !== null,
    codeGiven: ({ event }) => event.type === 'code.submit' && event.code.trim() !== '',
    codeWellFormed: ({ event }) => event.type === 'code.submit' && OTP_PATTERN.test(event.code.trim()),
  },
}).createMachine({
  id: 'verifyCode',
  context: ({ input }) => ({ pending: input.pending, resendableAt: Date.now() + RESEND_AFTER_MS }),
  initial: 'checkingPending',
  states: {
    checkingPending: {
      always: [
        { guard: 'hasPending', target: 'editing' },
        // Opened without a pending sign-up or sign-in (a reload, a bookmark): nothing to verify.
        { target: 'left', actions: { type: 'goBack', params: { to: 'login' } } },
      ],
    },
    editing: {
      initial: 'waiting',
      states: {
        waiting: {
          entry: assign({ resendableAt: () => Date.now() + RESEND_AFTER_MS }),
          after: { [RESEND_AFTER_MS]: 'resendable' },
        },
        resendable: { on: { 'code.resend': 'resending' } },
        resending: {
          invoke: {
            id: 'resendCode',
            src: 'resendCode',
            input: ({ context }) => context.pending!,
            onDone: {
              target: 'waiting',
              actions: [
                assign({ pending: ({ context, event }) => ({ ...context.pending!, challenge: event.output.challenge }) }),
                {
                  type: 'notify',
                  params: ({ context, event }) => ({
                    kind: 'success',
                    message: event.output.otp
                      ? `Your OTP is ${event.output.otp}`
                      : `A new code is on its way to ${context.pending!.data.email}`,
                  }),
                },
              ],
            },
            onError: {
              target: 'resendable',
              actions: {
                type: 'notify',
                params: ({ event }) => ({
                  kind: 'error',
                  message: messageOf(event.error, 'A new code could not be sent. Please try again.'),
                }),
              },
            },
          },
        },
      },
      on: {
        'code.submit': [
          { guard: 'codeWellFormed', target: 'verifying' },
          {
            guard: 'codeGiven',
            actions: { type: 'notify', params: { kind: 'error', message: 'Please enter the 6-digit code', durationMs: 1000 } },
          },
          { actions: { type: 'notify', params: { kind: 'error', message: MESSAGES.fillAll, durationMs: 1000 } } },
        ],
        'code.back': { target: 'left', actions: { type: 'goBack', params: ({ context }) => ({ to: backTarget(context.pending!.type) }) } },
      },
    },
    verifying: {
      invoke: {
        id: 'verifyCode',
        src: 'verifyCode',
        input: ({ context, event }) => {
          assertEvent(event, 'code.submit');
          return { pending: context.pending!, code: event.code.trim() };
        },
        onDone: {
          target: 'verified',
          actions: [
            { type: 'startSession', params: ({ event }) => event.output },
            // SPEC's sign-in toast for a sign-in; a new account is welcomed, not told it logged in.
            { type: 'notify', params: ({ context }) => ({ kind: 'success', message: verifiedMessage(context.pending!) }) },
            'goHome',
          ],
        },
        onError: {
          target: 'left',
          actions: [
            { type: 'notify', params: ({ context, event }) => ({ kind: 'error', message: refusal(context.pending!, event.error) }) },
            {
              type: 'refused',
              params: ({ context, event }) => ({ pending: context.pending!, problem: refusal(context.pending!, event.error) }),
            },
            { type: 'goBack', params: ({ context }) => ({ to: backTarget(context.pending!.type) }) },
          ],
        },
      },
    },
    verified: { type: 'final' },
    left: { type: 'final' },
  },
});
