import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../api/config.js';
import { buildServer } from '../../server/app.js';
import { shoppers } from '../support/buyers.js';
import { testDatabases } from '../support/databases.js';
import { tempDataDir, testAuthConfig } from '../support/test-config.js';

const TOKEN = 'scrape-3b9f1c7d2e8a4f60';

/** The value of one series in Prometheus's text format (0 when it is not there yet). */
function series(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (wanted.every((label) => line.includes(label))) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return 0;
}

describe.each(testDatabases())('metrics on $name', (testDatabase) => {
  async function server(metricsToken?: string) {
    const database = await testDatabase.open();
    const app = await buildServer({ database, auth: testAuthConfig(), dataDir: tempDataDir(), metricsToken });
    return { app, database, close: async () => (await app.close(), await database.close()) };
  }

  it('has no /metrics without METRICS_TOKEN; every answer names its request by a unique id', async () => {
    const { app, close } = await server();
    try {
      const ids = await Promise.all([1, 2].map(async () => (await app.inject({ url: '/api/categories' })).headers['x-request-id']));
      expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
      expect(ids[1]).not.toBe(ids[0]);
      expect((await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(404);
    } finally {
      await close();
    }
  });

  it('answers /metrics only to its bearer token: none, a wrong one or a token from elsewhere get 401', async () => {
    const { app, close } = await server(TOKEN);
    try {
      for (const authorization of [
        undefined,
        `Bearer ${TOKEN}x`,
        TOKEN,
        `Basic ${TOKEN}`,
        'Bearer eyJhbGciOiJIUzI1NiJ9.e30.c2lnbmF0dXJl',
      ]) {
        const refused = await app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });
        expect(refused.statusCode, String(authorization)).toBe(401);
        expect(refused.body).not.toContain('http_request_duration_seconds');
      }
      const scraped = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(scraped.statusCode).toBe(200);
      expect(scraped.headers['content-type']).toContain('text/plain');
      expect(scraped.body).toContain('nodejs_eventloop_lag_seconds');
    } finally {
      await close();
    }
  });

  it('times each request by route and class and counts its database round trips; a cached answer sends none', async () => {
    const { app, close } = await server(TOKEN);
    const scrape = async () => (await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body;
    try {
      const list = '/api/getAllProducts?limit=3&sort=price-desc';
      const timed = { route: '/api/getAllProducts', class: 'browse', status: '200' };
      const browse = { class: 'browse' };
      const start = await scrape();
      expect((await app.inject({ url: list })).statusCode).toBe(200);
      const afterMiss = await scrape();
      expect(series(afterMiss, 'http_request_duration_seconds_count', timed)).toBe(
        series(start, 'http_request_duration_seconds_count', timed) + 1,
      );
      expect(series(afterMiss, 'db_round_trips_per_request_sum', browse)).toBeGreaterThan(
        series(start, 'db_round_trips_per_request_sum', browse),
      );
      const misses = { cache: 'rest', outcome: 'miss' };
      expect(series(afterMiss, 'answer_cache_lookups_total', misses)).toBe(series(start, 'answer_cache_lookups_total', misses) + 1);

      const again = await app.inject({ url: list });
      expect(again.headers['x-cache']).toBe('hit');
      const afterHit = await scrape();
      expect(series(afterHit, 'db_round_trips_per_request_count', browse)).toBe(
        series(afterMiss, 'db_round_trips_per_request_count', browse) + 1,
      );
      expect(series(afterHit, 'db_round_trips_per_request_sum', browse)).toBe(series(afterMiss, 'db_round_trips_per_request_sum', browse));
      const hits = { cache: 'rest', outcome: 'hit' };
      expect(series(afterHit, 'answer_cache_lookups_total', hits)).toBe(series(afterMiss, 'answer_cache_lookups_total', hits) + 1);

      // A GraphQL request counts the statements of the REST calls it makes in-process.
      const before = series(afterHit, 'db_round_trips_per_request_sum', { class: 'graphql' });
      expect((await app.inject({ url: '/graphql', method: 'POST', payload: { query: '{ categoryNames }' } })).statusCode).toBe(200);
      expect(series(await scrape(), 'db_round_trips_per_request_sum', { class: 'graphql' })).toBeGreaterThan(before);
      if (testDatabase.name === 'PostgreSQL') {
        expect(series(afterHit, 'db_pool_connections', { pool: 'primary', state: 'open' })).toBeGreaterThan(0);
        expect(afterHit).toMatch(/db_pool_connections\{pool="primary",state="waiting"\} \d+/);
      }
      // The job queue's depth and failures, by queue and state.
      expect(afterHit).toMatch(/job_queue_jobs\{queue="mail",state="failed"\} \d+/);
      expect(afterHit).toMatch(/job_queue_jobs\{queue="mail",state="created"\} \d+/);
    } finally {
      await close();
    }
  });

  it("counts signed-in requests' session lookups: the first is read from the database, the next served from the cache", async () => {
    const { app, database, close } = await server(TOKEN);
    const scrape = async () => (await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body;
    try {
      const { buyer, call } = shoppers({ app, database });
      const token = await buyer();
      const start = await scrape();
      for (let i = 0; i < 3; i++) expect((await call(token, 'GET', '/user/me')).statusCode).toBe(200);
      const after = await scrape();
      const lookups = (text: string, outcome: string) => series(text, 'session_cache_lookups_total', { outcome });
      expect([lookups(after, 'miss') - lookups(start, 'miss'), lookups(after, 'hit') - lookups(start, 'hit')]).toEqual([1, 2]);
    } finally {
      await close();
    }
  });
});

describe('METRICS_TOKEN', () => {
  it('is refused at start when short enough to guess', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'secret' })).toThrow('METRICS_TOKEN must be 16 characters or more, without spaces');
    expect(loadConfig({ METRICS_TOKEN: TOKEN }).metricsToken).toBe(TOKEN);
    expect(loadConfig({}).metricsToken).toBeUndefined();
  });
});
