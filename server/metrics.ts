import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, register } from 'prom-client';
import type { Database } from '../api/db/database.js';
import { countRoundTrips, type RoundTrips } from '../api/db/round-trips.js';
import { answerCacheLookups } from '../api/metrics.js';
import type { AnswerStore } from '../bff/answer-cache.js';
import { requestClass } from './request-class.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The database statements this request has sent so far (and the requests it made in-process). */
    roundTrips?: RoundTrips;
  }
}

/** A request slower than this is logged with its route and round trips. */
export const SLOW_REQUEST_MS = 500;

// Metrics live in prom-client's one registry, made once per process (tests build many servers in one process).
collectDefaultMetrics();
const durations = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time to answer a request, by method, route, class and status',
  labelNames: ['method', 'route', 'class', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
});
const roundTrips = new Histogram({
  name: 'db_round_trips_per_request',
  help: 'Statements a request sent to the database (with those of the requests it made in-process), by class',
  labelNames: ['class'] as const,
  buckets: [0, 1, 2, 3, 4, 6, 8, 12, 16, 24, 32, 64],
});
let poolOf: Database | undefined;
new Gauge({
  name: 'db_pool_connections',
  help: "The database pools' connections (primary, and catalogue reads): open, idle, and callers waiting for one",
  labelNames: ['pool', 'state'] as const,
  collect() {
    const pools = poolOf?.poolUse?.();
    if (!pools) return;
    for (const [pool, use] of Object.entries(pools)) {
      this.set({ pool, state: 'open' }, use.total);
      this.set({ pool, state: 'idle' }, use.idle);
      this.set({ pool, state: 'waiting' }, use.waiting);
    }
  },
});

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the request carries `authorization: Bearer <token>`, compared in constant time. */
const bearerOf = (header: string | undefined, token: string) => timingSafeEqual(digest(header ?? ''), digest(`Bearer ${token}`));

/**
 * Every request timed and its database statements counted (by route and class), slow ones logged; GET /metrics in
 * Prometheus's text format, only for `authorization: Bearer <METRICS_TOKEN>`, and not there at all without a token.
 */
export function metrics(app: FastifyInstance, options: { token: string | undefined; database: Database }): void {
  poolOf = options.database;
  // Counting needs an async context per request, which costs every request a little: only when metrics are read.
  if (options.token)
    app.addHook('onRequest', (request, _reply, done) => {
      request.roundTrips = countRoundTrips(done);
    });
  // Every answer names its request: each log line of the request carries the same id (reqId).
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    const path = request.url.split('?', 1)[0]!;
    const kind = requestClass(request.method, path);
    const route = request.routeOptions.url ?? (kind === 'browse' ? '(page)' : '(none)');
    const ms = reply.elapsedTime;
    const counted = request.roundTrips ? { roundTrips: request.roundTrips.count } : {};
    durations.observe({ method: request.method, route, class: kind, status: String(reply.statusCode) }, ms / 1000);
    if (request.roundTrips) roundTrips.observe({ class: kind }, request.roundTrips.count);
    if (ms > SLOW_REQUEST_MS) request.log.warn({ route, class: kind, ms: Math.round(ms), ...counted }, 'slow request');
  });
  const { token } = options;
  if (!token) return;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!bearerOf(request.headers.authorization, token)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send({ statusCode: 401, error: 'Unauthorized', message: 'Bearer token required.' });
    }
    return reply.header('content-type', register.contentType).send(await register.metrics());
  });
}

/** The BFF's answer store, its lookups counted for /metrics. */
export const countedAnswers = (store: AnswerStore): AnswerStore => ({
  ...store,
  get(key) {
    const answer = store.get(key);
    answerCacheLookups.inc({ cache: 'graphql', outcome: answer === undefined ? 'miss' : 'hit' });
    return answer;
  },
});
