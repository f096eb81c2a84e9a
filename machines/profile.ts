import { assertEvent, fromPromise, setup } from 'xstate';
import type { Notice } from '../domain/notice.js';
import type { SessionUser } from './session.js';

export interface ProfileChanges {
  name: string;
  dob: string | null;
  /** The chosen image file, sent as a multipart upload. */
  picture: Blob | null;
}

export type ProfileEvent = { type: 'profile.save'; changes: ProfileChanges };

/** SPEC §4 profile save: busy while saving; 'Profile Updated' updates the stored user; else 'Please Try Again'. */
export const profileMachine = setup({
  types: { context: {} as Record<string, never>, events: {} as ProfileEvent },
  actors: {
    saveProfile: fromPromise<SessionUser, ProfileChanges>(async () => {
      throw new Error('saveProfile must be provided');
    }),
  },
  actions: {
    notify: (_, _notice: Notice) => {},
    userUpdated: (_, _user: SessionUser) => {},
  },
  guards: {
    nameGiven: ({ event }) => event.changes.name.trim() !== '',
  },
}).createMachine({
  id: 'profile',
  context: {},
  initial: 'idle',
  states: {
    idle: {
      on: {
        'profile.save': [
          { guard: 'nameGiven', target: 'saving' },
          { actions: { type: 'notify', params: { kind: 'error', message: 'Please fill all the fields' } } },
        ],
      },
    },
    saving: {
      invoke: {
        id: 'saveProfile',
        src: 'saveProfile',
        input: ({ event }) => {
          assertEvent(event, 'profile.save');
          return event.changes;
        },
        onDone: {
          target: 'idle',
          actions: [
            { type: 'userUpdated', params: ({ event }) => event.output },
            { type: 'notify', params: { kind: 'success', message: 'Profile Updated' } },
          ],
        },
        onError: { target: 'idle', actions: { type: 'notify', params: { kind: 'error', message: 'Please Try Again' } } },
      },
    },
  },
});
