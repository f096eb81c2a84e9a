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

type StateNode = AnyStateMachine['root'];

const pathOf = (node: StateNode) => node.path.join('.');

/**
 * The event types a state node answers: its own transitions, and for a top-level state also the machine's. A
 * transient state (one that always leaves at once, such as a start that picks the first real state) answers none.
 */
function answeredTypes(machine: AnyStateMachine, node: StateNode): string[] {
  if (node.always?.some((transition) => !transition.guard)) return [];
  return [...new Set([...node.transitions.keys(), ...(node.parent === machine.root ? machine.root.transitions.keys() : [])])];
}

function descendants(node: StateNode): StateNode[] {
  return Object.values(node.states).flatMap((child) => [child, ...descendants(child)]);
}

/** Every (state, event type) pair the machine defines a transition for, nested states by path ('ready.reviews.idle'). */
export function definedTransitions(machine: AnyStateMachine): string[] {
  return descendants(machine.root)
    .flatMap((node) => answeredTypes(machine, node).map((type) => `${pathOf(node)}:${type}`))
    .sort();
}

/** The (state, event) pairs a set of edge paths walks: every active state that answers the last event of a path. */
export function walkedTransitions(
  paths: EdgePath<Snapshot<unknown> & { value: unknown }, EventObject>[],
  machine: AnyStateMachine,
): Set<string> {
  const walked = new Set<string>();
  for (const path of paths) {
    if (path.steps.length < 2) continue;
    const type = path.steps.at(-1)!.event.type;
    const active = (path.steps.at(-2)!.state as unknown as { _nodes: StateNode[] })._nodes;
    for (const node of active) {
      if (node !== machine.root && answeredTypes(machine, node).includes(type)) walked.add(`${pathOf(node)}:${type}`);
    }
  }
  return walked;
}
