/**
 * Where a CPU profile's time went (`npm run bench:sale -- --cpu-prof DIR` writes one per server process):
 * npx tsx scripts/bench/profile-summary.ts DIR/*.cpuprofile [--top 25]
 * Self time by package (node_modules/<name>, the app's own folders, node's internals) and by function, as a share of
 * the busy time of the profiles given (idle excluded). Each thread writes its own file: give the main thread's alone to
 * read the main thread.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const { values, positionals } = parseArgs({ options: { top: { type: 'string', default: '25' } }, allowPositionals: true });
const TOP = Number(values.top);
if (positionals.length === 0) throw new Error('Give one or more .cpuprofile files.');

/** The package a frame belongs to: a dependency by name, the app by folder, node by module, or what V8 calls it. */
function packageOf({ functionName, url }: ProfileNode['callFrame']): string {
  const dependency = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (dependency) return dependency[1]!;
  if (url.startsWith('node:')) return url;
  const app = /\/(api|bff|src|domain|machines|dist|server)\/([^/]+)/.exec(url);
  if (app) return `app ${app[1]}/${app[2]}`;
  if (url === '') return functionName.startsWith('(') ? functionName : `native ${functionName}`;
  return url;
}

const byPackage = new Map<string, number>();
const byFunction = new Map<string, number>();
let all = 0;
let idle = 0;
for (const file of positionals) {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  profile.samples.forEach((id, index) => {
    const micros = profile.timeDeltas[index] ?? 0;
    const frame = nodes.get(id)!.callFrame;
    all += micros;
    if (frame.functionName === '(idle)') {
      idle += micros;
      return;
    }
    const where = packageOf(frame);
    byPackage.set(where, (byPackage.get(where) ?? 0) + micros);
    const name = `${frame.functionName || '(anonymous)'}  ${where}${frame.url ? `:${frame.lineNumber + 1}` : ''}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
  });
}

const busy = all - idle;
const share = (micros: number) => `${((100 * micros) / busy).toFixed(1).padStart(5)}%`;
const table = (title: string, rows: Map<string, number>) => {
  console.log(`\n${title} (share of busy time)`);
  for (const [name, micros] of [...rows].sort((a, b) => b[1] - a[1]).slice(0, TOP)) console.log(`${share(micros)}  ${name}`);
};
console.log(`${(all / 1e6).toFixed(1)} s sampled, idle ${((100 * idle) / all).toFixed(1)}%, busy ${(busy / 1e6).toFixed(1)} s`);
table('By package', byPackage);
table('By function (self time)', byFunction);
