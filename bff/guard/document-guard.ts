import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { GraphQLError, parse, specifiedRules, validate, type DocumentNode, type GraphQLSchema } from 'graphql';
import { jsonNestingError } from '../../domain/json-nesting.js';
import { CostError, documentCost } from './cost.js';
import { variablesError } from './variables.js';

/** What one GraphQL request may ask. The SPA's largest document is about 1 KB and costs a few hundred. */
export const DOCUMENT_LIMITS = {
  maxBytes: 6_000,
  maxTokens: 800,
  maxAliases: 10,
  maxDepth: 10,
  maxDirectives: 10,
  maxCost: 10_000,
  /** Distinct valid documents remembered, here and in mercurius' own cache (where each is at most maxTokens). */
  knownDocuments: 100,
  /** Bytes the guard's own memory of documents may take (a parsed document is counted at 40 bytes a character). */
  knownBytes: 8 * 1024 * 1024,
} as const;

/** What the guard remembers of a valid document: its cost (or the document, when variables set a `limit`), and
 * whether it only reads the catalogue (so that its answer depends on nothing but the catalogue and the variables). */
type Known = ({ cost: number } | { document: DocumentNode }) & { catalogueOnly: boolean };

/** Root fields whose answers are the public catalogue. */
const CATALOGUE_FIELDS = new Set(['products', 'product', 'categories', 'categoryNames']);

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the guard: this GraphQL request only reads the catalogue. */
    graphqlCatalogueOnly?: boolean;
  }
}

function readsOnlyCatalogue(document: DocumentNode, operationName: string | undefined): boolean {
  const operations = document.definitions.filter((definition) => definition.kind === 'OperationDefinition');
  const operation = operationName
    ? operations.find((op) => op.name?.value === operationName)
    : operations.length === 1
      ? operations[0]
      : undefined;
  return (
    operation?.operation === 'query' &&
    operation.selectionSet.selections.every((selection) => selection.kind === 'Field' && CATALOGUE_FIELDS.has(selection.name.value))
  );
}

const rules = [
  ...specifiedRules,
  maxAliasesRule({ n: DOCUMENT_LIMITS.maxAliases, exposeLimits: true }),
  // Fragments count by what they select, not as levels of their own.
  maxDepthRule({ n: DOCUMENT_LIMITS.maxDepth, exposeLimits: true, ignoreIntrospection: false, flattenFragments: true }),
  maxDirectivesRule({ n: DOCUMENT_LIMITS.maxDirectives, exposeLimits: true }),
];

const refuse = (reply: FastifyReply, code: string, messages: string[]) =>
  reply.code(400).send({ data: null, errors: messages.map((message) => ({ message, extensions: { code } })) });

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A preHandler for /graphql that answers at once, before anything is executed or cached, when a document is too
 * large, does not parse, is invalid, or asks for too much. Only documents that pass are remembered (a bounded
 * number of them, each bounded in size), so a flood of distinct or invalid documents cannot fill memory.
 */
