import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { restApi } from '../api/app.js';
import type { Supplier } from '../domain/invoice.js';
import type { TransporterTracking } from '../domain/dispatch.js';
import { DEFAULT_CONNECTION_LIMITS, type AuthConfig, type ConnectionLimits } from '../api/config.js';
import type { ObjectStorage } from '../api/s3-photos.js';
import type { CatalogueChanges } from '../api/catalogue/changes.js';
import { taggedCache } from '../api/catalogue/tagged-cache.js';
import type { Database } from '../api/db/database.js';
import { bff } from '../bff/plugin.js';
import { drain } from './drain.js';
import { countedAnswers, metrics } from './metrics.js';
import { createPageRenderer } from './page-renderer.js';
import { securityHeaders, type ContentPolicyOptions } from './security-headers.js';
import { httpTransport, injectTransport } from '../bff/rest-transport.js';
import type { JobSettings } from '../api/jobs/job-settings.js';
import type { PayTo } from '../domain/pay-to.js';

export interface ServerOptions {
  database: Database;
  auth: AuthConfig;
  dataDir: string;
  /** The seller on tax invoices; our Noida office unless configured. */
  supplier?: Supplier | undefined;
  /** Where companies on account pay (PAY_TO_*): the demo account unless given, null for none. */
  payTo?: PayTo | null | undefined;
  /** EINVOICE=true: B2B invoices are registered and carry an IRN and a signed QR code. */
  einvoicing?: boolean | undefined;
  /** Transporters whose consignments can be followed on their site (TRANSPORTER_TRACKING). */
  trackingLinks?: readonly TransporterTracking[] | undefined;
  /** Where buyers reach the shop, for the links in its emails (PUBLIC_URL). */
  publicUrl?: string | undefined;
  locationUrl?: string | undefined;
  mapTileUrl?: string | undefined;
  geocodeUrl?: string | undefined;
  /** REST backend the BFF calls over HTTP; when absent, this server's own /api, in-process. */
  backendUrl?: string | undefined;
  backendTimeoutMs?: number | undefined;
  /** Bytes of catalogue answers kept in memory (0: none). */
  catalogueCacheBytes?: number | undefined;
  /** Built SPA to serve (vite build output); omitted in API-only tests and under `npm run dev`. */
  spaDir?: string | undefined;
  /** The built page renderer (dist-server/render-page.js) that draws public pages; without it every page is the shell. */
  rendererFile?: string | undefined;
  /** The served pages open the Stately inspector (INSPECT=true). */
  inspect?: boolean | undefined;
  logger?: FastifyServerOptions['logger'];
  /** What the Content-Security-Policy must allow besides this server (sign-in providers, map tiles). */
  contentPolicy?: ContentPolicyOptions | undefined;
  /** Proxies trusted to name the client (TRUST_PROXY); loopback by default, which the BFF's own calls need. */
  trustProxy?: string[] | number | undefined;
  /** Timeouts and the connection cap (slow or half-open clients cannot hold the server); defaults when absent. */
  connections?: ConnectionLimits | undefined;
  /** S3_ENDPOINT and S3_BUCKET: photos go to object storage. */
  objectStorage?: ObjectStorage | undefined;
  /** METRICS_TOKEN: GET /metrics answers to it; without one there is no /metrics. */
  metricsToken?: string | undefined;
  /** JOB_RETRIES, JOB_RETRY_DELAY_SECONDS, JOB_EXPIRE_SECONDS: how the job queue retries. */
  jobs?: JobSettings | undefined;
}

