// The JavaScript a first visit to the landing route downloads, read from Vite's manifest after `npm run build`:
// the entry, the app's start (which the entry imports after the first paint) and the landing screen's chunk, each with
// every chunk it imports statically (a chunk counted once however many import it).
import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';

export const LANDING_BUDGET_KB = 100;
const LANDING_SCREEN = 'pages/HomePage.tsx';
/** The app itself, which the entry imports once the page has painted. */
const APP_START = 'app/start.tsx';

interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

export async function landingBundle(dist = new URL('../dist/', import.meta.url)) {
  const manifest = JSON.parse(await readFile(new URL('.vite/manifest.json', dist), 'utf8')) as Record<string, Chunk>;
  const withStaticImports = (key: string, into: Set<string>): Set<string> => {
    if (into.has(key)) return into;
    into.add(key);
    for (const imported of manifest[key]?.imports ?? []) withStaticImports(imported, into);
    return into;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const landing = Object.keys(manifest).find((key) => key.endsWith(LANDING_SCREEN));
  if (!entry) throw new Error('The manifest has no entry: run npm run build first');
  const chunks = [];
  let bytes = 0;
  const keys = withStaticImports(entry, new Set());
  if (landing) withStaticImports(landing, keys);
  const start = Object.keys(manifest).find((key) => key.endsWith(APP_START));
  if (start) withStaticImports(start, keys);
  for (const key of keys) {
    const { file } = manifest[key]!;
    const gzipped = gzipSync(await readFile(new URL(file, dist)), { level: 9 }).length;
    bytes += gzipped;
    chunks.push({ chunk: file, 'KB gzipped': Number((gzipped / 1024).toFixed(1)) });
  }
  chunks.sort((a, b) => b['KB gzipped'] - a['KB gzipped']);
  return { chunks, kb: bytes / 1024 };
}
