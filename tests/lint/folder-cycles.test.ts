import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileGraph, folderCycles } from '../../scripts/lint/folder-graph.js';

const graphOf = (edges: Record<string, string[]>) =>
  new Map(Object.entries(edges).map(([from, tos]) => [from, new Map(tos.map((to) => [to, `${from}/x.ts → ../${to}/y.js`]))]));

describe('the lint check for import circles between src/ folders', () => {
  it('finds a circle of two and of three, and none in a one-way graph', () => {
    expect(folderCycles(graphOf({ products: ['shop'], shop: ['products'] }))).toEqual([['products', 'shop']]);
    expect(folderCycles(graphOf({ app: ['pages'], pages: ['ssr'], ssr: ['app'], lib: [] }))).toEqual([['app', 'pages', 'ssr']]);
    expect(folderCycles(graphOf({ app: ['pages', 'lib'], pages: ['lib'], ssr: ['app', 'lib'] }))).toEqual([]);
  });
});

describe('the lint check for import circles between files', () => {
  it('finds two files that import each other, a type-only import too, and nothing in a one-way chain', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'cycles-'));
    writeFileSync(path.join(folder, 'session.ts'), "import type { User } from './users.js';\nexport const cache = (user: User) => user;\n");
    writeFileSync(
      path.join(folder, 'users.ts'),
      "import type { cache } from './session.js';\nexport type User = { id: number; c?: typeof cache };\n",
    );
    writeFileSync(path.join(folder, 'view.tsx'), "import { cache } from './session.js';\nexport const view = cache;\n");
    const cycles = folderCycles(fileGraph([folder])).map((cycle) => cycle.map((file) => path.basename(file)));
    expect(cycles).toEqual([['session.ts', 'users.ts']]);
  });
});
