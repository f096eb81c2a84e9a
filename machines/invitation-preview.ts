import { assign, fromPromise, setup } from 'xstate';
import type { InvitationPreview } from '../src/graphql/generated.js';

export interface InvitationPreviewContext {
  preview: InvitationPreview | null;
}

/**
 * An invitation's link opened signed out: it loads what the link names (null when it names none), says when it could
 * not load with a way to try again, and otherwise shows the company, who invited and the way in.
 */
export const invitationPreviewMachine = setup({
  types: { context: {} as InvitationPreviewContext, events: {} as { type: 'preview.retry' } },
  actors: {
    loadPreview: fromPromise<InvitationPreview | null>(async () => {
      throw new Error('loadPreview must be provided');
    }),
  },
  guards: {
    found: (_, { preview }: { preview: InvitationPreview | null }) => preview !== null,
  },
}).createMachine({
  id: 'invitationPreview',
  context: { preview: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadPreview',
        onDone: [
          {
            guard: { type: 'found', params: ({ event }) => ({ preview: event.output }) },
            target: 'shown',
            actions: assign({ preview: ({ event }) => event.output }),
          },
          { target: 'unknown' },
        ],
        onError: 'failed',
      },
    },
    shown: {},
    unknown: {},
    failed: { on: { 'preview.retry': 'loading' } },
  },
});
