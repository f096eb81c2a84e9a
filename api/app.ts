import { AjvCompiler } from '@fastify/ajv-compiler';
import type { FastifyError, FastifyPluginAsync } from 'fastify';
import { boundedJsonParser } from '../domain/json-nesting.js';
import type { CatalogueChanges } from './catalogue/changes.js';
import { HttpError } from './errors.js';
import { databaseRefusal } from './database-errors.js';
import { schemaErrors } from './schema-errors.js';
import { apiDocs } from './plugins/api-docs.js';
import { refuseInfiniteNumbers } from './plugins/finite-numbers.js';
import { dropUnreadBodies } from './plugins/upload-budget.js';
import { pruning } from './plugins/pruning.js';
import { responseCache } from './plugins/response-cache.js';
import { services, type ServicesOptions } from './plugins/services.js';
import { accountRoutes } from './routes/public/accounts.js';
import { categoryRoutes } from './routes/public/categories.js';
import { productRoutes } from './routes/public/products.js';
import { supportRoutes } from './routes/public/support.js';
import { invitationRoutes } from './routes/public/invitations.js';
import { swatchRoutes } from './routes/public/swatches.js';
import { uploadRoutes } from './routes/public/uploads.js';
import { einvoiceRoutes } from './routes/public/einvoice.js';
import { signedInRoutes } from './routes/signed-in/index.js';
import type { JobQueue } from './jobs/job-queue.js';

const STATUS_NAMES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
};

export type RestApiOptions = ServicesOptions & {
  /** Receives the catalogue's changes, for a BFF and pages in the same process to follow them with their own caches. */
  exposeCatalogueChanges?: ((changes: CatalogueChanges) => void) | undefined;
  /** Receives the job queue, for the server's metrics and graceful stop, and for tests to wait for mail. */
  exposeJobs?: ((jobs: JobQueue) => void) | undefined;
};

/** Fastify's own Ajv compilers, one per set of options. */
const validators = AjvCompiler();

/** The REST backend of SPEC §7, mounted by the server under /api. */
export const restApi =
  (options: RestApiOptions): FastifyPluginAsync =>
  async (app) => {
    app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
      if (error instanceof HttpError || error.validation || (error.statusCode && error.statusCode < 500)) {
        const statusCode = error.statusCode ?? 400;
        if (error instanceof HttpError) reply.headers(error.headers);
        return reply.code(statusCode).send({ statusCode, error: STATUS_NAMES[statusCode] ?? 'Bad Request', message: error.message });
      }
      // A rule the schemas and services missed, which the database kept: a refusal with a sentence, logged to be fixed.
      const refusal = databaseRefusal(error);
      if (refusal) {
        request.log.warn({ err: error }, 'the database refused a write no earlier check caught');
        return reply
          .code(refusal.statusCode)
          .send({ statusCode: refusal.statusCode, error: STATUS_NAMES[refusal.statusCode]!, message: refusal.message });
      }
      request.log.error(error);
      return reply.code(500).send({ statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong' });
    });
    app.setNotFoundHandler((request, reply) => {
      reply.code(404).send({ statusCode: 404, error: 'Not Found', message: `No route ${request.method} ${request.url}` });
    });

    // A number in a JSON body is a JSON number: no "0x10", "-Infinity" or true read as one. Query strings and paths are
    // text, so their numbers are still read from it (and refuseInfiniteNumbers keeps out the infinite ones).
    // Rupees are checked as whole paise (multipleOf 0.01), which binary fractions meet only to within a rounding.
    // A field the contract does not name is refused (400 naming it), as the OpenAPI document's additionalProperties:
    // false promises, not dropped in silence (Ajv's removeAdditional, Fastify's default).
    const strictBody = validators({}, { customOptions: { coerceTypes: false, multipleOfPrecision: 9, removeAdditional: false } });
    const coercing = validators({}, { customOptions: { multipleOfPrecision: 9 } });
    app.setSchemaErrorFormatter(schemaErrors);
    app.setValidatorCompiler((route) => (route.httpPart === 'body' ? strictBody : coercing)(route));
    // Bodies nested too deeply are refused before anything parses or walks them.
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, boundedJsonParser(app.getDefaultJsonParser('error', 'error')));
    app.addHook('preValidation', refuseInfiniteNumbers);
    app.addHook('onSend', dropUnreadBodies);
    await apiDocs(app);
    await app.register(services(options));
    options.exposeCatalogueChanges?.(app.catalogueChanges);
    options.exposeJobs?.(app.jobs);
    await app.register(pruning);
    await app.register(responseCache);
    // Alive and reaching its database (one trivial statement): what a load balancer asks before sending buyers here.
    const health = { type: 'object', properties: { ok: { type: 'boolean' } } } as const;
    app.get('/health', { schema: { response: { 200: health, 503: health } } }, async (_request, reply) =>
      (await app.repos.databaseAnswers()) ? { ok: true } : reply.code(503).send({ ok: false }),
    );
    for (const routes of [
      categoryRoutes,
      productRoutes,
      swatchRoutes,
      uploadRoutes,
      accountRoutes,
      supportRoutes,
      invitationRoutes,
      einvoiceRoutes,
    ])
      await app.register(routes);
    await app.register(signedInRoutes);
  };
