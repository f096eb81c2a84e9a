import type { Page, Route } from '@playwright/test';
import type { AnyMachineSnapshot, AnyStateMachine, EventObject, InputFrom } from 'xstate';
import { definedTransitions, edgePaths, walkedTransitions, type EdgePath } from '../../support/model-paths.js';

export type ModelEvent = EventObject & Record<string, unknown>;
export type ModelPath = EdgePath<AnyMachineSnapshot, ModelEvent>;

export interface BrowserModel<TMachine extends AnyStateMachine> {
  machine: TMachine;
  /** The machine's input, typed as the machine declares it (the page under test starts from the same). */
  input?: InputFrom<TMachine>;
  /** The user's events offered in a state (what a buyer can do there); an invoked actor's answers are offered by `answers`. */
  events: (snapshot: AnyMachineSnapshot) => ModelEvent[];
  /**
   * How the server answers an invoked actor in this state, by actor id: 'done', 'error' (the request fails), or
   * 'error:<message>' (the server refuses with that message).
   */
  answers: (snapshot: AnyMachineSnapshot, actor: string) => ('done' | 'error' | `error:${string}`)[];
  /** What a 'done' answer carries, as far as the machine reads it (the real one comes from the server). */
  output?: (snapshot: AnyMachineSnapshot, actor: string) => unknown;
  /** What the model tells apart (state and the context facts the screen shows). */
  abstract: (snapshot: AnyMachineSnapshot) => unknown;
  /** state:event pairs the UI cannot produce, each with the reason. */
  unreachable?: Record<string, string>;
}

/**
 * Paths through a machine for the browser: every edge of its graph (the shortest path to a state, then one event),
 * less the paths that another path begins with, so each state and transition is walked with as few page loads as
 * possible.
 */
export function browserPaths<TMachine extends AnyStateMachine>(model: BrowserModel<TMachine>): ModelPath[] {
  // A child machine (the checkout's address book) is not a call the server answers: it speaks for itself.
  const isCall = (snapshot: AnyMachineSnapshot, id: string) => !('value' in (snapshot.children[id]?.getSnapshot() ?? {}));
  const answerEvents = (snapshot: AnyMachineSnapshot): ModelEvent[] =>
    Object.keys(snapshot.children)
      .filter((id) => isCall(snapshot, id))
      .flatMap((id) =>
        model.answers(snapshot, id).map((answer) => {
          const [kind, message] = answer.split(/:(.*)/s) as ['done' | 'error', string | undefined];
          if (kind === 'done') return { type: `xstate.done.actor.${id}`, output: model.output?.(snapshot, id) };
          return { type: `xstate.error.actor.${id}`, error: new Error(message ?? 'Failed to fetch'), refusal: message ?? null };
        }),
      );
  const all = edgePaths<TMachine, AnyMachineSnapshot, ModelEvent>(model.machine, {
    events: (snapshot) => (snapshot.status === 'done' ? [] : [...model.events(snapshot), ...answerEvents(snapshot)]),
    serializeState: (snapshot) => JSON.stringify(model.abstract(snapshot)),
    input: model.input,
  });
  const key = (path: ModelPath) =>
    path.steps.map((step) => JSON.stringify({ ...step.event, error: undefined, output: undefined })).join('\n');
  const longestFirst = [...all].sort((a, b) => b.steps.length - a.steps.length);
  const kept: ModelPath[] = [];
  for (const path of longestFirst) {
    const text = key(path);
    if (!kept.some((other) => key(other).startsWith(`${text}\n`) || key(other) === text)) kept.push(path);
  }
  return kept.reverse();
}

