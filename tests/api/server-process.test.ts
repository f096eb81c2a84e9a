import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { seededDataDir } from '../support/seeded-data-dir.js';
import { spawnServer } from '../support/spawn-server.js';

// The server as its own process, started the way `npm start` starts it (these run one after another). Each start
// migrates and seeds a fresh embedded database, about 20 s on two busy cores: the wait is longer than the default.
describe('the server process', { timeout: 90_000 }, () => {
  it('a default start never shows sign-in codes: they go to the outbox, and the log says where', async () => {
    const server = await spawnServer({ OTP_IN_RESPONSE: '', NODE_ENV: '' });
    try {
      expect(new URL(server.url).hostname).toBe('127.0.0.1');
      const email = `default.${Date.now()}@mill.example.in`;
      const response = await fetch(`${server.url}/api/user/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      });
      expect(response.status).toBe(200);
      const body = (await response.json()) as Record<string, unknown>;
      expect(body).toEqual({ message: 'OTP sent to your email', challenge: expect.stringMatching(/^[0-9a-f]{32}$/) });
      const outbox = /one-time codes are written to (\S+outbox\.jsonl)/.exec(server.output())?.[1];
      expect(outbox, server.output()).toBeDefined();
      const mail = (await readFile(outbox!, 'utf8'))
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { to: string; text: string });
      expect(mail.find((message) => message.to === email)?.text).toMatch(/code is \d{6}/);
      expect(path.basename(outbox!)).toBe('outbox.jsonl');
    } finally {
      await server.stop();
    }
  });

  it('SIGTERM with 200 requests in flight: every one completes, then the process exits cleanly', async () => {
    const server = await spawnServer({ SHUTDOWN_GRACE_MS: '30000' }, undefined, { dataDir: await seededDataDir() });
    try {
      const requests = Array.from({ length: 200 }, (_, i) =>
        i % 2 === 0
          ? fetch(`${server.url}/api/getAllProducts?page=${(i % 25) + 1}&rating=${i % 5}`)
          : fetch(`${server.url}/graphql`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ query: `{ products(page: ${(i % 25) + 1}) { totalProducts data { id name } } }` }),
            }),
      );
      await new Promise((resolve) => setTimeout(resolve, 30));
      server.child.kill('SIGTERM');
      const responses = await Promise.allSettled(
        requests.map(async (request) => {
          const response = await request;
          return { status: response.status, body: await response.text() };
        }),
      );
      const failed = responses.filter(
        (result) => result.status === 'rejected' || result.value.status !== 200 || result.value.body.includes('"errors"'),
      );
      expect(failed.map((result) => (result.status === 'rejected' ? String(result.reason) : result.value.body.slice(0, 200)))).toEqual([]);
      expect(await server.exited).toBe(0);
      expect(server.output()).toContain('SIGTERM: finishing the requests in flight');
    } finally {
      await server.stop();
    }
  });

  it('SIGTERM twice, as a supervisor and npm send it: the second does not cut the drain short, all 200 complete', async () => {
    const server = await spawnServer({ SHUTDOWN_GRACE_MS: '30000' }, undefined, { dataDir: await seededDataDir() });
    try {
      const requests = Array.from({ length: 200 }, (_, i) =>
        fetch(`${server.url}/api/getAllProducts?page=${(i % 25) + 1}&rating=${i % 5}`),
      );
      await new Promise((resolve) => setTimeout(resolve, 30));
      server.child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 50));
      server.child.kill('SIGTERM');
      const responses = await Promise.allSettled(requests.map(async (request) => (await request).status));
      const failed = responses.filter((result) => result.status === 'rejected' || result.value !== 200);
      expect(failed.map((result) => (result.status === 'rejected' ? String(result.reason) : result.value))).toEqual([]);
      expect(await server.exited).toBe(0);
      expect(server.output()).toContain('SIGTERM again: still finishing the requests in flight');
    } finally {
      await server.stop();
    }
  });

  it('SIGTERM to the process group of `npm start` (npm passes its copy on): all 200 requests in flight complete', async () => {
    const server = await spawnServer({ SHUTDOWN_GRACE_MS: '30000' }, ['npm', 'start', '--silent'], {
      ownGroup: true,
      dataDir: await seededDataDir(),
    });
    try {
      const requests = Array.from({ length: 200 }, (_, i) =>
        fetch(`${server.url}/api/getAllProducts?page=${(i % 25) + 1}&rating=${i % 5}`),
      );
      await new Promise((resolve) => setTimeout(resolve, 30));
      // As systemd, Docker's init or Ctrl-C do: npm and the server each get it, and npm passes its copy on.
      process.kill(-server.child.pid!, 'SIGTERM');
      const responses = await Promise.allSettled(requests.map(async (request) => (await request).status));
      const failed = responses.filter((result) => result.status === 'rejected' || result.value !== 200);
      expect(failed.map((result) => (result.status === 'rejected' ? String(result.reason) : result.value))).toEqual([]);
      const code = await Promise.race([server.exited, new Promise((resolve) => setTimeout(() => resolve('still running'), 20_000))]);
      expect(code).not.toBe('still running');
    } finally {
      try {
        process.kill(-server.child.pid!, 'SIGKILL');
      } catch {
        // Already gone.
      }
      await server.stop();
    }
  });

  it('a third SIGTERM stops the server at once, whatever is in flight', async () => {
    const server = await spawnServer({ SHUTDOWN_GRACE_MS: '60000' }, undefined, { dataDir: await seededDataDir() });
    try {
      // A request that never finishes sending keeps the drain waiting.
      const held = connect(Number(new URL(server.url).port), '127.0.0.1');
      held.on('error', () => {});
      await new Promise((resolve) => held.once('connect', resolve));
      held.write('POST /api/user/signin HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{');
      await new Promise((resolve) => setTimeout(resolve, 100));
      // Signals of one kind sent at the same moment can merge into one, so they go a little apart.
      for (let i = 0; i < 2; i++) {
        server.child.kill('SIGTERM');
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      const afterTwo = await Promise.race([server.exited, new Promise((resolve) => setTimeout(() => resolve('still running'), 1500))]);
      expect(afterTwo).toBe('still running');
      server.child.kill('SIGTERM');
      const code = await Promise.race([server.exited, new Promise((resolve) => setTimeout(() => resolve('still running'), 3000))]);
      expect(code).toBe(1);
      held.destroy();
    } finally {
      await server.stop();
    }
  });

  it('SIGTERM to `npm start` reaches the server, which stops', async () => {
    const server = await spawnServer({}, ['npm', 'start', '--silent'], { dataDir: await seededDataDir() });
    try {
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      server.child.kill('SIGTERM');
      const code = await Promise.race([server.exited, new Promise((resolve) => setTimeout(() => resolve('still running'), 15_000))]);
      expect(code).not.toBe('still running');
      await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
    } finally {
      server.child.kill('SIGKILL');
      await server.stop();
    }
  });
});
