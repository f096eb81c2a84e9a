import { describe, expect, it } from 'vitest';
import { folderCycles } from '../../scripts/lint/folder-graph.js';

const graphOf = (edges: Record<string, string[]>) =>
  new Map(Object.entries(edges).map(([from, tos]) => [from, new Map(tos.map((to) => [to, `${from}/x.ts → ../${to}/y.js`]))]));

describe('the lint check for import circles between src/ folders', () => {
  it('finds a circle of two and of three, and none in a one-way graph', () => {
    expect(folderCycles(graphOf({ products: ['shop'], shop: ['products'] }))).toEqual([['products', 'shop']]);
    expect(folderCycles(graphOf({ app: ['pages'], pages: ['ssr'], ssr: ['app'], lib: [] }))).toEqual([['app', 'pages', 'ssr']]);
    expect(folderCycles(graphOf({ app: ['pages', 'lib'], pages: ['lib'], ssr: ['app', 'lib'] }))).toEqual([]);
  });
});