/** States and transitions the paths walk, out of those the machine defines, less the ones the UI cannot produce. */
export function coverage(machine: AnyStateMachine, paths: ModelPath[], unreachable: Record<string, string> = {}) {
  const defined = definedTransitions(machine);
  // A path walks a transition at each of its steps, not only its last.
  const prefixes = paths.flatMap((path) => path.steps.map((_, index) => ({ ...path, steps: path.steps.slice(0, index + 1) })));
  const walked = walkedTransitions(prefixes as never, machine);
  const reachable = defined.filter((pair) => !(pair in unreachable));
  const states = (function walk(node: AnyStateMachine['root']): string[] {
    return Object.values(node.states).flatMap((child) => [
      (child as { path: string[] }).path.join('.'),
      ...walk(child as AnyStateMachine['root']),
    ]);
  })(machine.root);
  // States a machine only passes through (an `always` that picks the next one) are never rested in.
  const transient = (function walk(node: AnyStateMachine['root']): string[] {
    const own = node !== machine.root && node.always?.some((transition) => !transition.guard) ? [node.path.join('.')] : [];
    return [...own, ...Object.values(node.states).flatMap((child) => walk(child as AnyStateMachine['root']))];
  })(machine.root);
  const visited = new Set(
    paths.flatMap((path) =>
      path.steps.flatMap((step) => (step.state as unknown as { _nodes: { path: string[] }[] })._nodes.map((node) => node.path.join('.'))),
    ),
  );
  return {
    transitions: { walked: reachable.filter((pair) => walked.has(pair)).length, total: reachable.length },
    states: { walked: states.filter((state) => visited.has(state)).length, total: states.length - transient.length },
    missing: reachable.filter((pair) => !walked.has(pair)),
    unvisited: states.filter((state) => !visited.has(state) && !transient.includes(state)),
    transient,
    unreachable,
  };
}

/** Prints a machine's coverage as the suite's summary line, and what the UI cannot reach, with why. */
export function printCoverage(name: string, report: ReturnType<typeof coverage>, paths: number): void {
  const lines = [
    `${name}: ${paths} browser paths; states ${report.states.walked}/${report.states.total}` +
      (report.transient.length ? ` (and passed through ${report.transient.join(', ')})` : '') +
      `, transitions ${report.transitions.walked}/${report.transitions.total} reachable from the UI`,
    ...Object.entries(report.unreachable).map(([pair, why]) => `  not from the UI: ${pair} (${why})`),
  ];
  console.log(lines.join('\n'));
}

/**
 * Holds the GraphQL operations an invoked actor sends until the model says how the server answers: then the request
 * goes on to the real server (which answers as the data the buyer typed makes it answer). While held, the screen
 * shows the actor's busy state.
 */
export class HeldOperations {
  private waiting = new Map<string, Route[]>();
  /** Operations the model failed: a retry the app sends by itself (Place Order sends one) fails too. */
  private failing = new Set<string>();
  private arrived = new Map<string, (() => void)[]>();

  constructor(private readonly operations: string[]) {}

  async install(page: Page): Promise<void> {
    await page.route('**/graphql**', async (route) => {
      const name = operationName(route);
      if (!name || !this.operations.includes(name)) return route.fallback();
      if (this.failing.has(name)) return route.abort('failed');
      this.waiting.set(name, [...(this.waiting.get(name) ?? []), route]);
      for (const wake of this.arrived.get(name) ?? []) wake();
      this.arrived.delete(name);
    });
  }

  /** Waits for the operation's request, then lets it through to the server. */
  async release(name: string): Promise<void> {
    this.failing.delete(name);
    await (await this.next(name)).fallback();
  }

  /**
   * Waits for the operation's request, then fails it as a lost connection would; `withResend`: the app's own resend
   * of it fails too (Place Order sends an attempt once more when the first got no answer).
   */
  async fail(name: string, withResend = false): Promise<void> {
    const route = await this.next(name);
    if (withResend) this.failing.add(name);
    await route.abort('failed');
  }

  /** The operation's oldest held request, once it has been sent. */
  private async next(name: string): Promise<Route> {
    if (!(this.waiting.get(name)?.length ?? 0))
      await new Promise<void>((wake) => this.arrived.set(name, [...(this.arrived.get(name) ?? []), wake]));
    const [route, ...rest] = this.waiting.get(name)!;
    this.waiting.set(name, rest);
    return route!;
  }
}

function operationName(route: Route): string | null {
  const request = route.request();
  if (request.method() === 'GET') return new URL(request.url()).searchParams.get('operationName');
  const body = request.postDataJSON() as { operationName?: string; query?: string } | null;
  return body?.operationName ?? /(?:mutation|query)\s+(\w+)/.exec(body?.query ?? '')?.[1] ?? null;
}

/** A toast with this text (found by its text: a modal popup makes the page behind it inert to role queries). */
export const toast = (page: Page, text: string | RegExp) => page.locator('[data-rht-toaster]').getByText(text);
