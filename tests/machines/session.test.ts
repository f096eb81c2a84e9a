import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { sessionMachine, type BuyerLocation, type SessionUser, type StoredSession } from '../../machines/session.js';
import { controllableActor, flush } from '../support/controllable-actor.js';
import { modelSuite } from '../support/model-suite.js';

const user: SessionUser = { id: '7', name: 'Asha', email: 'asha@mill.example.in', phone: '9876543210', dob: null, profilePicture: null };

function start() {
  const restore = controllableActor<StoredSession | null, unknown>();
  const revoke = controllableActor<void, { token: string }>();
  const locate = controllableActor<BuyerLocation | null, { token: string }>();
  const effects = { persistSession: vi.fn(), clearStoredSession: vi.fn(), notifyLoggedOut: vi.fn(), goHome: vi.fn(), goToLogin: vi.fn() };
  const actor = createActor(
    sessionMachine.provide({
      actors: { restoreSession: restore.logic, revokeSession: revoke.logic, lookupLocation: locate.logic },
      actions: {
        persistSession: (_, params) => effects.persistSession(params),
        clearStoredSession: effects.clearStoredSession,
        notifyLoggedOut: effects.notifyLoggedOut,
        goHome: effects.goHome,
        goToLogin: effects.goToLogin,
      },
    }),
  ).start();
  return { actor, restore, revoke, locate, effects };
}

describe('session machine', () => {
  it('restores the stored user and token on start', async () => {
    const { actor, restore } = start();
    expect(actor.getSnapshot().value).toBe('restoring');
    restore.last().resolve({ user, token: 'tok' });
    await flush();
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(actor.getSnapshot().context).toEqual({ user, token: 'tok', location: null });
  });

  it('looks up the location only once signed in, silently on failure, and forgets it on sign-out', async () => {
    const { actor, restore, locate } = start();
    restore.last().resolve(null);
    await flush();
    expect(locate.calls).toHaveLength(0);
    actor.send({ type: 'session.start', user, token: 'tok' });
    expect(locate.last().input).toEqual({ token: 'tok' });
    locate.last().resolve({ postal: '201301', city: 'Noida', country: 'India' });
    await flush();
    expect(actor.getSnapshot().context.location).toEqual({ postal: '201301', city: 'Noida', country: 'India' });
    actor.send({ type: 'session.expired' });
    expect(actor.getSnapshot().context.location).toBeNull();
    actor.send({ type: 'session.start', user, token: 'tok2' });
    locate.last().reject(new Error('offline'));
    await flush();
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(actor.getSnapshot().context.location).toBeNull();
  });

  it('starts signed out when nothing is stored, and login stores the session', async () => {
    const { actor, restore, effects } = start();
    restore.last().resolve(null);
    await flush();
    expect(actor.getSnapshot().value).toBe('signedOut');
    actor.send({ type: 'session.start', user, token: 'tok' });
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(effects.persistSession).toHaveBeenCalledWith({ user, token: 'tok' });
  });

  it('logout revokes the token, clears storage, says so and goes home, even when revoking fails', async () => {
    for (const outcome of ['resolve', 'reject'] as const) {
      const { actor, restore, revoke, effects } = start();
      restore.last().resolve({ user, token: 'tok' });
      await flush();
      actor.send({ type: 'session.logout' });
      expect(revoke.last().input).toEqual({ token: 'tok' });
      if (outcome === 'resolve') revoke.last().resolve(undefined);
      else revoke.last().reject(new Error('offline'));
      await flush();
      expect(actor.getSnapshot().value).toBe('signedOut');
      expect(actor.getSnapshot().context).toEqual({ user: null, token: null, location: null });
      expect(effects.clearStoredSession).toHaveBeenCalledTimes(1);
      expect(effects.notifyLoggedOut).toHaveBeenCalledTimes(1);
      expect(effects.goHome).toHaveBeenCalledTimes(1);
    }
  });

  it('a 401 from any call ends the session and sends the buyer to /login', async () => {
    const { actor, restore, effects } = start();
    restore.last().resolve({ user, token: 'tok' });
    await flush();
    actor.send({ type: 'session.expired' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(effects.clearStoredSession).toHaveBeenCalled();
    expect(effects.goToLogin).toHaveBeenCalled();
    expect(effects.notifyLoggedOut).not.toHaveBeenCalled();
  });

  it('keeps an updated profile in the session and in storage', async () => {
    const { actor, restore, effects } = start();
    restore.last().resolve({ user, token: 'tok' });
    await flush();
    const renamed = { ...user, name: 'Asha Exports' };
    actor.send({ type: 'session.userUpdated', user: renamed });
    expect(actor.getSnapshot().context.user).toEqual(renamed);
    expect(effects.persistSession).toHaveBeenLastCalledWith({ user: renamed, token: 'tok' });
  });

  describe('model', () => {
    modelSuite({
      machine: sessionMachine,
      invoked: ['restoreSession', 'revokeSession', 'lookupLocation'],
      outputs: {
        restoreSession: { user, token: 'tok' },
        revokeSession: undefined,
        lookupLocation: { postal: '201301', city: 'Noida', country: 'India' },
      },
      events: [
        { type: 'session.start', user, token: 'tok2' },
        { type: 'session.userUpdated', user: { ...user, name: 'Renamed' } },
        { type: 'session.logout' },
        { type: 'session.expired' },
      ],
    });
  });
});