/** One process: REST backend under /api, BFF at /graphql, the SPA for every other path. */
export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  // The BFF names the browser in X-Forwarded-For on its calls to /api; only loopback (and TRUST_PROXY) is trusted for that.
  // JSON bodies are small (100 KB); pictures travel as multipart, whose parsers set their own limits per file.
  const trust = options.trustProxy ?? ['127.0.0.1', '::1'];
  const limits = options.connections ?? DEFAULT_CONNECTION_LIMITS;
  const app = Fastify({
    // A client that sends its headers or its body too slowly, or keeps a connection without using it, is cut off;
    // Node checks the deadlines every second (by default every 30 s, which would let them run that much over).
    http: { headersTimeout: limits.headersTimeoutMs, connectionsCheckingInterval: 1000 },
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionTimeout: limits.idleTimeoutMs,
    logger: options.logger ?? false,
    // Unique across processes and machines, so a buyer's reported id finds its log lines wherever they were served.
    genReqId: () => randomUUID(),
    // A hop count trusts that many proxies in front, whatever their addresses.
    trustProxy: typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust,
    bodyLimit: 100 * 1024,
    // Shutdown drains first (server/drain.ts); close then waits for the connections that are left.
    return503OnClosing: false,
  });
  app.server.maxConnections = limits.maxConnections;
  metrics(app, { token: options.metricsToken, database: options.database });
  await app.register(drain);
  await securityHeaders(app, options.contentPolicy ?? {});
  let changes: CatalogueChanges | undefined;
  const cacheBytes = options.catalogueCacheBytes ?? 32 * 1024 * 1024;
  await app.register(
    restApi({
      database: options.database,
      auth: options.auth,
      dataDir: options.dataDir,
      supplier: options.supplier,
      payTo: options.payTo,
      einvoicing: options.einvoicing,
      trackingLinks: options.trackingLinks,
      publicUrl: options.publicUrl,
      catalogueCacheBytes: options.catalogueCacheBytes,
      objectStorage: options.objectStorage,
      jobs: options.jobs,
      exposeCatalogueChanges: (exposed) => (changes = exposed),
    }),
    { prefix: '/api' },
  );
  app.decorate('catalogueChanges', changes!);
  await app.register(
    bff({
      ...(options.locationUrl ? { locationUrl: options.locationUrl } : {}),
      ...(options.mapTileUrl ? { tileUrl: options.mapTileUrl } : {}),
      ...(options.geocodeUrl ? { geocodeUrl: options.geocodeUrl } : {}),
      ...(options.backendTimeoutMs ? { timeoutMs: options.backendTimeoutMs } : {}),
      // Another backend over HTTP when BACKEND_URL names one; else this server's own /api, called in-process.
      transport: options.backendUrl ? httpTransport(options.backendUrl) : injectTransport(() => app),
      // Only an in-process backend tells the BFF what changed, so only then may it keep catalogue answers.
      answers:
        !options.backendUrl && changes && cacheBytes > 0
          ? {
              changes,
              store: countedAnswers(
                taggedCache<{ body: string }>(changes, {
                  max: 10_000,
                  maxSize: cacheBytes,
                  sizeOf: ({ body }, key) => 2 * (body.length + key.length),
                }),
              ),
            }
          : undefined,
    }),
  );
  const { spaDir } = options;
  if (spaDir && existsSync(path.join(spaDir, 'index.html'))) {
    // Public pages drawn on the server (src/ssr/render-page.tsx); `/` is one of them.
    const page = await createPageRenderer(app, spaDir, options.rendererFile, { inspect: options.inspect === true });
    await app.register(fastifyStatic, {
      root: spaDir,
      index: false,
      // `/` is a page like the others (below), not the directory's index.html.
      redirect: false,
      // The build writes .br and .gz beside each file (build/precompress.ts).
      preCompressed: true,
      // A route per built file, found once at start: a page's address (/products?…) goes straight to the page below
      // instead of first being looked for on disk (a readdir and three stats per page, in the profile of a sale).
      wildcard: false,
      setHeaders(reply, file) {
        if (file.includes(`${path.sep}assets${path.sep}`)) reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
    // Client-side routes (and unknown paths, which the SPA shows as not found) get the app shell or a drawn page.
    app.setNotFoundHandler(async (request, reply) => {
      const isPage = (request.method === 'GET' || request.method === 'HEAD') && !/^\/(api|graphql|assets)(\/|$)/.test(request.url);
      if (!isPage) {
        return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: `No route ${request.method} ${request.url}` });
      }
      return page(request, reply);
    });
    app.get('/', page);
  }
  return app;
}
