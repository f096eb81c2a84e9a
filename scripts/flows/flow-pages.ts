import { readdir, readFile } from 'node:fs/promises';
import { type AnyStateMachine, StateMachine } from 'xstate';
import { flowPage } from './draw-flow.js';

const machinesDir = new URL('../../machines/', import.meta.url);

interface Flow {
  name: string;
  machine: AnyStateMachine;
  /** The comment above the machine's definition, as one paragraph. */
  summary: string;
}

/** The doc comment right above `export const <name> =`, without its stars. */
function docComment(source: string, exportName: string): string {
  const before = source.slice(0, source.indexOf(`export const ${exportName} =`));
  const comment = /^\/\*\*([\s\S]*?)\*\/\s*$/.exec(before.slice(before.lastIndexOf('/**')));
  if (!comment) throw new Error(`machines: ${exportName} has no doc comment saying what it models`);
  return comment[1]!
    .split('\n')
    .map((line) => line.replace(/^\s*\*\s?/, '').trim())
    .filter(Boolean)
    .join(' ');
}

/** Every machine exported from machines/*.ts, by file name. */
export async function loadFlows(): Promise<Flow[]> {
  const files = (await readdir(machinesDir)).filter((file) => file.endsWith('.ts')).sort();
  const flows: Flow[] = [];
  for (const file of files) {
    const url = new URL(file, machinesDir);
    const source = await readFile(url, 'utf8');
    const exports = (await import(url.href)) as Record<string, unknown>;
    for (const [exportName, value] of Object.entries(exports)) {
      if (!(value instanceof StateMachine)) continue;
      flows.push({ name: file.replace(/\.ts$/, ''), machine: value as AnyStateMachine, summary: docComment(source, exportName) });
    }
  }
  return flows;
}

/** The comment's first sentence, without a leading 'SPEC §n …:' (the SPEC column says it). */
function whatItModels(summary: string): string {
  const text = summary.replace(/^SPEC [^:]*: /, '');
  const sentence = /^.*?[.!?](\s|$)/.exec(text)?.[0].trim() ?? text;
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

const specSections = (text: string) => [...new Set(text.match(/§\s?\d+(\.\d+)?/g) ?? [])].join(', ') || '—';

/** Every page of docs/flows/: one per machine, and the index. */
export async function flowFiles(): Promise<Map<string, string>> {
  const flows = await loadFlows();
  const files = new Map<string, string>();
  for (const flow of flows) {
    files.set(`${flow.name}.md`, flowPage(flow.machine, `machines/${flow.name}.ts`, flow.summary));
  }
  files.set(
    'README.md',
    [
      '# Flows',
      '',
      '<!-- Drawn by `npm run flows` from machines/; a test in `npm test` fails when a page no longer matches its machine. -->',
      '',
      'Every state machine in machines/, drawn from its definition: states, the events that move between them (with',
      'their guards), and the actors each state invokes. Open a page on GitHub to see its picture.',
      '',
      '| Machine | What it models | SPEC |',
      '| --- | --- | --- |',
      ...flows.map((flow) => `| [${flow.machine.id}](${flow.name}.md) | ${whatItModels(flow.summary)} | ${specSections(flow.summary)} |`),
      '',
    ].join('\n'),
  );
  return files;
}