export function documentGuard(schema: () => GraphQLSchema) {
  const known = new LRUCache<string, Known>({
    max: DOCUMENT_LIMITS.knownDocuments,
    maxSize: DOCUMENT_LIMITS.knownBytes,
    sizeCalculation: (value, key) => ('document' in value ? key.length * 40 : key.length),
  });

  function parseAndValidate(query: string): DocumentNode | string[] {
    let document: DocumentNode;
    try {
      document = parse(query, { maxTokens: DOCUMENT_LIMITS.maxTokens, noLocation: true });
    } catch (error) {
      return [error instanceof GraphQLError ? error.message : 'The query could not be read.'];
    }
    try {
      const errors = validate(schema(), document, rules, { maxErrors: 10 });
      return errors.length > 0 ? errors.map((error) => error.message) : document;
    } catch (error) {
      // graphql-armor's rules throw the first limit they find exceeded.
      if (error instanceof GraphQLError) return [error.message.replace(/^Syntax Error: /, '')];
      throw error;
    }
  }

  /** The cost, or the reason it cannot be run (a `limit` over the cap). */
  function costOf(document: DocumentNode, variables: object, operationName: unknown): number | string {
    try {
      return documentCost(
        schema(),
        document,
        variables as Record<string, unknown>,
        typeof operationName === 'string' ? operationName : undefined,
        DOCUMENT_LIMITS.maxCost + 1,
      );
    } catch (error) {
      if (error instanceof CostError) return error.message;
      throw error;
    }
  }

  return async (request: FastifyRequest, reply: FastifyReply) => {
    const params: unknown = request.method === 'GET' ? request.query : request.body;
    if (!isPlainObject(params))
      return refuse(reply, 'BAD_REQUEST', ['Send one GraphQL request: a JSON object with query, variables and operationName.']);
    const { query, operationName } = params;
    // A GET carries its variables as JSON text in the query string.
    let variables = params.variables;
    if (request.method === 'GET' && typeof variables === 'string') {
      const nesting = jsonNestingError(variables);
      if (nesting) return refuse(reply, 'BAD_REQUEST', [nesting]);
      try {
        variables = JSON.parse(variables) as unknown;
      } catch {
        return refuse(reply, 'BAD_REQUEST', ['variables must be JSON.']);
      }
    }
    if (typeof query !== 'string' || query.trim() === '')
      return refuse(reply, 'BAD_REQUEST', ['query must be a GraphQL document, as a string.']);
    if (variables !== undefined && variables !== null && !isPlainObject(variables))
      return refuse(reply, 'BAD_REQUEST', ['variables must be an object.']);
    const tooLarge = variablesError(variables);
    if (tooLarge) return refuse(reply, 'BAD_REQUEST', [tooLarge]);
    if (operationName !== undefined && operationName !== null && typeof operationName !== 'string')
      return refuse(reply, 'BAD_REQUEST', ['operationName must be a string.']);
    const bytes = Buffer.byteLength(query);
    if (bytes > DOCUMENT_LIMITS.maxBytes) {
      return refuse(reply, 'QUERY_TOO_LARGE', [`The query is too long: ${bytes} bytes, at most ${DOCUMENT_LIMITS.maxBytes}.`]);
    }

    // The cost of a document without variables depends only on it and on which operation runs.
    const key = `${operationName ?? ''}\n${query}`;
    let remembered = known.get(key);
    if (!remembered) {
      const parsed = parseAndValidate(query);
      if (Array.isArray(parsed)) return refuse(reply, 'GRAPHQL_VALIDATION_FAILED', parsed);
      const usesVariables = parsed.definitions.some(
        (definition) => definition.kind === 'OperationDefinition' && (definition.variableDefinitions?.length ?? 0) > 0,
      );
      const catalogueOnly = readsOnlyCatalogue(parsed, operationName ?? undefined);
      if (usesVariables) {
        remembered = { document: parsed, catalogueOnly };
      } else {
        const cost = costOf(parsed, {}, operationName);
        if (typeof cost === 'string') return refuse(reply, 'BAD_USER_INPUT', [cost]);
        remembered = { cost, catalogueOnly };
      }
      known.set(key, remembered);
    }
    const cost = 'cost' in remembered ? remembered.cost : costOf(remembered.document, variables ?? {}, operationName);
    if (typeof cost === 'string') return refuse(reply, 'BAD_USER_INPUT', [cost]);
    if (cost > DOCUMENT_LIMITS.maxCost) {
      return refuse(reply, 'QUERY_TOO_COSTLY', [
        `This query asks for too much at once (its cost is over ${DOCUMENT_LIMITS.maxCost}). Ask for fewer products or fields.`,
      ]);
    }
    request.graphqlCatalogueOnly = remembered.catalogueOnly;
  };
}
