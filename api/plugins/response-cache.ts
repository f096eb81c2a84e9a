import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer depends only on the URL and the catalogue: it may be served from the catalogue cache. */
    catalogueCache?: boolean;
  }
  interface FastifyRequest {
    /** The catalogue version when this request began (for routes with config.catalogueCache). */
    catalogueVersionAtStart?: number;
  }
}

/**
 * Catalogue reads (lists, products, reviews, categories) are answered from memory while the catalogue version is
 * the one they were made at: the URL is the key, the body is kept as sent. Only 200s made under one version are kept.
 */
export const responseCache: FastifyPluginAsync = fp(async (app) => {
  // At preValidation: after every onRequest hook (logging, draining, observers), before the query is validated again.
  app.addHook('preValidation', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.routeOptions.config.catalogueCache || request.method !== 'GET') return;
    const cached = app.catalogueCache.response(request.url);
    if (cached !== undefined) return reply.header('content-type', 'application/json; charset=utf-8').header('x-cache', 'hit').send(cached);
    request.catalogueVersionAtStart = app.catalogueCache.version();
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.catalogueVersionAtStart === undefined || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    app.catalogueCache.keepResponse(request.url, payload, request.catalogueVersionAtStart);
    return payload;
  });
}, { name: 'response-cache', dependencies: ['services'] });
