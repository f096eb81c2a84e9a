import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CATALOGUE_TAGS_HEADER, tagsToHeader } from '../../domain/catalogue-changes.js';
import { answerCacheLookups } from '../metrics.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer depends only on the URL and the catalogue: it may be served from the catalogue cache. */
    catalogueCache?: boolean;
  }
  interface FastifyRequest {
    /** The catalogue's change number when this request began (for routes with config.catalogueCache). */
    catalogueSince?: number;
    /** What the answer shows, as catalogue tags (domain/catalogue-changes.ts); set by the route. None: only
     * changes anywhere in the catalogue touch it (categories, say). */
    catalogueTags?: readonly string[];
  }
}

/**
 * Catalogue reads (lists, products, reviews, categories) are answered from memory until something they show
 * changes: the URL is the key, the body is kept as sent, with the tags the route gave it. Only 200s are kept. A
 * caller that asks (the BFF, in this process) is told the tags in a header, so its own answers can follow them too.
 */
export const responseCache: FastifyPluginAsync = fp(
  async (app) => {
    const tell = (request: FastifyRequest, reply: FastifyReply, tags: readonly string[]) => {
      if (request.headers[CATALOGUE_TAGS_HEADER] !== undefined) reply.header(CATALOGUE_TAGS_HEADER, tagsToHeader(tags));
    };
    // At preValidation: after every onRequest hook (logging, draining, observers), before the query is validated again.
    app.addHook('preValidation', async (request: FastifyRequest, reply: FastifyReply) => {
      if (!request.routeOptions.config.catalogueCache || request.method !== 'GET') return;
      const cached = app.catalogueCache.response(request.url);
      answerCacheLookups.inc({ cache: 'rest', outcome: cached === undefined ? 'miss' : 'hit' });
      if (cached !== undefined) {
        tell(request, reply, cached.tags);
        return reply.header('content-type', 'application/json; charset=utf-8').header('x-cache', 'hit').send(cached.body);
      }
      request.catalogueSince = app.catalogueCache.seq();
    });
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.catalogueSince === undefined || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
      const tags = request.catalogueTags ?? [];
      tell(request, reply, tags);
      app.catalogueCache.keepResponse(request.url, payload, tags, request.catalogueSince);
      return payload;
    });
  },
  { name: 'response-cache', dependencies: ['services'] },
);
