import type { AnyStateMachine, AnyStateNode } from 'xstate';

/** One transition as the machine defines it, with its event named for people. */
interface Edge {
  from: AnyStateNode;
  to: AnyStateNode | null;
  event: string;
  guard: string | null;
}

const SPECIAL_EVENTS: [RegExp, (...parts: string[]) => string][] = [
  [/^xstate\.done\.actor\.(.+)$/, (id) => `${id} done`],
  [/^xstate\.error\.actor\.(.+)$/, (id) => `${id} failed`],
  [/^xstate\.after\.(\d+)\..+$/, (ms) => `after ${ms} ms`],
  [/^xstate\.done\.state\..+$/, () => 'all done'],
  [/^$/, () => 'always'],
];

/** What a person reads for an event: the view's event as it is, and xstate's own events in words. */
export function eventLabel(eventType: string): string {
  for (const [pattern, label] of SPECIAL_EVENTS) {
    const match = pattern.exec(eventType);
    if (match) return label(...match.slice(1));
  }
  return eventType;
}

function guardName(guard: unknown, where: string): string | null {
  if (guard === undefined) return null;
  if (typeof guard === 'string') return guard;
  if (guard && typeof guard === 'object' && 'type' in guard) return String((guard as { type: unknown }).type);
  // xstate's not(), and() and or(): the function is named for the combinator and keeps its parts in `guards`.
  if (typeof guard === 'function' && 'guards' in guard) {
    const parts = (guard.guards as unknown[]).map((part) => guardName(part, where));
    return guard.name === 'not' ? `not ${parts[0]}` : parts.join(` ${guard.name} `);
  }
  // A picture says which condition decides, so every guard is named in the machine's setup.
  throw new Error(`${where}: a guard without a name (name it in the machine's setup guards)`);
}

/** Mermaid ids are global, so a nested state's id is its whole path. */
const mermaidId = (node: AnyStateNode) => node.path.map((key: string) => key.replace(/[^A-Za-z0-9]/g, '_')).join('_');

const childrenOf = (node: AnyStateNode): AnyStateNode[] => Object.values(node.states) as AnyStateNode[];

function allNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...childrenOf(node).flatMap(allNodes)];
}

function edgesOf(node: AnyStateNode): Edge[] {
  const where = node.path.join('.') || node.machine.id;
  const edges: Edge[] = [];
  for (const [eventType, transitions] of node.transitions as Map<string, { target?: AnyStateNode[]; guard?: unknown }[]>) {
    for (const transition of transitions) {
      const guard = guardName(transition.guard, `${where} on ${eventType}`);
      const targets = transition.target ?? [];
      if (targets.length === 0) edges.push({ from: node, to: null, event: eventLabel(eventType), guard });
      for (const to of targets) edges.push({ from: node, to, event: eventLabel(eventType), guard });
    }
  }
  for (const transition of (node.always ?? []) as { target?: AnyStateNode[]; guard?: unknown }[]) {
    const guard = guardName(transition.guard, `${where} always`);
    for (const to of transition.target ?? []) edges.push({ from: node, to, event: 'always', guard });
  }
  return edges;
}

/** The deepest state that holds both ends of an edge (the machine's root when nothing closer does). */
function commonParent(a: AnyStateNode, b: AnyStateNode): AnyStateNode {
  let parent: AnyStateNode | undefined = a.parent;
  while (parent && !allNodes(parent).includes(b)) parent = parent.parent;
  return parent ?? a.machine.root;
}

const edgeLabel = (edge: Edge) => (edge.guard ? `${edge.event} [${edge.guard}]` : edge.event);

function drawBlock(node: AnyStateNode, edgesByParent: Map<AnyStateNode, Edge[]>, indent: string): string[] {
  const lines: string[] = [];
  const children = childrenOf(node);
  const regions = node.type === 'parallel' ? children.map((child) => [child]) : [children];
  regions.forEach((region, index) => {
    if (index > 0) lines.push(`${indent}--`);
    for (const child of region) {
      if (child.path.length > 1) lines.push(`${indent}state "${child.key}" as ${mermaidId(child)}`);
      if (childrenOf(child).length > 0) {
        lines.push(`${indent}state ${mermaidId(child)} {`);
        lines.push(...drawBlock(child, edgesByParent, `${indent}  `));
        lines.push(`${indent}}`);
      }
    }
    if (node.type !== 'parallel') {
      const initial = (node.initial?.target ?? []) as AnyStateNode[];
      for (const target of initial) lines.push(`${indent}[*] --> ${mermaidId(target)}`);
    }
    for (const child of region) if (child.type === 'final') lines.push(`${indent}${mermaidId(child)} --> [*]`);
  });
  for (const edge of edgesByParent.get(node) ?? [])
    lines.push(`${indent}${mermaidId(edge.from)} --> ${mermaidId(edge.to!)} : ${edgeLabel(edge)}`);
  return lines;
}

