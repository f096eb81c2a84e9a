import { createActor, type AnyStateMachine } from 'xstate';

/** Where a machine drawn from a transition table ends after these moves, each sent by its name (a refused one does nothing). */
export function walkOf(machine: AnyStateMachine) {
  return (...moves: string[]) => {
    const actor = createActor(machine).start();
    for (const type of moves) actor.send({ type });
    return actor.getSnapshot().value;
  };
}
