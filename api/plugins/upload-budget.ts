import type { FastifyReply, FastifyRequest } from 'fastify';
import { byteBudget } from '../../domain/byte-budget.js';
import { dropUnreadBody } from '../../domain/unread-body.js';
import { MAX_UPLOAD_REQUEST_BYTES, UPLOADS_IN_FLIGHT_BYTES } from '../../domain/shopping.js';
import { HttpError, tooManyRequests } from '../errors.js';

/**
 * An onRequest hook for the signed-in routes, after authentication: a multipart upload larger than any may be is
 * refused before its body is read, and so is one that would take this process past the upload bytes it receives at
 * once. Otherwise its declared size (the largest, when it declares none) is held until it is answered.
 */
export function uploadBudget() {
  const inFlight = byteBudget(UPLOADS_IN_FLIGHT_BYTES);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    // At onRequest the body is not parsed yet, so the header says whether it is multipart.
    if (
      !String(request.headers['content-type'] ?? '')
        .toLowerCase()
        .startsWith('multipart/')
    )
      return;
    const declared = Number(request.headers['content-length']);
    const bytes = Number.isSafeInteger(declared) && declared >= 0 ? declared : MAX_UPLOAD_REQUEST_BYTES;
    if (bytes > MAX_UPLOAD_REQUEST_BYTES) throw new HttpError(413, 'Too much to upload at once: at most 5 pictures of 5 MB each.');
    const release = inFlight.take(bytes);
    if (!release) {
      reply.header('retry-after', '5');
      throw tooManyRequests('The store is receiving many pictures right now. Please try again in a moment.');
    }
    reply.raw.once('close', release);
  };
}

/**
 * An onSend hook: after an answer sent before its request's body was read (a refusal at onRequest), what is left of
 * the body is dropped unread, and the connection cut if it keeps coming (domain/unread-body.ts).
 */
export async function dropUnreadBodies(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const hasBody = Number(request.headers['content-length']) > 0 || request.headers['transfer-encoding'] !== undefined;
  if (hasBody && request.raw.complete === false) dropUnreadBody(request.raw, reply.raw);
}
