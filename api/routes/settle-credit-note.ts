import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * After a cancellation commits, its credit note is registered (when e-invoicing) and drawn, after the answer; a
 * failure is only logged: the first download does what is missing.
 */
export function settleCreditNote(app: FastifyInstance, request: FastifyRequest, orderId: number) {
  void app.creditNotes
    .settleFor(orderId)
    .catch((error: unknown) =>
      request.log.warn({ err: error }, 'a credit note was not drawn after its cancellation; its first download draws it'),
    );
}