/** The Mermaid stateDiagram-v2 of a machine: states (nested and parallel ones as blocks), events, guards, initial and final states. */
export function mermaidDiagram(machine: AnyStateMachine): string {
  // A machine without states (context and events only) is one state that keeps its events to itself.
  if (childrenOf(machine.root).length === 0) {
    const id = machine.id.replace(/[^A-Za-z0-9]/g, '_');
    return ['stateDiagram-v2', `  [*] --> ${id}`, ...edgesOf(machine.root).map((edge) => `  ${id} --> ${id} : ${edgeLabel(edge)}`)].join(
      '\n',
    );
  }
  const nodes = allNodes(machine.root).slice(1);
  const edges = nodes.flatMap(edgesOf).filter((edge) => edge.to !== null);
  const edgesByParent = new Map<AnyStateNode, Edge[]>();
  for (const edge of edges) {
    const parent = commonParent(edge.from, edge.to!);
    edgesByParent.set(parent, [...(edgesByParent.get(parent) ?? []), edge]);
  }
  // The machine's own transitions apply in every state: drawn from one box that says so.
  const fromAnyState = edgesOf(machine.root).filter((edge) => edge.to !== null);
  const anyState = fromAnyState.length
    ? ['  state "any state" as anyState', ...fromAnyState.map((edge) => `  anyState --> ${mermaidId(edge.to!)} : ${edgeLabel(edge)}`)]
    : [];
  return ['stateDiagram-v2', ...drawBlock(machine.root, edgesByParent, '  '), ...anyState].join('\n');
}

const statePath = (node: AnyStateNode) => node.path.join('.') || '(any state)';

/** The Markdown page of one machine: what it models, its picture, and the events and actors around it. */
export function flowPage(machine: AnyStateMachine, file: string, summary: string): string {
  const nodes = allNodes(machine.root).slice(1);
  const edges = [machine.root, ...nodes].flatMap(edgesOf);
  const viewEvents = [
    ...new Set(edges.map((edge) => edge.event).filter((event) => !/ done$| failed$|^after |^always$|^all done$/.test(event))),
  ].sort();
  const eventRows = viewEvents.map((event) => {
    const handled = edges.filter((edge) => edge.event === event);
    const where = handled.map(
      (edge) => `${statePath(edge.from)} → ${edge.to ? statePath(edge.to) : '(stays)'}${edge.guard ? ` if ${edge.guard}` : ''}`,
    );
    return `| \`${event}\` | ${[...new Set(where)].join('<br>')} |`;
  });
  const invoked = nodes.flatMap((node) =>
    (node.invoke as { src: unknown; id: string }[]).map((invoke) => ({
      node,
      src: typeof invoke.src === 'string' ? invoke.src : invoke.id,
    })),
  );
  const actorRows = invoked.map(({ node, src }) => `| \`${src}\` | ${statePath(node)} |`);
  const finals = nodes.filter((node) => node.type === 'final').map(statePath);
  const initial = (machine.root.initial?.target ?? []) as AnyStateNode[];
  const starts = initial.length ? initial.map(statePath).join(', ') : machine.id;
  return [
    `# ${machine.id}`,
    '',
    `<!-- Drawn by \`npm run flows\` from ${file}; edit the machine, not this page. -->`,
    '',
    summary,
    '',
    `Starts in \`${starts}\`${finals.length ? `; ends in \`${finals.join('`, `')}\`` : '; never ends on its own'}.`,
    '',
    '```mermaid',
    mermaidDiagram(machine),
    '```',
    '',
    '## Events the view sends',
    '',
    ...(eventRows.length ? ['| Event | From → to (if) |', '| --- | --- |', ...eventRows] : ['None.']),
    '',
    '## Actors it invokes',
    '',
    ...(actorRows.length ? ['| Actor | While in |', '| --- | --- |', ...actorRows] : ['None.']),
    '',
  ].join('\n');
}
