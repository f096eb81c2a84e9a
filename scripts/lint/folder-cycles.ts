// Part of npm run lint: the feature folders of src/ must not import each other in a circle (products ↔ shop, say).
// A piece two folders need goes to a shared folder (src/lib, src/components, src/services) that imports neither.
import path from 'node:path';
import { folderCycles, folderGraph } from './folder-graph.js';

const srcDir = path.resolve(import.meta.dirname, '../../src');
const graph = folderGraph(srcDir);
const cycles = folderCycles(graph);
for (const cycle of cycles) {
  console.error(`src/ folders that import each other in a circle: ${cycle.join(', ')}`);
  for (const from of cycle) {
    for (const [to, example] of graph.get(from) ?? []) if (cycle.includes(to)) console.error(`  ${from} → ${to}: ${example}`);
  }
}
if (cycles.length > 0) process.exit(1);
console.log(`src/: ${graph.size} feature folders, no import circles.`);
