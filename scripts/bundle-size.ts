// npm run check:bundle (part of npm test, after the build): the JavaScript a first visit to the landing route
// downloads, gzipped, must stay at most BUDGET_KB. It reads Vite's manifest: the entry, every chunk it imports
// statically, and the landing screen's lazy chunk with its static imports.
import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 110;
const dist = new URL('../dist/', import.meta.url);
const LANDING_SCREEN = 'pages/HomePage.tsx';

interface Chunk { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }
const manifest = JSON.parse(await readFile(new URL('.vite/manifest.json', dist), 'utf8')) as Record<string, Chunk>;

function withStaticImports(key: string, into: Set<string>): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) withStaticImports(imported, into);
  return into;
}

const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
const landing = Object.keys(manifest).find((key) => key.endsWith(LANDING_SCREEN));
if (!entry || !landing) throw new Error(`The manifest has no entry or no ${LANDING_SCREEN}: run npm run build first`);
const keys = withStaticImports(landing, withStaticImports(entry, new Set()));

let total = 0;
const rows = [];
for (const key of keys) {
  const { file } = manifest[key]!;
  const gzipped = gzipSync(await readFile(new URL(file, dist)), { level: 9 }).length;
  total += gzipped;
  rows.push({ chunk: file, 'KB gzipped': Number((gzipped / 1024).toFixed(1)) });
}
rows.sort((a, b) => b['KB gzipped'] - a['KB gzipped']);
console.table(rows);
const kb = total / 1024;
console.log(`Landing route JavaScript: ${kb.toFixed(1)} KB gzipped (budget ${BUDGET_KB} KB).`);
if (kb > BUDGET_KB) {
  console.error(`Over budget by ${(kb - BUDGET_KB).toFixed(1)} KB: load more of it lazily.`);
  process.exitCode = 1;
}
