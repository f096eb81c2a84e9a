import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { signUpMachine } from '../../machines/sign-up.js';
import type { CodeSent } from '../../machines/verify-code.js';
import { controllableActor, flush } from '../support/controllable-actor.js';
import { modelSuite } from '../support/model-suite.js';

const CHALLENGE = '0123456789abcdef0123456789abcdef';

const details = { name: 'Asha Textiles', email: 'asha@mill.example.in', phone: '9876543210' };
const PASSWORD = 'Cotton@2026';

function start(returned: typeof details | null = null) {
  const request = controllableActor<CodeSent, { email: string }>();
  const notify = vi.fn();
  const goToVerify = vi.fn();
  const actor = createActor(
    signUpMachine.provide({
      actors: { requestSignupCode: request.logic },
      actions: { notify: (_, notice) => notify(notice), goToVerify: (_, pending) => goToVerify(pending) },
    }),
    { input: { returned } },
  ).start();
  return { actor, request, notify, goToVerify };
}

describe('sign-up machine', () => {
  it('back from a refused code, opens on register with the details kept, and asks for a new code from there', () => {
    const { actor } = start(details);
    expect(actor.getSnapshot().value).toBe('register');
    expect(actor.getSnapshot().context.details).toEqual(details);
    actor.send({ type: 'details.submit', details });
    expect(actor.getSnapshot().value).toBe('password');
  });

  it('goes signup → register → password → code sent, and carries the details to /verify-otp', async () => {
    const { actor, request, notify, goToVerify } = start();
    actor.send({ type: 'method.email' });
    actor.send({ type: 'details.submit', details: { ...details, email: ` ${details.email} ` } });
    expect(actor.getSnapshot().value).toBe('password');
    actor.send({ type: 'password.submit', password: PASSWORD, confirmPassword: PASSWORD });
    expect(actor.getSnapshot().value).toBe('requestingCode');
    expect(request.last().input).toEqual({ email: details.email });
    request.last().resolve({ otp: '123456', challenge: CHALLENGE });
    await flush();
    expect(actor.getSnapshot().status).toBe('done');
    expect(notify).toHaveBeenCalledWith({ kind: 'success', message: 'Your OTP is 123456', durationMs: 14_000 });
    expect(goToVerify).toHaveBeenCalledWith({ type: 'signin', data: { ...details, password: PASSWORD }, challenge: CHALLENGE });
  });

  it.each([
    [{ ...details, name: '' }, 'Please fill all the fields'],
    [{ ...details, email: 'asha.mill' }, 'Please enter a valid email address'],
    [{ ...details, phone: '98765' }, 'Please enter a valid 10-digit phone number'],
  ])('refuses details %j with "%s"', (bad, message) => {
    const { actor, notify } = start();
    actor.send({ type: 'method.email' });
    actor.send({ type: 'details.submit', details: bad });
    expect(actor.getSnapshot().value).toBe('register');
    expect(notify).toHaveBeenCalledWith({ kind: 'error', message });
  });

  it.each([
    ['', '', 'Please fill all the fields'],
    [PASSWORD, 'Cotton@2027', 'Passwords do not match'],
    ['cotton2026', 'cotton2026', 'Password must be 8+ chars with 1 uppercase, 1 number, 1 special.'],
  ])('refuses password %s / %s with "%s"', (password, confirmPassword, message) => {
    const { actor, notify } = start();
    actor.send({ type: 'method.email' });
    actor.send({ type: 'details.submit', details });
    actor.send({ type: 'password.submit', password, confirmPassword });
    expect(actor.getSnapshot().value).toBe('password');
    expect(notify).toHaveBeenCalledWith({ kind: 'error', message });
  });

  it('a failed code request returns to register with the server message, or the SPEC fallback', async () => {
    for (const [error, message] of [
      [
        new Error('An account with this email already exists. Please sign in.'),
        'An account with this email already exists. Please sign in.',
      ],
      [new TypeError('Failed to fetch'), `Error in Sign Up Submitted Email is ${details.email}`],
    ] as const) {
      const { actor, request, notify } = start();
      actor.send({ type: 'method.email' });
      actor.send({ type: 'details.submit', details });
      actor.send({ type: 'password.submit', password: PASSWORD, confirmPassword: PASSWORD });
      request.last().reject(error);
      await flush();
      expect(actor.getSnapshot().value).toBe('register');
      expect(actor.getSnapshot().context.password).toBe('');
      expect(notify).toHaveBeenLastCalledWith({ kind: 'error', message });
    }
  });

  describe('model', () => {
    modelSuite({
      machine: signUpMachine,
      input: {},
      invoked: ['requestSignupCode'],
      outputs: { requestSignupCode: { otp: '123456', challenge: CHALLENGE } },
      events: [
        { type: 'method.email' },
        { type: 'details.submit', details },
        { type: 'details.submit', details: { ...details, phone: '1' } },
        { type: 'password.submit', password: PASSWORD, confirmPassword: PASSWORD },
        { type: 'password.submit', password: PASSWORD, confirmPassword: 'x' },
        { type: 'signup.back' },
      ],
    });
  });
});
