// npm run codegen writes api/db/types.ts, the tables' row types, from a freshly migrated embedded database
// (scripts/codegen/table-types.ts); and from the BFF schema (bff/schema/*.graphql)
// - bff/generated.ts: resolver and loader types for the BFF (mercurius-codegen);
// - src/graphql/generated.ts: the types of the SPA's operations in src/graphql/*.graphql, and
//   src/graphql/documents/<Name>.ts: each operation's text, typed;
// - src/graphql/persisted-documents.ts and bff/persisted-documents.json: each query's id, each operation's text by id.
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { codegen } from '@graphql-codegen/core';
import * as typescript from '@graphql-codegen/typescript';
import * as typescriptOperations from '@graphql-codegen/typescript-operations';
import Fastify from 'fastify';
import { createHash } from 'node:crypto';
import {
  Kind,
  parse,
  print,
  printSchema,
  stripIgnoredCharacters,
  visit,
  type ASTNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
} from 'graphql';
import { codegenMercurius } from 'mercurius-codegen';
import { format } from 'prettier';
import { bff } from '../bff/plugin.js';
import { tableTypes, TABLE_TYPES_FILE } from './codegen/table-types.js';
import { httpTransport } from '../bff/rest-transport.js';

const operationsDir = new URL('../src/graphql/', import.meta.url);
const clientTarget = new URL('../src/graphql/generated.ts', import.meta.url);
const documentsDir = new URL('../src/graphql/documents/', import.meta.url);
/** Hex digits of SHA-256 in a persisted id: 64 bits, ample for the SPA's few dozen documents. */
const PERSISTED_ID_LENGTH = 16;

await writeFile(TABLE_TYPES_FILE, await tableTypes());

const app = Fastify();
await app.register(bff({ transport: httpTransport('http://127.0.0.1:0/api') }));
await app.ready();
await codegenMercurius(app, {
  targetPath: './bff/generated.ts',
  disable: false,
  silent: true,
  codegenConfig: {
    // Resolvers receive REST shapes (SPEC §3, typed from the schemas in domain/rest) and map them to the GraphQL types.
    mappers: {
      Product: './rest-types.js#RestProduct',
      ProductVariety: './rest-types.js#RestVariety',
      Review: './rest-types.js#RestReview',
      Category: './rest-types.js#RestCategory',
      ProductPage: './rest-types.js#RestProductPage',
      User: './rest-types.js#RestUser',
      Cart: './rest-types.js#RestCart',
      CartLine: './rest-types.js#RestCartLine',
      CartChange: './rest-types.js#RestCartChange',
      WishlistItem: './rest-types.js#RestWishlistEntry',
      ReviewPage: './rest-types.js#RestReviewPage',
      Address: './rest-types.js#RestAddress',
      AddressBookChange: './rest-types.js#RestAddressList',
      ShippingOption: './rest-types.js#RestShippingOption',
      PriceBreakdown: './rest-types.js#RestPricing',
      CheckoutSummary: './rest-types.js#RestCheckoutSummary',
      Order: './rest-types.js#RestOrder',
      OrderPage: './rest-types.js#RestOrderPage',
      Purchase: './rest-types.js#RestPurchase',
      OrderChange: './rest-types.js#RestOrderChange',
      Quote: './rest-types.js#RestQuote',
      Claim: './rest-types.js#RestClaim',
    },
  },
});

const files = (await readdir(operationsDir)).filter((file) => file.endsWith('.graphql')).sort();
const documents = await Promise.all(
  files.map(async (file) => ({
    location: file,
    document: parse(await readFile(new URL(file, operationsDir), 'utf8')),
  })),
);
const clientTypes = await codegen({
  schema: parse(printSchema(app.graphql.schema)),
  documents,
  filename: 'generated.ts',
  config: { useTypeImports: true, namingConvention: 'keep' },
  pluginMap: { typescript, typescriptOperations },
  plugins: [{ typescript: { onlyOperationTypes: true } }, { typescriptOperations: {} }],
});

