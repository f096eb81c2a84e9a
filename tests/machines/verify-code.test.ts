import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { PendingVerification } from '../../machines/verify-code.js';
import type { StoredSession } from '../../machines/session.js';
import { verifyCodeMachine } from '../../machines/verify-code.js';
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
  const effects = { notify: vi.fn(), startSession: vi.fn(), goHome: vi.fn(), goBack: vi.fn(), refused: vi.fn() };
  const actor = createActor(
    verifyCodeMachine.provide({
      actors: { verifyCode: verify.logic },
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
  return { actor, verify, effects };
}

describe('verify-code machine', () => {
  it('an empty code says "Please fill all the fields" for 1 s and checks nothing', () => {
    const { actor, verify, effects } = start(signUp);
    actor.send({ type: 'code.submit', code: '  ' });
    expect(actor.getSnapshot().value).toBe('editing');
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
    expect(effects.notify).toHaveBeenCalledWith({ kind: 'success', message: 'Successful User Login' });
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

  it('Back goes to the same places, and a visit with nothing to verify goes to /login', () => {
    const { actor, effects } = start(login);
    actor.send({ type: 'back' });
    expect(effects.goBack).toHaveBeenCalledWith('forgetPassword');
    expect(start(null).effects.goBack).toHaveBeenCalledWith('login');
  });

  describe('model with a pending sign-up', () => {
    modelSuite({
      machine: verifyCodeMachine,
      input: { pending: signUp },
      invoked: ['verifyCode'],
      outputs: { verifyCode: session },
      events: [
        { type: 'code.submit', code: '123456' },
        { type: 'code.submit', code: '12' },
        { type: 'code.submit', code: '' },
        { type: 'back' },
      ],
    });
  });
});
