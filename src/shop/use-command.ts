import { useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import type { CommandResult } from '../../domain/command.js';
import { commandMachine } from '../../machines/command.js';
import { useScreenMachine } from '../services/screen-actor.js';
import { notify } from '../services/notify.js';

/** What a command view reads and does: whether it is on its way, what it last said and about what, and run it. */
export interface Command {
  running: boolean;
  outcome: { done: boolean; text: string } | null;
  argument: string;
  run: (argument?: string) => void;
}

/**
 * A one-shot action run by the command machine; `run` is the feature's call (in its *-actors.ts), which also hands
 * what it got to whoever keeps it (the cart to the shop, a file to the browser).
 */
export function useCommand(run: (argument: string) => Promise<CommandResult>, failed: string): Command {
  const latest = useRef(run);
  latest.current = run;
  const [logic] = useState(() =>
    commandMachine.provide({
      actors: { run: fromPromise<CommandResult, string>(({ input }) => latest.current(input)) },
      actions: { notify: (_, notice) => notify(notice) },
    }),
  );
  const [snapshot, send] = useScreenMachine(logic, { input: { failed } });
  return {
    running: snapshot.matches('running'),
    outcome: snapshot.context.outcome,
    argument: snapshot.context.argument,
    run: (argument?: string) => send({ type: 'command.run', ...(argument === undefined ? {} : { argument }) }),
  };
}
