// Part of npm run lint: the feature folders of src/ must not import each other in a circle (products ↔ shop, say),
// and no file of the code imports itself round a circle of files, type-only imports included (a type two files need
// goes to a third that imports neither). A piece two folders need goes to a shared folder (src/lib, src/components,
// src/services) that imports neither.
import path from 'node:path';
import { fileGraph, folderCycles, folderGraph } from './folder-graph.js';

const srcDir = path.resolve(import.meta.dirname, '../../src');
const graph = folderGraph(srcDir);
const cycles = folderCycles(graph);
for (const cycle of cycles) {
  console.error(`src/ folders that import each other in a circle: ${cycle.join(', ')}`);
  for (const from of cycle) {
    for (const [to, example] of graph.get(from) ?? []) if (cycle.includes(to)) console.error(`  ${from} → ${to}: ${example}`);
  }
}
const root = path.resolve(import.meta.dirname, '../..');
const files = fileGraph(['api', 'bff', 'domain', 'machines', 'src', 'scripts'].map((folder) => path.join(root, folder)));
const fileCycles = folderCycles(files);
for (const cycle of fileCycles)
  console.error(`files that import each other in a circle: ${cycle.map((file) => path.relative(root, file)).join(', ')}`);
if (cycles.length > 0 || fileCycles.length > 0) process.exit(1);
console.log(`src/: ${graph.size} feature folders, no import circles; ${files.size} files, no import circles.`);
