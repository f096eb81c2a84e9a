import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';

declare module 'fastify' {
  interface FastifyRequest {
    /** Key and catalogue version of a GraphQL request not answered from the cache, to keep its answer if it may be. */
    graphqlAnswer?: { key: string; version: number };
  }
}

/** A GET is keyed by its URL, as REST's answers are; a POST by its operation, document and variables. */
function keyOf(request: FastifyRequest): string | null {
  if (request.method === 'GET') return request.url.length <= 16_000 ? request.url : null;
  if (request.method !== 'POST' || typeof request.body !== 'object' || request.body === null) return null;
  const { query, variables, operationName } = request.body as { query?: unknown; variables?: unknown; operationName?: unknown };
  if (typeof query !== 'string' || query.length > 8_000) return null;
  return `${String(operationName ?? '')}\n${query}\n${JSON.stringify(variables ?? {})}`;
}

export interface AnswerCacheOptions {
  /** The REST backend's catalogue version, when it runs in this process (else nothing is cached: freshness unknown). */
  catalogueVersion: () => number;
  maxBytes: number;
}

/**
 * Answers of catalogue-only GraphQL queries (products, product, categories), kept by document and variables for the
 * catalogue version they were made at: the landing and list pages then cost the BFF little more than the REST answer
 * cache does. `serve` runs before the document guard: only requests identical to one the guard let through and found
 * to read only the catalogue are ever kept, so a hit needs no second check. `keep` keeps what the guard marked so.
 */
export function answerCache({ catalogueVersion, maxBytes }: AnswerCacheOptions) {
  const answers = new LRUCache<string, { body: string; version: number }>({
    max: 10_000, maxSize: maxBytes, sizeCalculation: (entry, key) => 2 * (entry.body.length + key.length),
  });

  return {
    async serve(request: FastifyRequest, reply: FastifyReply) {
      if (request.graphqlAnswer) return;
      // At onRequest a POST has no body yet: it is looked up at preValidation.
      if (request.method === 'POST' && request.body === undefined) return;
      const key = keyOf(request);
      if (key === null) return;
      const version = catalogueVersion();
      const cached = answers.get(key);
      if (cached?.version === version) return reply.header('content-type', 'application/json; charset=utf-8').send(cached.body);
      request.graphqlAnswer = { key, version };
    },

    async keep(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
      const answer = request.graphqlAnswer;
      if (answer && request.graphqlCatalogueOnly && reply.statusCode === 200 && typeof payload === 'string' && !payload.includes('"errors"') && catalogueVersion() === answer.version) {
        answers.set(answer.key, { body: payload, version: answer.version });
      }
      return payload;
    },
  };
}
