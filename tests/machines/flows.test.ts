import { readdir, readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { flowFiles } from '../../scripts/flows/flow-pages.js';

const docsDir = new URL('../../docs/flows/', import.meta.url);

/**
 * The Mermaid subset the pictures keep to, which GitHub's Mermaid draws (checked by rendering every page with
 * Mermaid 11 in Chromium when the drawing changed): ids of letters, digits and underscores; one statement a line.
 */
const MERMAID_LINE = [
  /^stateDiagram-v2$/,
  /^\s*state "[A-Za-z0-9 ]+" as [A-Za-z0-9_]+$/,
  /^\s*state [A-Za-z0-9_]+ \{$/,
  /^\s*\}$/,
  /^\s*--$/,
  /^\s*(\[\*\]|[A-Za-z0-9_]+) --> (\[\*\]|[A-Za-z0-9_]+)$/,
  /^\s*[A-Za-z0-9_]+ --> [A-Za-z0-9_]+ : [A-Za-z0-9 ._[\]-]+$/,
];

describe('flow pictures (docs/flows)', () => {
  it('match the machines they are drawn from (run `npm run flows` after changing a machine)', async () => {
    const drawn = await flowFiles();
    const committed = (await readdir(docsDir)).sort();
    expect(committed, 'one page per machine, and the index').toEqual([...drawn.keys()].sort());
    for (const [name, text] of drawn) expect(await readFile(new URL(name, docsDir), 'utf8'), `docs/flows/${name} is stale`).toBe(text);
  });

  it('keep to the Mermaid that renders, with balanced blocks and every machine drawn', async () => {
    const drawn = await flowFiles();
    expect(drawn.size).toBeGreaterThan(20);
    for (const [name, text] of drawn) {
      if (name === 'README.md') continue;
      const diagram = /```mermaid\n([\s\S]*?)\n```/.exec(text)?.[1];
      expect(diagram, name).toBeDefined();
      const lines = diagram!.split('\n');
      for (const line of lines)
        expect(
          MERMAID_LINE.some((pattern) => pattern.test(line)),
          `${name}: ${line}`,
        ).toBe(true);
      const opened = lines.filter((line) => line.endsWith('{')).length;
      expect(lines.filter((line) => line.trim() === '}').length, name).toBe(opened);
      expect(diagram, `${name} shows its initial state`).toMatch(/^ {2}\[\*\] --> /m);
    }
  });

  it('name what xstate does by itself in words, and every guard by name', async () => {
    const checkout = (await flowFiles()).get('checkout.md')!;
    expect(checkout).toContain('address_ready --> shipping : checkout.next [hasAddress]');
    expect(checkout).toContain('payment_placing --> failed : placeOrder failed');
    expect(checkout).toContain('failed --> payment_ready : payment.another');
    expect(checkout).toContain('| `placeOrder` | payment.placing |');
    const productDetail = (await flowFiles()).get('product-detail.md')!;
    expect(productDetail).toContain('ready_gallery_rotating --> ready_gallery_rotating : after 8000 ms');
    expect(productDetail).toMatch(/state ready \{[\s\S]*\n {4}--\n/);
  });
});
