import type { FastifyError, FastifyPluginAsync } from 'fastify';
import { HttpError } from './errors.js';
import { refuseInfiniteNumbers } from './plugins/finite-numbers.js';
import { pruning } from './plugins/pruning.js';
import { responseCache } from './plugins/response-cache.js';
import { services, type ServicesOptions } from './plugins/services.js';
import { accountRoutes } from './routes/public/accounts.js';
import { categoryRoutes } from './routes/public/categories.js';
import { productRoutes } from './routes/public/products.js';
import { supportRoutes } from './routes/public/support.js';
import { swatchRoutes } from './routes/public/swatches.js';
import { uploadRoutes } from './routes/public/uploads.js';
import { signedInRoutes } from './routes/signed-in/index.js';

const STATUS_NAMES: Record<number, string> = {
  400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 409: 'Conflict', 413: 'Payload Too Large',
  415: 'Unsupported Media Type', 429: 'Too Many Requests',
};

export type RestApiOptions = ServicesOptions & {
  /** Receives the catalogue version, for a BFF in the same process to know when its cached answers went stale. */
  exposeCatalogueVersion?: ((version: () => number) => void) | undefined;
};

/** The REST backend of SPEC §7, mounted by the server under /api. */
export const restApi = (options: RestApiOptions): FastifyPluginAsync => async (app) => {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError || error.validation || (error.statusCode && error.statusCode < 500)) {
      const statusCode = error.statusCode ?? 400;
      return reply.code(statusCode).send({ statusCode, error: STATUS_NAMES[statusCode] ?? 'Bad Request', message: error.message });
    }
    request.log.error(error);
    return reply.code(500).send({ statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong' });
  });
  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ statusCode: 404, error: 'Not Found', message: `No route ${request.method} ${request.url}` });
  });

  app.addHook('preValidation', refuseInfiniteNumbers);
  await app.register(services(options));
  options.exposeCatalogueVersion?.(() => app.catalogueCache.version());
  await app.register(pruning);
  await app.register(responseCache);
  app.get('/health', { schema: { response: { 200: { type: 'object', properties: { ok: { type: 'boolean' } } } } } }, async () => ({ ok: true }));
  for (const routes of [categoryRoutes, productRoutes, swatchRoutes, uploadRoutes, accountRoutes, supportRoutes]) await app.register(routes);
  await app.register(signedInRoutes);
};
