import type { FastifyError, FastifyPluginAsync } from 'fastify';
import { createAccountService } from './auth/account-service.js';
import { createMailer, type Mailer } from './auth/mailer.js';
import type { AuthConfig } from './config.js';
import type { Database } from './db/database.js';
import { accountRoutes } from './routes/accounts.js';
import { createAuthenticate } from './routes/authenticate.js';
import { profileRoutes } from './routes/profile.js';
import { createCategoryRepository } from './repositories/categories.js';
import { createProductRepository } from './repositories/products.js';
import { categoryRoutes } from './routes/categories.js';
import { HttpError } from './routes/http-errors.js';
import { productRoutes } from './routes/products.js';
import { swatchRoutes } from './routes/swatches.js';

const STATUS_NAMES: Record<number, string> = {
  400: 'Bad Request', 401: 'Unauthorized', 404: 'Not Found', 409: 'Conflict', 413: 'Payload Too Large', 429: 'Too Many Requests',
};

export interface RestApiOptions {
  database: Database;
  auth: AuthConfig;
  /** Where uploads and the mail outbox live. */
  dataDir: string;
  mailer?: Mailer;
}

/** The REST backend of SPEC §7, mounted by the server under /api. */
export const restApi = ({ database, auth, dataDir, mailer }: RestApiOptions): FastifyPluginAsync => async (app) => {
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

  app.get('/health', { schema: { response: { 200: { type: 'object', properties: { ok: { type: 'boolean' } } } } } }, async () => ({ ok: true }));
  await app.register(categoryRoutes(createCategoryRepository(database.db)));
  await app.register(productRoutes(createProductRepository(database.db)));
  await app.register(swatchRoutes);
  const accounts = createAccountService(database, auth, mailer ?? createMailer({ smtpUrl: auth.smtpUrl, from: auth.mailFrom, dataDir }));
  const authenticate = createAuthenticate(accounts);
  await app.register(accountRoutes(accounts, auth, authenticate));
  await app.register(profileRoutes(accounts, authenticate, dataDir));
};
