// The cost the BFF's guard (bff/guard/cost.ts) gives each of the SPA's GraphQL operations, beside the limit it
// refuses above: `npm run check:documents`. An operation near the limit is a few fields away from being refused.
import { readdir, readFile } from 'node:fs/promises';
import { buildSchema, parse } from 'graphql';
import { documentCost } from '../bff/guard/cost.js';
import { DOCUMENT_LIMITS } from '../bff/guard/document-guard.js';
import { schema as schemaText } from '../bff/plugin.js';

const schema = buildSchema(schemaText);
const directory = new URL('../src/graphql/', import.meta.url);
const files = (await readdir(directory)).filter((file) => file.endsWith('.graphql')).sort();
const document = parse((await Promise.all(files.map((file) => readFile(new URL(file, directory), 'utf8')))).join('\n'));
// The list pages' size (SPEC §9: 12 products, 5 orders); other lists count as the guard assumes.
const variables = { page: 1, limit: 12 };
const costs = document.definitions
  .flatMap((definition) => (definition.kind === 'OperationDefinition' && definition.name ? [definition.name.value] : []))
  .map((name) => ({ operation: name, cost: documentCost(schema, document, variables, name, DOCUMENT_LIMITS.maxCost * 10) }))
  .sort((a, b) => b.cost - a.cost);
console.table(costs.map((entry) => ({ ...entry, 'share of limit': `${Math.round((entry.cost / DOCUMENT_LIMITS.maxCost) * 100)}%` })));
const over = costs.filter((entry) => entry.cost > DOCUMENT_LIMITS.maxCost);
console.log(`Limit ${DOCUMENT_LIMITS.maxCost}; highest ${costs[0]?.operation} at ${costs[0]?.cost}.`);
if (over.length > 0) {
  console.error(`Over the limit: ${over.map((entry) => entry.operation).join(', ')}`);
  process.exit(1);
}
