import { assign, fromPromise, setup } from 'xstate';
import { messageOf, OTP_NOTICE_MS, type Notice } from '../domain/notice.js';
import type { CodeSent, PendingVerification } from './verify-code.js';
import { detailsProblem, passwordProblem, type SignUpDetails } from '../domain/validation.js';

export type SignUpEvent =
  | { type: 'method.email' }
  | { type: 'details.submit'; details: SignUpDetails }
  | { type: 'password.submit'; password: string; confirmPassword: string }
  | { type: 'signup.back' };

interface SignUpContext {
  details: SignUpDetails;
  password: string;
}

/**
 * SPEC §2.9 and §4 sign-up: signup → register → password; 'Generating OTP' while busy; failure back to register.
 * Started with the details of a refused code, it opens on register.
 */
export const signUpMachine = setup({
  /** `returned`: the details of a sign-up whose code was refused; the form opens on them (SPEC §4: back to register). */
  types: { context: {} as SignUpContext, events: {} as SignUpEvent, input: {} as { returned?: SignUpDetails | null } | undefined },
  actors: {
    requestSignupCode: fromPromise<CodeSent, { email: string }>(async () => {
      throw new Error('requestSignupCode must be provided');
    }),
  },
  actions: {
    notify: (_, _notice: Notice) => {},
    goToVerify: (_, _pending: PendingVerification) => {},
  },
  guards: {
    returnedWithDetails: ({ context }) => context.details.email !== '',
    detailsValid: ({ event }) => event.type === 'details.submit' && detailsProblem(event.details) === null,
    passwordValid: ({ event }) => event.type === 'password.submit' && passwordProblem(event.password, event.confirmPassword) === null,
  },
}).createMachine({
  id: 'signUp',
  context: ({ input }) => ({ details: input?.returned ?? { name: '', email: '', phone: '' }, password: '' }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'returnedWithDetails', target: 'register' }, { target: 'signup' }],
    },
    signup: {
      on: { 'method.email': { target: 'register' } },
    },
    register: {
      on: {
        'details.submit': [
          {
            guard: 'detailsValid',
            target: 'password',
            actions: assign({
              details: ({ event }) => ({
                name: event.details.name.trim(),
                email: event.details.email.trim(),
                phone: event.details.phone.trim(),
              }),
            }),
          },
          { actions: { type: 'notify', params: ({ event }) => ({ kind: 'error', message: detailsProblem(event.details)! }) } },
        ],
        'signup.back': { target: 'signup' },
      },
    },
    password: {
      on: {
        'password.submit': [
          { guard: 'passwordValid', target: 'requestingCode', actions: assign({ password: ({ event }) => event.password }) },
          {
            actions: {
              type: 'notify',
              params: ({ event }) => ({ kind: 'error', message: passwordProblem(event.password, event.confirmPassword)! }),
            },
          },
        ],
        'signup.back': { target: 'register' },
      },
    },
    requestingCode: {
      invoke: {
        id: 'requestSignupCode',
        src: 'requestSignupCode',
        input: ({ context }) => ({ email: context.details.email }),
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
              params: ({ context, event }) => ({
                type: 'signin',
                data: { ...context.details, password: context.password },
                challenge: event.output.challenge,
              }),
            },
          ],
        },
        onError: {
          target: 'register',
          actions: [
            assign({ password: '' }),
            {
              type: 'notify',
              params: ({ context, event }) => ({
                kind: 'error',
                message: messageOf(event.error, `Error in Sign Up Submitted Email is ${context.details.email}`),
              }),
            },
          ],
        },
      },
    },
    codeSent: { type: 'final' },
  },
});
