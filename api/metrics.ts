import { Counter } from 'prom-client';

/** Lookups in the answer caches (the REST catalogue's and the BFF's), hit or miss, for /metrics. */
export const answerCacheLookups = new Counter({
  name: 'answer_cache_lookups_total',
  help: 'Lookups in an answer cache, by cache and outcome (hit or miss)',
  labelNames: ['cache', 'outcome'] as const,
});
