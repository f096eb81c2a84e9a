import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import mercurius, { type IResolvers } from 'mercurius';
import { buildContext } from './context.js';
import { createLocationLookup } from './location.js';
import { accountResolvers } from './resolvers/accounts.js';
import { catalogueResolvers } from './resolvers/catalogue.js';
import { createRestClient } from './rest-client.js';

const schemaDir = fileURLToPath(new URL('./schema/', import.meta.url));
export const schema = readdirSync(schemaDir)
  .filter((file) => file.endsWith('.graphql'))
  .sort()
  .map((file) => readFileSync(schemaDir + file, 'utf8'))
  .join('\n');

function mergeResolvers(...all: IResolvers[]): IResolvers {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const resolvers of all) {
    for (const [type, fields] of Object.entries(resolvers)) merged[type] = { ...merged[type], ...(fields as Record<string, unknown>) };
  }
  return merged as IResolvers;
}

export interface BffOptions {
  /** Base URL of the REST backend, ending in /api; a function when it is known only after listen. */
  backendUrl: string | (() => string);
  /** IP-location service; `{ip}` is replaced by the buyer's address. */
  locationUrl?: string;
  graphiql?: boolean;
}

/** The BFF: GraphQL at /graphql over the REST backend. Holds no business rules and no database. */
export const DEFAULT_LOCATION_URL = 'https://ipapi.co/{ip}/json/';

export const bff = ({ backendUrl, locationUrl = DEFAULT_LOCATION_URL, graphiql = false }: BffOptions): FastifyPluginAsync => fp(async (app) => {
  const rest = createRestClient(backendUrl);
  await app.register(mercurius, {
    schema,
    resolvers: mergeResolvers(catalogueResolvers, accountResolvers),
    context: buildContext(rest, createLocationLookup(locationUrl)),
    jit: 1,
    graphiql,
    path: '/graphql',
  });
}, { name: 'bff' });
