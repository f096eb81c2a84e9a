import { expect, it } from 'vitest';
import { createActor, type AnyActorLogic, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate';
import { controllableActor, flush } from './controllable-actor.js';
import { definedTransitions, edgePaths, walkedTransitions } from './model-paths.js';

type Controllable = ReturnType<typeof controllableActor<unknown, unknown>>;

export interface ModelSuiteOptions<TMachine extends AnyStateMachine> {
  machine: TMachine;
  /** Ids (= src names) of the invoked promise actors; tests settle them by hand. */
  invoked: string[];
  /** User events offered in every state; done and error events of the invoked actors are added for you. */
  events: (EventObject & Record<string, unknown>)[];
  outputs: Record<string, unknown>;
  input?: unknown;
  /** Pairs no input can reach in this suite (e.g. a branch chosen at start by other input). */
  unreachable?: string[];
}

/**
 * Model-based tests from xstate/graph: one test per edge of the state graph (shortest path to a state, then one event),
 * replayed on a real actor whose invoked actors the test settles, comparing state and context at every step;
 * plus a test that the edges cover every state and every transition the machine defines.
 */
export function modelSuite<TMachine extends AnyStateMachine>(options: ModelSuiteOptions<TMachine>): void {
  const { machine, invoked } = options;
  const settleEvents = (running: string[]) => invoked.filter((id) => running.includes(id)).flatMap((id) => [
    { type: `xstate.done.actor.${id}`, output: options.outputs[id] },
    { type: `xstate.error.actor.${id}`, error: new Error(`${id} failed`) },
  ]);
  const paths = edgePaths<TMachine, AnyMachineSnapshot, EventObject>(machine, {
    // Nothing happens to a machine that has finished; an invoked actor can answer only while it runs.
    events: (snapshot) => (snapshot.status === 'done' ? [] : [...options.events, ...settleEvents(Object.keys(snapshot.children))]),
    serializeState: (snapshot) => JSON.stringify({ value: snapshot.value, context: snapshot.context, status: snapshot.status }),
    input: options.input,
  });

  it('walks every state and every defined transition', () => {
    const walked = walkedTransitions(paths as never);
    const missing = definedTransitions(machine).filter((pair) => !walked.has(pair) && !options.unreachable?.includes(pair));
    expect(missing).toEqual([]);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const fakes: Record<string, Controllable> = Object.fromEntries(invoked.map((id) => [id, controllableActor<unknown, unknown>()]));
    const logic = machine.provide({ actors: Object.fromEntries(invoked.map((id) => [id, fakes[id]!.logic])) as Record<string, AnyActorLogic> });
    const actor = createActor(logic, options.input === undefined ? {} : { input: options.input }).start();
    for (const { event, state } of path.steps) {
      const [, kind, , id] = /^xstate\.(done|error)\.(actor)\.(.+)$/.exec(event.type) ?? [];
      if (kind === 'done' && id && fakes[id]) fakes[id]!.last().resolve((event as unknown as { output: unknown }).output);
      else if (kind === 'error' && id && fakes[id]) fakes[id]!.last().reject((event as unknown as { error: unknown }).error);
      else if (event.type !== 'xstate.init') actor.send(event);
      await flush();
      const snapshot = actor.getSnapshot();
      expect({ value: snapshot.value, context: snapshot.context, status: snapshot.status })
        .toEqual({ value: state.value, context: state.context, status: state.status });
    }
    actor.stop();
  });
}
