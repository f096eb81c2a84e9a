// npm run flows: draws every machine in machines/ as docs/flows/<machine>.md (a Mermaid statechart and its events
// and actors) and the index docs/flows/README.md. tests/machines/flows.test.ts fails when a page is stale.
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { flowFiles } from './flows/flow-pages.js';

const docsDir = new URL('../docs/flows/', import.meta.url);
await mkdir(docsDir, { recursive: true });
const files = await flowFiles();
for (const old of await readdir(docsDir)) if (!files.has(old)) await rm(new URL(old, docsDir));
for (const [name, text] of files) await writeFile(new URL(name, docsDir), text);
console.log(`Drew ${files.size - 1} machines in docs/flows/.`);
