import type { FastifyRequest } from 'fastify';

/** The operator making an admin call, as Activity names them. */
export const operatorOf = (request: FastifyRequest) => request.user.email.toLowerCase();
