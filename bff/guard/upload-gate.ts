import type { FastifyReply, FastifyRequest } from 'fastify';
import { byteBudget } from '../../domain/byte-budget.js';
import { dropUnreadBody } from '../../domain/unread-body.js';
import type { RestClient } from '../rest-client.js';
import { MAX_UPLOAD_REQUEST_BYTES, UPLOADS_IN_FLIGHT_BYTES } from '../../domain/shopping.js';

/** The answer goes out at once; what is left of the body is then dropped unread (domain/unread-body.ts). */
const refuse = (reply: FastifyReply, status: number, code: string, message: string) => {
  dropUnreadBody(reply.request.raw, reply.raw);
  return reply.code(status).send({ data: null, errors: [{ message, extensions: { code } }] });
};

/**
 * An onRequest hook for /graphql: a multipart request (a file upload) is answered before a byte of its body is read
 * when it is larger than any upload may be, when its sender is not signed in (every upload needs an account), or
 * when the process is already receiving as many upload bytes as it holds at once. Otherwise its declared size (the
 * largest, when it declares none) is held until it is answered.
 */
export function uploadGate(rest: RestClient) {
  const inFlight = byteBudget(UPLOADS_IN_FLIGHT_BYTES);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (
      request.method !== 'POST' ||
      !String(request.headers['content-type'] ?? '')
        .toLowerCase()
        .startsWith('multipart/')
    )
      return;
    const declared = Number(request.headers['content-length']);
    const bytes = Number.isSafeInteger(declared) && declared >= 0 ? declared : MAX_UPLOAD_REQUEST_BYTES;
    if (bytes > MAX_UPLOAD_REQUEST_BYTES) {
      return refuse(reply, 413, 'PAYLOAD_TOO_LARGE', 'Too much to upload at once: at most 5 pictures of 5 MB each.');
    }
    const token = request.headers.authorization;
    const signedIn =
      typeof token === 'string' &&
      token !== '' &&
      (await rest.get('/user/me', { token, clientAddress: request.ip }).then(
        () => true,
        () => false,
      ));
    if (!signedIn) return refuse(reply, 401, 'UNAUTHENTICATED', 'Please sign in to upload pictures.');
    const release = inFlight.take(bytes);
    if (!release)
      return refuse(
        reply.header('retry-after', '5'),
        429,
        'TOO_MANY_REQUESTS',
        'The store is receiving many pictures right now. Please try again in a moment.',
      );
    reply.raw.once('close', release);
  };
}
