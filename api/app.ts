import type { FastifyError, FastifyPluginAsync } from 'fastify';
import type { Database } from './db/database.js';
import { createCategoryRepository } from './repositories/categories.js';
import { createProductRepository } from './repositories/products.js';
import { categoryRoutes } from './routes/categories.js';
import { HttpError } from './routes/http-errors.js';
import { productRoutes } from './routes/products.js';
import { swatchRoutes } from './routes/swatches.js';

/** The REST backend of SPEC §7, mounted by the server under /api. */
export const restApi = (database: Database): FastifyPluginAsync => async (app) => {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError || error.validation || (error.statusCode && error.statusCode < 500)) {
      const statusCode = error.statusCode ?? 400;
      return reply.code(statusCode).send({ statusCode, error: statusCode === 404 ? 'Not Found' : 'Bad Request', message: error.message });
    }
    request.log.error(error);
    return reply.code(500).send({ statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong' });
  });
  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ statusCode: 404, error: 'Not Found', message: `No route ${request.method} ${request.url}` });
  });

  app.get('/health', { schema: { response: { 200: { type: 'object', properties: { ok: { type: 'boolean' } } } } } }, async () => ({ ok: true }));
  await app.register(categoryRoutes(createCategoryRepository(database.db)));
  await app.register(productRoutes(createProductRepository(database.db)));
  await app.register(swatchRoutes);
};
