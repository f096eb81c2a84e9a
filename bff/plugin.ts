import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import mercurius from 'mercurius';
import { buildContext } from './context.js';
import { catalogueResolvers } from './resolvers/catalogue.js';
import { createRestClient } from './rest-client.js';

const schemaDir = fileURLToPath(new URL('./schema/', import.meta.url));
export const schema = readdirSync(schemaDir)
  .filter((file) => file.endsWith('.graphql'))
  .sort()
  .map((file) => readFileSync(schemaDir + file, 'utf8'))
  .join('\n');

export interface BffOptions {
  /** Base URL of the REST backend, ending in /api; a function when it is known only after listen. */
  backendUrl: string | (() => string);
  graphiql?: boolean;
}

/** The BFF: GraphQL at /graphql over the REST backend. Holds no business rules and no database. */
export const bff = ({ backendUrl, graphiql = false }: BffOptions): FastifyPluginAsync => fp(async (app) => {
  const rest = createRestClient(backendUrl);
  await app.register(mercurius, {
    schema,
    resolvers: catalogueResolvers,
    context: buildContext(rest),
    jit: 1,
    graphiql,
    path: '/graphql',
  });
}, { name: 'bff' });
