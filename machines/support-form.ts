import { assign, fromPromise, setup } from 'xstate';
import type { Notice } from '../domain/notice.js';
import { SUPPORT_MESSAGES, supportComplete, type SupportRequest } from '../domain/support.js';

export type SupportFormEvent =
  | { type: 'field.change'; field: keyof SupportRequest; value: string }
  | { type: 'submit' };

const EMPTY: SupportRequest = { name: '', contactDetails: '', message: '' };

/**
 * SPEC §2.10 Support & Help and the contact form (SPEC §5, §8): every field required ('Please fill all the fields',
 * no call made); while sending the form is busy; 'Form submitted successfully!' clears it; a failure keeps what was
 * typed and says 'Error submitting form. Please try again.'.
 */
export const supportFormMachine = setup({
  types: { context: {} as SupportRequest, events: {} as SupportFormEvent },
  actors: {
    submitSupport: fromPromise<string, SupportRequest>(async () => {
      throw new Error('submitSupport must be provided');
    }),
  },
  actions: {
    notify: (_, _notice: Notice) => {},
  },
  guards: {
    complete: ({ context }) => supportComplete(context),
  },
}).createMachine({
  id: 'supportForm',
  context: EMPTY,
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': { actions: assign(({ event }) => ({ [event.field]: event.value })) },
        submit: [
          { guard: 'complete', target: 'sending' },
          { actions: { type: 'notify', params: { kind: 'error', message: SUPPORT_MESSAGES.fillAll } } },
        ],
      },
    },
    sending: {
      invoke: {
        id: 'submitSupport',
        src: 'submitSupport',
        input: ({ context }) => ({ name: context.name.trim(), contactDetails: context.contactDetails.trim(), message: context.message.trim() }),
        onDone: { target: 'editing', actions: [assign(EMPTY), { type: 'notify', params: { kind: 'success', message: SUPPORT_MESSAGES.sent } }] },
        onError: { target: 'editing', actions: { type: 'notify', params: { kind: 'error', message: SUPPORT_MESSAGES.failed } } },
      },
    },
  },
});
