import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { CommandOutcome, CommandResult } from '../domain/command.js';
import type { Cart } from '../src/graphql/generated.js';
import { messageOf, type Notice } from '../domain/notice.js';
import { shopActions } from './shop-link.js';

/** A command's answer, with the cart it left when it changed it (a sample or an order again added), for the shop. */
export interface CommandAnswer extends CommandResult {
  cart?: Cart;
}

export interface CommandContext {
  /** What a failure says when the server gave no reason. */
  failed: string;
  /** What the run on its way, or the last one, was about (the colour of a sample or of a back-in-stock ask). */
  argument: string;
  /** What the last run said, shown beside the button until the next. */
  outcome: CommandOutcome | null;
}

/**
 * A one-shot action behind a button (a free sample, order again, a back-in-stock ask, an invoice or quotation
 * download): one run per click, another click while it is on its way does nothing; what it said stays beside the
 * button, and a failure says why and can be tried again.
 */
export const commandMachine = setup({
  types: {
    context: {} as CommandContext,
    events: {} as { type: 'command.run'; argument?: string },
    input: {} as { failed: string },
  },
  actors: {
    run: fromPromise<CommandAnswer, string>(async () => {
      throw new Error('run must be provided');
    }),
  },
  actions: {
    notify: (_, _notice: Notice) => {},
    /** A command that changed the cart hands it to the shop. */
    handCart: ({ system }, { cart }: CommandAnswer) => {
      if (cart) shopActions.tellShopCart({ system }, { cart });
    },
  },
  guards: {
    /** The answer comes with a notice to toast (a quiet success, such as a file saved, has none). */
    saysSo: (_, { notice }: { notice: Notice | null }) => notice !== null,
  },
}).createMachine({
  id: 'command',
  context: ({ input }) => ({ failed: input.failed, argument: '', outcome: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'command.run': {
          target: 'running',
          actions: assign(({ event }) => {
            assertEvent(event, 'command.run');
            return { argument: event.argument ?? '', outcome: null };
          }),
        },
      },
    },
    running: {
      invoke: {
        id: 'run',
        src: 'run',
        input: ({ context }) => context.argument,
        onDone: [
          {
            guard: { type: 'saysSo', params: ({ event }) => ({ notice: event.output.notice }) },
            target: 'idle',
            actions: [
              assign({ outcome: ({ event }) => ({ done: event.output.done, text: event.output.text }) }),
              { type: 'handCart', params: ({ event }) => event.output },
              { type: 'notify', params: ({ event }) => event.output.notice! },
            ],
          },
          {
            target: 'idle',
            actions: [
              assign({ outcome: ({ event }) => ({ done: event.output.done, text: event.output.text }) }),
              { type: 'handCart', params: ({ event }) => event.output },
            ],
          },
        ],
        onError: {
          target: 'idle',
          actions: [
            assign({ outcome: ({ context, event }) => ({ done: false, text: messageOf(event.error, context.failed) }) }),
            { type: 'notify', params: ({ context, event }) => ({ kind: 'error', message: messageOf(event.error, context.failed) }) },
          ],
        },
      },
    },
  },
});
