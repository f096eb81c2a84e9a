import { assign, fromPromise, setup } from 'xstate';
import { codeOf, messageOf, OTP_NOTICE_MS, type Notice } from '../domain/notice.js';
import type { CodeSent, PendingVerification } from './verify-code.js';
import type { StoredSession } from './session.js';
import { MESSAGES } from '../domain/validation.js';

export type SignInRequest =
  | { method: 'password'; email: string; password: string }
  | { method: 'google'; accessToken: string }
  | { method: 'facebook'; accessToken: string };

export type SignInEvent =
  | { type: 'password.submit'; email: string; password: string }
  | { type: 'code.request'; email: string }
  | { type: 'provider.token'; provider: 'google' | 'facebook'; accessToken: string };

/**
 * SPEC §8 sign-in failures: 'Error in login' for a password; Google shows the server's message. Facebook is silent.
 * An account an operator blocked says so, whichever way it signs in.
 */
const failureNotice = (request: SignInRequest, error: unknown): Notice => ({
  kind: 'error',
  message: request.method === 'google' || codeOf(error) === 'FORBIDDEN' ? messageOf(error, 'Error in login') : 'Error in login',
});

/** Sign in with a password or a provider token (/login), or ask for a sign-in code (/forget-password). */
export const signInMachine = setup({
  types: {
    context: {} as {
      request: SignInRequest | null;
      email: string;
      /** Why passwords for this email wait (too many failed tries), said beside the form with the way in by code. */
      limited: string | null;
    },
    events: {} as SignInEvent,
  },
  actors: {
    signIn: fromPromise<StoredSession, SignInRequest>(async () => {
      throw new Error('signIn must be provided');
    }),
    requestLoginCode: fromPromise<CodeSent, { email: string }>(async () => {
      throw new Error('requestLoginCode must be provided');
    }),
  },
  actions: {
    notify: (_, _notice: Notice) => {},
    startSession: (_, _session: StoredSession) => {},
    goHome: () => {},
    goToVerify: (_, _pending: PendingVerification) => {},
  },
  guards: {
    passwordFormFilled: ({ event }) => event.type === 'password.submit' && event.email.trim() !== '' && event.password !== '',
    withFacebook: ({ context }) => context.request?.method === 'facebook',
    tooManyFailures: (_, { error }: { error: unknown }) => codeOf(error) === 'TOO_MANY_REQUESTS',
    emailFilled: ({ event }) => event.type === 'code.request' && event.email.trim() !== '',
  },
}).createMachine({
  id: 'signIn',
  context: { request: null, email: '', limited: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'password.submit': [
          {
            guard: 'passwordFormFilled',
            target: 'signingIn',
            actions: assign({
              request: ({ event }) => ({ method: 'password' as const, email: event.email.trim(), password: event.password }),
              limited: null,
            }),
          },
          { actions: { type: 'notify', params: { kind: 'error', message: MESSAGES.fillAll } } },
        ],
        'provider.token': {
          target: 'signingIn',
          actions: assign({ request: ({ event }) => ({ method: event.provider, accessToken: event.accessToken }) }),
        },
        'code.request': [
          { guard: 'emailFilled', target: 'requestingCode', actions: assign({ email: ({ event }) => event.email.trim() }) },
          { actions: { type: 'notify', params: { kind: 'error', message: MESSAGES.fillAll } } },
        ],
      },
    },
    signingIn: {
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ context }) => context.request!,
        onDone: {
          target: 'signedIn',
          actions: [
            { type: 'startSession', params: ({ event }) => event.output },
            { type: 'notify', params: { kind: 'success', message: 'Successful login' } },
            'goHome',
          ],
        },
        onError: [
          { guard: 'withFacebook', target: 'idle' },
          {
            guard: { type: 'tooManyFailures', params: ({ event }) => ({ error: event.error }) },
            target: 'idle',
            actions: [
              assign({ limited: ({ event }) => messageOf(event.error, 'Too many failed sign-ins. Sign in with a one-time code instead.') }),
              { type: 'notify', params: ({ context, event }) => failureNotice(context.request!, event.error) },
            ],
          },
          { target: 'idle', actions: { type: 'notify', params: ({ context, event }) => failureNotice(context.request!, event.error) } },
        ],
      },
    },
    requestingCode: {
      invoke: {
        id: 'requestLoginCode',
        src: 'requestLoginCode',
        input: ({ context }) => ({ email: context.email }),
        onDone: {
          target: 'codeSent',
          actions: [
            {
              type: 'notify',
              params: ({ event }) => ({
                kind: 'success',
                message: event.output.otp ? `Your OTP is ${event.output.otp}` : 'OTP sent to your email',
                durationMs: OTP_NOTICE_MS,
              }),
            },
            {
              type: 'goToVerify',
              params: ({ context, event }) => ({ type: 'login', data: { email: context.email }, challenge: event.output.challenge }),
            },
          ],
        },
        onError: { target: 'idle', actions: { type: 'notify', params: { kind: 'error', message: 'Error in login' } } },
      },
    },
    signedIn: { type: 'final' },
    codeSent: { type: 'final' },
  },
});
