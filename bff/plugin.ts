import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { GraphQLUpload } from 'graphql-upload-minimal';
import mercurius, { type IResolvers, type MercuriusLoaders } from 'mercurius';
import { mercuriusUpload } from 'mercurius-upload';
import { boundedJsonParser } from '../domain/json-nesting.js';
import { answerCache, tellCatalogueTags, type AnswerCacheOptions } from './answer-cache.js';
import { DOCUMENT_LIMITS, documentGuard } from './guard/document-guard.js';
import { uploadGate } from './guard/upload-gate.js';
import { buildContext } from './context.js';
import { createReverseGeocoder, DEFAULT_GEOCODE_URL, DEFAULT_TILE_URL } from './geocode.js';
import { productReviews } from './loaders/catalogue.js';
import { createLocationLookup } from './location.js';
import { resolvePersistedDocument } from './persisted-documents.js';
import { accountResolvers } from './resolvers/accounts.js';
import { businessResolvers } from './resolvers/business.js';
import { companyResolvers } from './resolvers/company.js';
import { quoteResolvers } from './resolvers/quotes.js';
import { claimResolvers } from './resolvers/claims.js';
import { catalogueResolvers } from './resolvers/catalogue.js';
import { checkoutResolvers } from './resolvers/checkout.js';
import { shoppingResolvers } from './resolvers/shopping.js';
import { supportResolvers } from './resolvers/support.js';
import { createRestClient } from './rest-client.js';
import type { RestTransport } from './rest-transport.js';
import { UPLOAD_LIMITS } from './uploads.js';

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
  /** How to reach the REST backend: httpTransport(BACKEND_URL), or injectTransport into this server. */
  transport: RestTransport;
  /** IP-location service; `{ip}` is replaced by the buyer's address. */
  locationUrl?: string;
  /** Map tiles for the address popup (MAP_TILE_URL) and the reverse-geocoding service (GEOCODE_URL). */
  tileUrl?: string;
  geocodeUrl?: string;
  graphiql?: boolean;
  /** How long one backend call may take (BACKEND_TIMEOUT_MS, default 10 s). */
  timeoutMs?: number;
  /** Keep catalogue answers for this catalogue version (given when the REST backend runs in this process). */
  answers?: AnswerCacheOptions | undefined;
}

/** The BFF: GraphQL at /graphql over the REST backend. Holds no business rules and no database. */
export const DEFAULT_LOCATION_URL = 'https://ipapi.co/{ip}/json/';

export const bff = ({
  transport,
  locationUrl = DEFAULT_LOCATION_URL,
  tileUrl = DEFAULT_TILE_URL,
  geocodeUrl = DEFAULT_GEOCODE_URL,
  graphiql = false,
  timeoutMs = 10_000,
  answers,
}: BffOptions): FastifyPluginAsync =>
  fp(
    async (app) => {
      const rest = createRestClient({ transport, timeoutMs });
      // Every document is checked (size, tokens, validity, aliases, depth, cost) before mercurius parses, caches or runs it.
      const guard = documentGuard(() => app.graphql.schema);
      const gate = uploadGate(rest);
      const cache = answers ? answerCache(answers) : null;
      // Bodies nested too deeply are refused before they are parsed (the variables inside are then checked by the guard).
      app.removeContentTypeParser('application/json');
      app.addContentTypeParser('application/json', { parseAs: 'string' }, boundedJsonParser(app.getDefaultJsonParser('error', 'error')));
      app.addHook('onRoute', (route) => {
        if (route.url !== '/graphql') return;
        route.preHandler = [guard, ...[route.preHandler ?? []].flat()];
        // Uploads are refused (too large, signed out, too many at once) before their bodies are read.
        route.onRequest = [gate, ...[route.onRequest ?? []].flat()];
        route.preValidation = [resolvePersistedDocument, ...[route.preValidation ?? []].flat()];
        // A cached answer is sent before the request is parsed and validated again: a GET at onRequest, by its URL; a
        // POST once its body is read (see answer-cache.ts).
        if (cache) {
          route.onRequest = [cache.serve, ...[route.onRequest ?? []].flat()];
          route.preValidation = [cache.serve, ...[route.preValidation ?? []].flat()];
        }
        route.onSend = [...(cache ? [cache.keep] : []), tellCatalogueTags, ...[route.onSend ?? []].flat()];
      });
      await app.register(mercuriusUpload, UPLOAD_LIMITS);
      await app.register(mercurius, {
        schema,
        resolvers: mergeResolvers(
          { Upload: GraphQLUpload } as IResolvers,
          catalogueResolvers,
          accountResolvers,
          businessResolvers,
          companyResolvers,
          shoppingResolvers,
          checkoutResolvers,
          supportResolvers,
          quoteResolvers,
          claimResolvers,
        ),
        cache: DOCUMENT_LIMITS.knownDocuments,
        graphql: { parseOptions: { maxTokens: DOCUMENT_LIMITS.maxTokens } },
        // Batched per request: a page of N products costs one backend call per kind of field, not N.
        // (The generated loader types ignore the REST mappers, hence the cast.)
        loaders: { Product: { reviews: productReviews } } as unknown as MercuriusLoaders,
        context: buildContext(rest, createLocationLookup(locationUrl), { geocode: createReverseGeocoder(geocodeUrl), tileUrl }),
        jit: 1,
        graphiql,
        path: '/graphql',
      });
    },
    { name: 'bff' },
  );
