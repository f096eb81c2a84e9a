import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { PendingVerification } from '../../machines/verify-code.js';
import type { StoredSession } from '../../machines/session.js';
import { RESEND_TIMER_EVENT, verifiedMessage, verifyCodeMachine, type CodeSent } from '../../machines/verify-code.js';
import { controllableActor, flush } from '../support/controllable-actor.js';
import { modelSuite } from '../support/model-suite.js';

const signUp: PendingVerification = {
  type: 'signin',
  data: { email: 'asha@mill.example.in', name: 'Asha', phone: '9876543210', password: 'Cotton@2026' },
};
const login: PendingVerification = { type: 'login', data: { email: 'asha@mill.example.in' } };
const session: StoredSession = {
  token: 'tok',
  user: { id: '1', name: 'Asha', email: 'asha@mill.example.in', phone: null, dob: null, profilePicture: null },
};

function start(pending: PendingVerification | null) {
  const verify = controllableActor<StoredSession, { pending: PendingVerification; code: string }>();
  const resend = controllableActor<CodeSent, PendingVerification>();
  const effects = { notify: vi.fn(), startSession: vi.fn(), goHome: vi.fn(), goBack: vi.fn(), refused: vi.fn() };
  const actor = createActor(
    verifyCodeMachine.provide({
      actors: { verifyCode: verify.logic, resendCode: resend.logic },
      actions: {
        notify: (_, notice) => effects.notify(notice),
        startSession: (_, value) => effects.startSession(value),
        goHome: effects.goHome,
        goBack: (_, params) => effects.goBack(params.to),
        refused: (_, params) => effects.refused(params),
      },
    }),
    { input: { pending } },
  ).start();
  return { actor, verify, resend, effects };
}

describe('verify-code machine', () => {
  it('an empty code says "Please fill all the fields" for 1 s and checks nothing', () => {
    const { actor, verify, effects } = start(signUp);
    actor.send({ type: 'code.submit', code: '  ' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(verify.calls).toHaveLength(0);
    expect(effects.notify).toHaveBeenCalledWith({ kind: 'error', message: 'Please fill all the fields', durationMs: 1000 });
  });

  it('a right code starts the session and goes home', async () => {
    const { actor, verify, effects } = start(signUp);
    actor.send({ type: 'code.submit', code: '123456' });
    expect(actor.getSnapshot().value).toBe('verifying');
    expect(verify.last().input).toEqual({ pending: signUp, code: '123456' });
    verify.last().resolve(session);
    await flush();
    expect(effects.startSession).toHaveBeenCalledWith(session);
    // A new account is welcomed; SPEC's 'Successful User Login' is for signing in.
    expect(effects.notify).toHaveBeenCalledWith({ kind: 'success', message: verifiedMessage(signUp) });
    expect(verifiedMessage(signUp)).toBe('Your account is ready, Asha. Welcome to FabricMart.');
    expect(verifiedMessage(login)).toBe('Successful User Login');
    expect(effects.goHome).toHaveBeenCalled();
    expect(actor.getSnapshot().status).toBe('done');
  });

  it.each([
    [signUp, 'register'],
    [login, 'forgetPassword'],
  ] as const)('a failure goes back: %j → %s', async (pending, target) => {
    const { actor, verify, effects } = start(pending);
    actor.send({ type: 'code.submit', code: '000000' });
    verify.last().reject(new Error('That code is not right. Check the email and try again.'));
    await flush();
    expect(effects.notify).toHaveBeenCalledWith({ kind: 'error', message: 'That code is not right. Check the email and try again.' });
    expect(effects.goBack).toHaveBeenCalledWith(target);
    expect(effects.refused, 'what was typed is handed back').toHaveBeenCalledWith({
      pending,
      problem: 'That code is not right. Check the email and try again.',
    });
    expect(effects.startSession).not.toHaveBeenCalled();
  });

  it("'Send a new code' waits 30 s, asks once for a fresh code whose challenge the next try sends, then waits again", async () => {
    vi.useFakeTimers();
    try {
      const { actor, verify, resend, effects } = start({ ...signUp, challenge: 'first' });
      actor.send({ type: 'code.resend' });
      expect(resend.calls, 'not before 30 s').toHaveLength(0);
      await vi.advanceTimersByTimeAsync(30_000);
      actor.send({ type: 'code.resend' });
      actor.send({ type: 'code.resend' });
      expect(resend.calls.map((call) => call.input.data.email)).toEqual(['asha@mill.example.in']);
      resend.last().resolve({ otp: null, challenge: 'second' });
      await vi.advanceTimersByTimeAsync(0);
      expect(effects.notify).toHaveBeenLastCalledWith({ kind: 'success', message: 'A new code is on its way to asha@mill.example.in' });
      expect(actor.getSnapshot().matches({ editing: 'waiting' })).toBe(true);
      actor.send({ type: 'code.submit', code: '123456' });
      expect(verify.last().input.pending.challenge).toBe('second');
    } finally {
      vi.useRealTimers();
    }
  });

  it('a refused resend (a limit) says why and may be tried again', async () => {
    vi.useFakeTimers();
    try {
      const { actor, resend, effects } = start(signUp);
      await vi.advanceTimersByTimeAsync(30_000);
      actor.send({ type: 'code.resend' });
      resend.last().reject(new Error('Too many codes for this email. Try again in 12 minutes.'));
      await vi.advanceTimersByTimeAsync(0);
      expect(effects.notify).toHaveBeenLastCalledWith({
        kind: 'error',
        message: 'Too many codes for this email. Try again in 12 minutes.',
      });
      expect(actor.getSnapshot().matches({ editing: 'resendable' })).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('Back goes to the same places, and a visit with nothing to verify goes to /login', () => {
    const { actor, effects } = start(login);
    actor.send({ type: 'code.back' });
    expect(effects.goBack).toHaveBeenCalledWith('forgetPassword');
    expect(start(null).effects.goBack).toHaveBeenCalledWith('login');
  });

  describe('model with a pending sign-up', () => {
    modelSuite({
      machine: verifyCodeMachine,
      input: { pending: signUp },
      invoked: ['verifyCode', 'resendCode'],
      outputs: { verifyCode: session, resendCode: { otp: '123456', challenge: 'again' } },
      abstract: (snapshot) => ({ value: snapshot.value, pending: snapshot.context.pending, status: snapshot.status }),
      events: [
        { type: RESEND_TIMER_EVENT },
        { type: 'code.resend' },
        { type: 'code.submit', code: '123456' },
        { type: 'code.submit', code: '12' },
        { type: 'code.submit', code: '' },
        { type: 'code.back' },
      ],
    });
  });
});
