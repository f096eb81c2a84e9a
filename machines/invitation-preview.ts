import { assign, fromPromise, setup } from 'xstate';
import type { CompanyRole } from '../domain/company.js';

/** What an invitation's link shows before its reader signs in (the BFF's InvitationPreview). */
export interface InvitationPreviewView {
  company: string;
  invitedBy?: string | null;
  role: CompanyRole | string;
  /** Masked: a***@mill.in. */
  email: string;
  expiresAt: string;
  status: string;
  /** Why the link no longer works; null while it does. */
  message?: string | null;
}

export interface InvitationPreviewContext {
  preview: InvitationPreviewView | null;
}

/**
 * An invitation's link opened signed out: it loads what the link names (null when it names none), says when it could
 * not load with a way to try again, and otherwise shows the company, who invited and the way in.
 */
export const invitationPreviewMachine = setup({
  types: { context: {} as InvitationPreviewContext, events: {} as { type: 'preview.retry' } },
  actors: {
    loadPreview: fromPromise<InvitationPreviewView | null>(async () => {
      throw new Error('loadPreview must be provided');
    }),
  },
  guards: {
    found: (_, { preview }: { preview: InvitationPreviewView | null }) => preview !== null,
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
