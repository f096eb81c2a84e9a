import { assign, fromPromise, setup } from 'xstate';
import { messageOf } from '../domain/notice.js';

/** An operator's action as the console sends it: what it is called on screen, and what it does. */
export interface AdminAction {
  /** The question asked before it is sent ("Advance FM… to Shipped?"), or null to send at once (a form's Save). */
  question: string | null;
  label: string;
  /** Why it cannot be sent as it stands (a form's own check failed): said at once, nothing asked or sent. */
  problem?: string | null;
}

export interface AdminActionContext {
  pending: AdminAction | null;
  /** The server's answer to the last action sent, or why it failed. */
  message: string | null;
  failed: boolean;
}

export type AdminActionEvent = { type: 'action.ask'; action: AdminAction } | { type: 'action.confirm' } | { type: 'action.cancel' };

const ACTION_FAILED = 'That did not work. Please try again.';

/**
 * One action of the operators' console (advance, delay, cancel, retire, hide, block, reply, save): it asks for
 * confirmation when it has a question, then is sent once; while it is on its way nothing can send it again; the
 * answer or the reason it failed stays on screen until the next action.
 */
export const adminActionMachine = setup({
  types: { context: {} as AdminActionContext, events: {} as AdminActionEvent },
  actors: {
    perform: fromPromise<string, AdminAction>(async () => {
      throw new Error('perform must be provided');
    }),
  },
  actions: {
    /** The console's list or page takes what the action changed. */
    done: (_, _message: string) => {},
  },
  guards: {
    refused: ({ event }) => event.type === 'action.ask' && Boolean(event.action.problem),
    asksFirst: ({ event }) => event.type === 'action.ask' && event.action.question !== null,
  },
}).createMachine({
  id: 'adminAction',
  context: { pending: null, message: null, failed: false },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'action.ask': [
          {
            guard: 'refused',
            actions: assign({ message: ({ event }) => event.action.problem ?? null, failed: true, pending: null }),
          },
          { guard: 'asksFirst', target: 'confirming', actions: assign({ pending: ({ event }) => event.action }) },
          { target: 'sending', actions: assign({ pending: ({ event }) => event.action }) },
        ],
      },
    },
    confirming: {
      on: {
        'action.confirm': { target: 'sending' },
        'action.cancel': { target: 'idle', actions: assign({ pending: null }) },
      },
    },
    sending: {
      invoke: {
        id: 'perform',
        src: 'perform',
        input: ({ context }) => context.pending!,
        onDone: {
          target: 'idle',
          actions: [
            assign({ message: ({ event }) => event.output, failed: false, pending: null }),
            { type: 'done', params: ({ event }) => event.output },
          ],
        },
        onError: {
          target: 'idle',
          actions: assign({ message: ({ event }) => messageOf(event.error, ACTION_FAILED), failed: true, pending: null }),
        },
      },
    },
  },
});
