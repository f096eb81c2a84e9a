import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { StoredSession } from '../../machines/session.js';
import { signInMachine, type SignInRequest } from '../../machines/sign-in.js';
import type { CodeSent } from '../../machines/verify-code.js';
import { controllableActor, flush } from '../support/controllable-actor.js';
import { modelSuite } from '../support/model-suite.js';

const CHALLENGE = '0123456789abcdef0123456789abcdef';

const session: StoredSession = {
  token: 'tok',
  user: { id: '1', name: 'Asha', email: 'asha@mill.example.in', phone: null, dob: null, profilePicture: null },
};

function start() {
  const signIn = controllableActor<StoredSession, SignInRequest>();
  const requestCode = controllableActor<CodeSent, { email: string }>();
  const effects = { notify: vi.fn(), startSession: vi.fn(), goHome: vi.fn(), goToVerify: vi.fn() };
  const actor = createActor(
    signInMachine.provide({
      actors: { signIn: signIn.logic, requestLoginCode: requestCode.logic },
      actions: {
        notify: (_, notice) => effects.notify(notice),
        startSession: (_, value) => effects.startSession(value),
        goHome: effects.goHome,
        goToVerify: (_, pending) => effects.goToVerify(pending),
      },
    }),
  ).start();
  return { actor, signIn, requestCode, effects };
}

describe('sign-in machine', () => {
  it('needs email and password', () => {
    const { actor, signIn, effects } = start();
    actor.send({ type: 'password.submit', email: 'asha@mill.example.in', password: '' });
    expect(signIn.calls).toHaveLength(0);
    expect(effects.notify).toHaveBeenCalledWith({ kind: 'error', message: 'Please fill all the fields' });
  });

  it('signs in with a password: "Successful login", session started, home', async () => {
    const { actor, signIn, effects } = start();
    actor.send({ type: 'password.submit', email: ' asha@mill.example.in ', password: 'Cotton@2026' });
    expect(signIn.last().input).toEqual({ method: 'password', email: 'asha@mill.example.in', password: 'Cotton@2026' });
    signIn.last().resolve(session);
    await flush();
    expect(effects.startSession).toHaveBeenCalledWith(session);
    expect(effects.notify).toHaveBeenCalledWith({ kind: 'success', message: 'Successful login' });
    expect(effects.goHome).toHaveBeenCalled();
  });

  it('failures: "Error in login" for a password, the server message for Google, silence for Facebook', async () => {
    const cases = [
      [
        { type: 'password.submit', email: 'a@b.in', password: 'x' },
        { kind: 'error', message: 'Error in login' },
      ],
      [
        { type: 'provider.token', provider: 'google', accessToken: 'g' },
        { kind: 'error', message: 'The sign-in provider did not accept this token.' },
      ],
      [{ type: 'provider.token', provider: 'facebook', accessToken: 'f' }, null],
    ] as const;
    for (const [event, notice] of cases) {
      const { actor, signIn, effects } = start();
      actor.send(event);
      signIn.last().reject(new Error('The sign-in provider did not accept this token.'));
      await flush();
      expect(actor.getSnapshot().value).toBe('idle');
      if (notice) expect(effects.notify).toHaveBeenCalledWith(notice);
      else expect(effects.notify).not.toHaveBeenCalled();
    }
  });

  it('an account an operator blocked hears why instead of "Error in login"', async () => {
    const { actor, signIn, effects } = start();
    actor.send({ type: 'password.submit', email: 'asha@mill.example.in', password: 'Cotton@2026' });
    signIn.last().reject(Object.assign(new Error('This account is blocked. Please contact support.'), { code: 'FORBIDDEN' }));
    await flush();
    expect(effects.notify).toHaveBeenCalledWith({ kind: 'error', message: 'This account is blocked. Please contact support.' });
    expect(effects.startSession).not.toHaveBeenCalled();
  });

  it('when passwords for the email wait (too many failures), says "Error in login" and keeps the way in by code beside the form', async () => {
    const { actor, signIn, effects } = start();
    actor.send({ type: 'password.submit', email: 'asha@mill.example.in', password: 'Cotton@2026' });
    const reason =
      'Too many failed sign-ins for this email. Sign in with a one-time code instead (Forget Password), or try again in 15 minutes.';
    signIn.last().reject(Object.assign(new Error(reason), { code: 'TOO_MANY_REQUESTS' }));
    await flush();
    expect(effects.notify).toHaveBeenCalledWith({ kind: 'error', message: 'Error in login' });
    expect(actor.getSnapshot().context.limited).toBe(reason);
    actor.send({ type: 'password.submit', email: 'asha@mill.example.in', password: 'Cotton@2026' });
    expect(actor.getSnapshot().context.limited).toBeNull();
    signIn.last().reject(new Error('Incorrect email or password.'));
    await flush();
    expect(actor.getSnapshot().context.limited).toBeNull();
  });

  it('requests a sign-in code and goes to /verify-otp with type login; a failure says "Error in login"', async () => {
    const { actor, requestCode, effects } = start();
    actor.send({ type: 'code.request', email: 'asha@mill.example.in' });
    requestCode.last().resolve({ otp: null, challenge: CHALLENGE });
    await flush();
    expect(effects.notify).toHaveBeenCalledWith({ kind: 'success', message: 'OTP sent to your email', durationMs: 14_000 });
    expect(effects.goToVerify).toHaveBeenCalledWith({ type: 'login', data: { email: 'asha@mill.example.in' }, challenge: CHALLENGE });
    const second = start();
    second.actor.send({ type: 'code.request', email: 'nobody@mill.example.in' });
    second.requestCode.last().reject(new Error('No account uses this email.'));
    await flush();
    expect(second.effects.notify).toHaveBeenCalledWith({ kind: 'error', message: 'Error in login' });
  });

  describe('model', () => {
    modelSuite({
      machine: signInMachine,
      invoked: ['signIn', 'requestLoginCode'],
      outputs: { signIn: session, requestLoginCode: { otp: '123456', challenge: CHALLENGE } },
      events: [
        { type: 'password.submit', email: 'asha@mill.example.in', password: 'Cotton@2026' },
        { type: 'password.submit', email: '', password: '' },
        { type: 'provider.token', provider: 'facebook', accessToken: 'f' },
        { type: 'code.request', email: 'asha@mill.example.in' },
        { type: 'code.request', email: '' },
      ],
    });
  });
});
