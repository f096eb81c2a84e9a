import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { profileMachine, type ProfileChanges } from '../../machines/profile.js';
import type { SessionUser } from '../../machines/session.js';
import { controllableActor, flush } from '../support/controllable-actor.js';
import { modelSuite } from '../support/model-suite.js';

const user: SessionUser = {
  id: '1',
  name: 'Asha Exports',
  email: 'asha@mill.example.in',
  phone: '9876543210',
  dob: '1990-05-17',
  profilePicture: null,
};
const changes: ProfileChanges = { name: 'Asha Exports', dob: '1990-05-17', picture: null };

function start() {
  const save = controllableActor<SessionUser, ProfileChanges>();
  const notify = vi.fn();
  const userUpdated = vi.fn();
  const actor = createActor(
    profileMachine.provide({
      actors: { saveProfile: save.logic },
      actions: { notify: (_, notice) => notify(notice), userUpdated: (_, value) => userUpdated(value) },
    }),
  ).start();
  return { actor, save, notify, userUpdated };
}

describe('profile machine', () => {
  it('is busy while saving, then says "Profile Updated" and updates the session user', async () => {
    const { actor, save, notify, userUpdated } = start();
    actor.send({ type: 'profile.save', changes });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(save.last().input).toEqual(changes);
    save.last().resolve(user);
    await flush();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(userUpdated).toHaveBeenCalledWith(user);
    expect(notify).toHaveBeenCalledWith({ kind: 'success', message: 'Profile Updated' });
  });

  it('says "Please Try Again" when saving fails, and needs a name', async () => {
    const { actor, save, notify, userUpdated } = start();
    actor.send({ type: 'profile.save', changes: { ...changes, name: ' ' } });
    expect(save.calls).toHaveLength(0);
    actor.send({ type: 'profile.save', changes });
    save.last().reject(new Error('boom'));
    await flush();
    expect(notify).toHaveBeenLastCalledWith({ kind: 'error', message: 'Please Try Again' });
    expect(userUpdated).not.toHaveBeenCalled();
  });

  describe('model', () => {
    modelSuite({
      machine: profileMachine,
      invoked: ['saveProfile'],
      outputs: { saveProfile: user },
      events: [
        { type: 'profile.save', changes },
        { type: 'profile.save', changes: { ...changes, name: '' } },
      ],
    });
  });
});
