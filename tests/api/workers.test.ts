import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { copyOfTemplate } from '../support/fresh-postgres.js';
import { seededDataDir } from '../support/seeded-data-dir.js';
import { spawnServer, type SpawnedServer } from '../support/spawn-server.js';

const templateUrl = inject('postgresTemplateUrl');

/** The server processes the primary has started (its children). */
const workersOf = (server: SpawnedServer): number[] =>
  readFileSync(`/proc/${server.child.pid}/task/${server.child.pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);

const catalogueRequests = (url: string, count: number) =>
  Array.from({ length: count }, (_, i) =>
    fetch(`${url}/api/getAllProducts?page=${(i % 25) + 1}&rating=${i % 5}`).then(async (response) => ({
      status: response.status,
      body: await response.text(),
    })),
  );

// WORKERS=N npm start: N server processes on one port over one PostgreSQL database.
describe('several server processes', { timeout: 90_000 }, () => {
  it.runIf(templateUrl)(
    'WORKERS=2: two processes serve the port; SIGTERM to one with 200 requests in flight loses none, and it is replaced',
    async () => {
      const server = await spawnServer({ WORKERS: '2', DATABASE_URL: await copyOfTemplate(templateUrl), SHUTDOWN_GRACE_MS: '30000' });
      try {
        expect(server.output()).toContain('PostgreSQL, 2 server processes');
        // Both serving (a worker stopped while it is the only one serving would take the port with it).
        const serving = () => [...server.output().matchAll(/Server process (\d+) is serving/g)].map((match) => Number(match[1]));
        await expect.poll(() => serving().length, { timeout: 30_000 }).toBe(2);
        const [stopped, kept] = serving();
        const requests = catalogueRequests(server.url, 200);
        await new Promise((resolve) => setTimeout(resolve, 30));
        process.kill(stopped!, 'SIGTERM');
        const answers = await Promise.all(requests);
        expect(answers.filter((answer) => answer.status !== 200).map((answer) => answer.body.slice(0, 200))).toEqual([]);
        // Another takes the stopped one's place; the other went on serving.
        await expect.poll(() => serving().filter((pid) => pid !== stopped).length, { timeout: 30_000 }).toBe(2);
        expect(workersOf(server)).toContain(kept);
        expect(server.output()).toMatch(new RegExp(`Worker ${stopped} exited \\(0\\); starting another`));
        expect((await Promise.all(catalogueRequests(server.url, 20))).every((answer) => answer.status === 200)).toBe(true);
        // SIGTERM to the first process stops them all, in order.
        server.child.kill('SIGTERM');
        expect(await server.exited, server.output()).toBe(0);
      } finally {
        await server.stop();
      }
    },
  );

  it('WORKERS=2 on the embedded database stays one process and says why', async () => {
    const server = await spawnServer({ WORKERS: '2' }, undefined, { dataDir: await seededDataDir() });
    try {
      expect(server.output()).toContain('WORKERS=2 needs DATABASE_URL: the embedded database belongs to one process');
      expect(workersOf(server)).toEqual([]);
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    } finally {
      await server.stop();
    }
  });
});
