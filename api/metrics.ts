import { Counter, Gauge } from 'prom-client';

/** Lookups in the answer caches (the REST catalogue's and the BFF's), hit or miss, for /metrics. */
export const answerCacheLookups = new Counter({
  name: 'answer_cache_lookups_total',
  help: 'Lookups in an answer cache, by cache and outcome (hit or miss)',
  labelNames: ['cache', 'outcome'] as const,
});

/** Signed-in requests' session lookups: served from this process's cache (hit) or read from the database (miss). */
export const sessionCacheLookups = new Counter({
  name: 'session_cache_lookups_total',
  help: 'Session lookups of signed-in requests, by outcome (hit: from the cache; miss: read from the database)',
  labelNames: ['outcome'] as const,
});

/** Tries of queued jobs that threw (each is retried with backoff until its retries run out), by queue. */
export const jobFailures = new Counter({
  name: 'job_failures_total',
  help: 'Tries of queued jobs that failed, by queue',
  labelNames: ['queue'] as const,
});

let jobStates: (() => Promise<Record<string, Record<string, number>>>) | undefined;
/** Where /metrics reads the job queue's depth from (the last server built in this process). */
export const readJobStatesFrom = (read: typeof jobStates) => (jobStates = read);

new Gauge({
  name: 'job_queue_jobs',
  help: 'Jobs in the queue by queue and state (created and retry wait, active run, failed gave up)',
  labelNames: ['queue', 'state'] as const,
  async collect() {
    const states = await jobStates?.().catch(() => undefined);
    this.reset();
    for (const [queue, counts] of Object.entries(states ?? {}))
      for (const state of ['created', 'retry', 'active', 'failed']) this.set({ queue, state }, counts[state] ?? 0);
  },
});
