import type { TransporterTracking } from '../../domain/dispatch.js';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { restApi } from '../../api/app.js';
import type { Mailer } from '../../api/auth/mailer.js';
import type { PaymentProvider } from '../../api/checkout/payment.js';
import type { AuthConfig } from '../../api/config.js';
import type { Database } from '../../api/db/database.js';
import type { JobSettings } from '../../api/jobs/job-settings.js';
import type { Supplier } from '../../domain/invoice.js';
import type { TestDatabase } from './databases.js';
import { tempDataDir, testAuthConfig } from './test-config.js';

/** The REST backend alone, mounted under /api as the server mounts it, for app.inject tests. */
export async function apiApp(
  database: Database,
  options: {
    auth?: AuthConfig;
    dataDir?: string;
    mailer?: Mailer;
    payments?: PaymentProvider;
    supplier?: Supplier;
    einvoicing?: boolean;
    trackingLinks?: TransporterTracking[];
    jobs?: JobSettings;
    /** Hooks the test adds before the API is mounted (to see each request as the server's own hooks do). */
    hooks?: (app: FastifyInstance) => void;
  } = {},
): Promise<FastifyInstance> {
  const app = Fastify();
  options.hooks?.(app);
  const { auth = testAuthConfig(), dataDir = tempDataDir(), mailer, payments, supplier, einvoicing, trackingLinks, jobs } = options;
  await app.register(
    restApi({
      database,
      auth,
      dataDir,
      ...(mailer ? { mailer } : {}),
      ...(payments ? { payments } : {}),
      ...(supplier ? { supplier } : {}),
      ...(einvoicing ? { einvoicing } : {}),
      ...(trackingLinks ? { trackingLinks } : {}),
      ...(jobs ? { jobs } : {}),
      exposeCatalogueChanges: (changes) => app.decorate('catalogueChanges', changes),
      exposeJobs: (jobs) => app.decorate('jobs', jobs),
    }),
    { prefix: '/api' },
  );
  await app.ready();
  return app;
}

type ApiAppOptions = NonNullable<Parameters<typeof apiApp>[1]>;

/**
 * Opens the test database and the REST backend on it for the enclosing describe block (`api.app`, `api.database`,
 * filled in before its tests run; a later beforeAll of the block can use them to set up its buyers).
 */
export function withApiApp(testDatabase: TestDatabase, options: ApiAppOptions = {}): { database: Database; app: FastifyInstance } {
  const api = {} as { database: Database; app: FastifyInstance };
  beforeAll(async () => {
    api.database = await testDatabase.open();
    api.app = await apiApp(api.database, options);
  }, 120_000);
  afterAll(async () => {
    await api.app?.close();
    await api.database?.close();
  });
  return api;
}
