import type { AnyStateMachine, EventObject, Snapshot } from 'xstate';
import { getAdjacencyMap, getShortestPaths } from 'xstate/graph';

export interface Step<TSnapshot, TEvent> {
  event: TEvent;
  state: TSnapshot;
}

export interface EdgePath<TSnapshot, TEvent> {
  description: string;
  steps: Step<TSnapshot, TEvent>[];
}

/**
 * One path per edge of the machine's state graph: the shortest path to a state, then one event.
 * Walking every path exercises every transition reachable with the given events, not just every state.
 */
export function edgePaths<TMachine extends AnyStateMachine, TSnapshot extends Snapshot<unknown>, TEvent extends EventObject>(
  machine: TMachine,
  options: { events: (snapshot: TSnapshot) => TEvent[]; serializeState: (snapshot: TSnapshot) => string; input?: unknown },
): EdgePath<TSnapshot, TEvent>[] {
  // createTestModel refuses machines that invoke actors, so the graph is walked with the lower-level functions.
  const traversal = { events: options.events, serializeState: options.serializeState, input: options.input } as never;
  const shortest = new Map<string, Step<TSnapshot, TEvent>[]>();
  for (const path of getShortestPaths(machine, traversal)) {
    shortest.set(options.serializeState(path.state as TSnapshot), path.steps as unknown as Step<TSnapshot, TEvent>[]);
  }
  const paths: EdgePath<TSnapshot, TEvent>[] = [];
  for (const [key, { transitions }] of Object.entries(getAdjacencyMap(machine, traversal))) {
    const prefix = shortest.get(key);
    if (!prefix) throw new Error(`No path reaches ${key}`);
    for (const { event, state } of Object.values(transitions) as { event: TEvent; state: TSnapshot }[]) {
      paths.push({
        description: `${key} --${(event as EventObject).type}--> ${options.serializeState(state as TSnapshot)}`,
        steps: [...prefix, { event: event as TEvent, state: state as TSnapshot }],
      });
    }
  }
  return paths;
}

/** Every (atomic state, event type) pair the machine defines a transition for, including inherited ones. */
export function definedTransitions(machine: AnyStateMachine): string[] {
  const pairs: string[] = [];
  for (const [name, node] of Object.entries(machine.root.states)) {
    const events = new Set([...machine.root.transitions.keys(), ...node.transitions.keys()]);
    for (const type of events) pairs.push(`${name}:${type}`);
  }
  return pairs.sort();
}

/** The (state before, event) pairs a set of edge paths walks. */
export function walkedTransitions(paths: EdgePath<Snapshot<unknown> & { value: unknown }, EventObject>[]): Set<string> {
  return new Set(paths.filter((path) => path.steps.length > 1).map((path) => {
    const last = path.steps.at(-1)!;
    return `${String(path.steps.at(-2)!.state.value)}:${last.event.type}`;
  }));
}
