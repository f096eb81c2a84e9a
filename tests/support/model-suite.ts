import { expect, it } from 'vitest';
import { createActor, type AnyActorLogic, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate';
import { controllableActor, flush } from './controllable-actor.js';
import { definedTransitions, edgePaths, walkedTransitions, type EdgePath } from './model-paths.js';

type Controllable = ReturnType<typeof controllableActor<unknown, unknown>>;

/** What a per-step check sees: the event just applied, the snapshots around it, and the fake invoked actors. */
export interface ModelStep {
  event: EventObject & Record<string, unknown>;
  before: AnyMachineSnapshot;
  after: AnyMachineSnapshot;
  /** The fake of each invoked actor, by id: its calls (input, abort signal, settled) so far. */
  fakes: Record<string, Controllable>;
}

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
  /**
   * The abstraction of a snapshot that the model tracks and compares at every step. By default the state value,
   * the whole context and the status; a machine whose context would multiply states names the facts that matter.
   */
  abstract?: (snapshot: AnyMachineSnapshot) => unknown;
  /**
   * Rules checked after every step, independently of how the machine is written. Called once per path, so the
   * returned function may keep what it needs across the steps of that path.
   */
  checks?: () => (step: ModelStep) => void;
}

const whole = (snapshot: AnyMachineSnapshot) => ({ value: snapshot.value, context: snapshot.context, status: snapshot.status });

/**
 * Model-based tests from xstate/graph: one test per edge of the state graph (shortest path to a state, then one event),
 * replayed on a real actor whose invoked actors the test settles, comparing the abstraction of the state at every step
 * and running the per-step checks; plus a test that the edges cover every state and every transition the machine
 * defines. Returns the paths, for suites that assert more about them.
 */
export function modelSuite<TMachine extends AnyStateMachine>(
  options: ModelSuiteOptions<TMachine>,
): EdgePath<AnyMachineSnapshot, EventObject>[] {
  const { machine, invoked } = options;
  const abstract = options.abstract ?? whole;
  const settleEvents = (running: string[]) =>
    invoked
      .filter((id) => running.includes(id))
      .flatMap((id) => [
        { type: `xstate.done.actor.${id}`, output: options.outputs[id] },
        { type: `xstate.error.actor.${id}`, error: new Error(`${id} failed`) },
      ]);
  const paths = edgePaths<TMachine, AnyMachineSnapshot, EventObject>(machine, {
    // Nothing happens to a machine that has finished; an invoked actor can answer only while it runs.
    events: (snapshot) => (snapshot.status === 'done' ? [] : [...options.events, ...settleEvents(Object.keys(snapshot.children))]),
    serializeState: (snapshot) => JSON.stringify(abstract(snapshot)),
    input: options.input,
  });

  it('walks every state and every defined transition', () => {
    const walked = walkedTransitions(paths as never, machine);
    const missing = definedTransitions(machine).filter((pair) => !walked.has(pair) && !options.unreachable?.includes(pair));
    expect(missing).toEqual([]);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const fakes: Record<string, Controllable> = Object.fromEntries(invoked.map((id) => [id, controllableActor<unknown, unknown>()]));
    const logic = machine.provide({
      actors: Object.fromEntries(invoked.map((id) => [id, fakes[id]!.logic])) as Record<string, AnyActorLogic>,
    });
    const actor = createActor(logic, options.input === undefined ? {} : { input: options.input }).start();
    const check = options.checks?.();
    for (const { event, state } of path.steps) {
      const before = actor.getSnapshot();
      const [, kind, , id] = /^xstate\.(done|error)\.(actor)\.(.+)$/.exec(event.type) ?? [];
      if (kind === 'done' && id && fakes[id]) fakes[id]!.last().resolve((event as unknown as { output: unknown }).output);
      else if (kind === 'error' && id && fakes[id]) fakes[id]!.last().reject((event as unknown as { error: unknown }).error);
      else if (event.type !== 'xstate.init') actor.send(event);
      await flush();
      const after = actor.getSnapshot();
      expect(abstract(after)).toEqual(abstract(state));
      check?.({ event: event as ModelStep['event'], before, after, fakes });
    }
    actor.stop();
  });

  return paths;
}
