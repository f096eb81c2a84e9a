import type { FastifyReply, FastifyRequest } from 'fastify';
import { CATALOGUE_TAGS_HEADER, tagsToHeader, type CatalogueChangeFeed } from '../domain/catalogue-changes.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Key and change number of a GraphQL request not answered from the cache, to keep its answer if it may be. */
    graphqlAnswer?: { key: string; since: number };
    /** The catalogue tags of the backend answers this request was built from; null once one came without them. */
    graphqlTags?: Set<string> | null;
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

/** Where answers are kept, each with its catalogue tags, until a change to one of them (the server's tagged cache). */
export interface AnswerStore {
  get(key: string): { body: string } | undefined;
  tags(key: string): readonly string[];
  /** Keeps an answer begun when the feed was at `since`, unless something it shows has changed since. */
  set(key: string, value: { body: string }, tags: readonly string[], since: number): void;
}

export interface AnswerCacheOptions {
  /** The REST backend's catalogue changes, when it runs in this process (else nothing is cached: freshness unknown). */
  changes: CatalogueChangeFeed;
  store: AnswerStore;
}

/** Tells a caller that asks (the page renderer) which catalogue tags an answer shows. */
function tell(request: FastifyRequest, reply: FastifyReply, tags: Iterable<string>) {
  if (request.headers[CATALOGUE_TAGS_HEADER] !== undefined) reply.header(CATALOGUE_TAGS_HEADER, tagsToHeader(tags));
}

/** An onSend hook for /graphql: a caller that asks is told the catalogue tags of the answer, when it has them. */
export async function tellCatalogueTags(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (request.graphqlTags && reply.statusCode === 200) tell(request, reply, request.graphqlTags);
  return payload;
}

/**
 * Answers of catalogue-only GraphQL queries (products, product, categories), kept by document and variables with the
 * catalogue tags of the backend answers they were built from, until one of those changes: the landing and list pages
 * then cost the BFF little more than the REST answer cache does. `serve` runs before the document guard: only
 * requests identical to one the guard let through and found to read only the catalogue are ever kept, so a hit needs
 * no second check. `keep` keeps what the guard marked so.
 */
export function answerCache({ changes, store: answers }: AnswerCacheOptions) {
  return {
    async serve(request: FastifyRequest, reply: FastifyReply) {
      if (request.graphqlAnswer) return;
      // At onRequest a POST has no body yet: it is looked up at preValidation.
      if (request.method === 'POST' && request.body === undefined) return;
      const key = keyOf(request);
      if (key === null) return;
      const cached = answers.get(key);
      if (cached) {
        tell(request, reply, answers.tags(key));
        return reply.header('content-type', 'application/json; charset=utf-8').send(cached.body);
      }
      request.graphqlAnswer = { key, since: changes.seq() };
    },

    async keep(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
      const answer = request.graphqlAnswer;
      const tags = request.graphqlTags;
      if (
        answer &&
        tags &&
        request.graphqlCatalogueOnly &&
        reply.statusCode === 200 &&
        typeof payload === 'string' &&
        !payload.includes('"errors"')
      ) {
        answers.set(answer.key, { body: payload }, [...tags], answer.since);
      }
      return payload;
    },
  };
}