// Each operation as one string: its text with the fragments it uses, whitespace stripped, typed by its result and
// variables. The SPA carries strings, not parsed trees (smaller, for the landing page's budget);
// graphql-request sends strings as they are.
const definitions = documents.flatMap(({ document }) => document.definitions);
const fragments = new Map(
  definitions.filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION).map((fragment) => [fragment.name.value, fragment]),
);
/** The fragments a definition spreads, and theirs, each once, in the order first met. */
function fragmentsOf(node: ASTNode, into = new Map<string, FragmentDefinitionNode>()) {
  visit(node, {
    FragmentSpread({ name }) {
      const fragment = fragments.get(name.value);
      if (!fragment) throw new Error(`Unknown fragment ${name.value}`);
      if (into.has(name.value)) return;
      into.set(name.value, fragment);
      fragmentsOf(fragment, into);
    },
  });
  return into;
}
const operations = definitions
  .filter((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION)
  .map((operation) => {
    const name = operation.name!.value;
    const text = stripIgnoredCharacters(print({ kind: Kind.DOCUMENT, definitions: [operation, ...fragmentsOf(operation).values()] }));
    const typeName = `${name}${operation.operation === 'query' ? 'Query' : 'Mutation'}`;
    const id = createHash('sha256').update(text).digest('hex').slice(0, PERSISTED_ID_LENGTH);
    return { name, text, id, typeName, query: operation.operation === 'query' };
  })
  .sort((a, b) => a.name.localeCompare(b.name));
/**
 * The app's names for the contract's shapes, as its operations read them: the SPA's views and the machines' contexts
 * take these, so a field added to a fragment reaches every one of them and no shape is written again by hand.
 */
const SHAPES: Record<string, string> = {
  Address: 'AddressFieldsFragment',
  PriceBreakdown: 'PriceFieldsFragment',
  Order: 'OrderFieldsFragment',
  TrackingEntry: "OrderFieldsFragment['tracking'][number]",
  Purchase: "PlaceOrderMutation['placeOrder']",
  CheckoutSummary: "CheckoutSummaryQuery['checkoutSummary']",
  Cart: 'CartFieldsFragment',
  CartLine: "CartFieldsFragment['lines'][number]",
  CartChange: 'CartChangeFieldsFragment',
  WishlistItem: 'WishlistItemFieldsFragment',
  QuickOrderAnswer: "QuickOrderMutation['quickOrder']",
  Company: 'CompanyFieldsFragment',
  CompanyMember: "CompanyFieldsFragment['members'][number]",
  Approval: 'ApprovalFieldsFragment',
  Ledger: 'LedgerFieldsFragment',
  InvitationPreview: "NonNullable<CompanyInvitationQuery['companyInvitation']>",
};
const shapeAliases = Object.entries(SHAPES)
  .map(([name, type]) => `export type ${name} = ${type};`)
  .join('\n');

await writeFile(
  clientTarget,
  await format(
    `// Generated by npm run codegen from bff/schema and src/graphql; do not edit.\n` +
      `import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';\n` +
      `/** An operation's text, typed by its result and variables. */\n` +
      `export type Document<TResult, TVariables> = string & DocumentTypeDecoration<TResult, TVariables>;\n` +
      clientTypes +
      `\n// The app's names for the contract's shapes (SHAPES in scripts/codegen.ts).\n${shapeAliases}\n`,
    { parser: 'typescript' },
  ),
);
// One module per operation (src/graphql/documents/<Name>.ts), so each screen's chunk carries only the texts it sends.
await rm(documentsDir, { recursive: true, force: true });
await mkdir(documentsDir);
for (const { name, text, typeName } of operations) {
  await writeFile(
    new URL(`${name}.ts`, documentsDir),
    await format(
      `// Generated by npm run codegen from src/graphql; do not edit.\n` +
        `import type { Document, ${typeName}, ${typeName}Variables } from '../generated.js';\n\n` +
        `export const ${name}Document = ${JSON.stringify(text)} as Document<${typeName}, ${typeName}Variables>;\n`,
      { parser: 'typescript' },
    ),
  );
}

// Persisted documents: every operation's text by its id (the first hex digits of the text's SHA-256). The SPA sends a
// query's id in a GET (a short URL, cacheable by URL); the BFF puts the text in its place (bff/persisted-documents.ts).
// Mutations go as POSTs with their text, so the SPA keeps the ids of queries only.
await writeFile(
  new URL('../src/graphql/persisted-documents.ts', import.meta.url),
  await format(
    `// Generated by npm run codegen; do not edit. Each query's persisted id, by operation name.\n` +
      `export const persistedDocumentIds: Record<string, string> = ${JSON.stringify(
        Object.fromEntries(operations.filter(({ query }) => query).map(({ name, id }) => [name, id])),
      )};\n`,
    { parser: 'typescript' },
  ),
);
await writeFile(
  new URL('../bff/persisted-documents.json', import.meta.url),
  `${JSON.stringify(Object.fromEntries(operations.map(({ id, text }) => [id, text])), null, 2)}\n`,
);
await app.close();
console.log('Wrote api/db/types.ts, bff/generated.ts, src/graphql/generated.ts, src/graphql/documents/ and the persisted documents');
