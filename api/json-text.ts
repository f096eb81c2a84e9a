import type { FastifyReply } from 'fastify';

/**
 * Sends JSON that is already text (products keep their answer as JSON, migration 0004), so it is not serialised again.
 * The route's schema still states the shape; the API tests check answers against it.
 */
export function sendJsonText(reply: unknown, text: string): FastifyReply {
  return (reply as FastifyReply).type('application/json; charset=utf-8').send(text);
}
