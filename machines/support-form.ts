import { assign, fromPromise, setup } from 'xstate';
import type { Notice } from '../domain/notice.js';
import { SUPPORT_MESSAGES, supportComplete, type SupportRequest } from '../domain/support.js';

export type SupportFormEvent = { type: 'field.change'; field: keyof SupportRequest; value: string } | { type: 'support.submit' };

/** Who is writing, when known (a signed-in buyer): the form starts with them and comes back to them once sent. */
export interface SupportSender {
  name: string;
  contactDetails: string;
}

type SupportFormContext = SupportRequest & { from: SupportSender };

/**
 * SPEC §2.10 Support & Help and the contact form (SPEC §5, §8): every field required ('Please fill all the fields',
 * no call made). While sending the form is busy; 'Form submitted successfully!' clears it (back to the sender, when
 * known); a failure keeps what was typed and says 'Error submitting form. Please try again.'.
 */
export const supportFormMachine = setup({
  types: { context: {} as SupportFormContext, events: {} as SupportFormEvent, input: {} as { from?: SupportSender | null } | undefined },
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
  context: ({ input }) => {
    const from = input?.from ?? { name: '', contactDetails: '' };
    return { ...from, message: '', from };
  },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': { actions: assign(({ event }) => ({ [event.field]: event.value })) },
        'support.submit': [
          { guard: 'complete', target: 'sending' },
          { actions: { type: 'notify', params: { kind: 'error', message: SUPPORT_MESSAGES.fillAll } } },
        ],
      },
    },
    sending: {
      invoke: {
        id: 'submitSupport',
        src: 'submitSupport',
        input: ({ context }) => ({
          name: context.name.trim(),
          contactDetails: context.contactDetails.trim(),
          message: context.message.trim(),
        }),
        onDone: {
          target: 'editing',
          actions: [
            assign(({ context }) => ({ ...context.from, message: '' })),
            { type: 'notify', params: { kind: 'success', message: SUPPORT_MESSAGES.sent } },
          ],
        },
        onError: { target: 'editing', actions: { type: 'notify', params: { kind: 'error', message: SUPPORT_MESSAGES.failed } } },
      },
    },
  },
});
