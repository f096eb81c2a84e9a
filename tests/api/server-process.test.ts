import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { spawnServer } from '../support/spawn-server.js';

// The server as its own process, started the way `npm start` starts it (these run one after another).
describe('the server process', () => {
  it('a default start never shows sign-in codes: they go to the outbox, and the log says where', async () => {
    const server = await spawnServer({ OTP_IN_RESPONSE: '', NODE_ENV: '' });
    try {
      expect(new URL(server.url).hostname).toBe('127.0.0.1');
      const email = `default.${Date.now()}@mill.example.in`;
      const response = await fetch(`${server.url}/api/user/signup`, {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }),
      });
      expect(response.status).toBe(200);
      const body = (await response.json()) as Record<string, unknown>;
      expect(body).toEqual({ message: 'OTP sent to your email' });
      const outbox = /one-time codes are written to (\S+outbox\.jsonl)/.exec(server.output())?.[1];
      expect(outbox, server.output()).toBeDefined();
      const mail = (await readFile(outbox!, 'utf8')).trim().split('\n').map((line) => JSON.parse(line) as { to: string; text: string });
      expect(mail.find((message) => message.to === email)?.text).toMatch(/code is \d{6}/);
      expect(path.basename(outbox!)).toBe('outbox.jsonl');
    } finally {
      await server.stop();
    }
  });

  it('SIGTERM with 200 requests in flight: every one completes, then the process exits cleanly', async () => {
    const server = await spawnServer({ SHUTDOWN_GRACE_MS: '30000' });
    try {
      const requests = Array.from({ length: 200 }, (_, i) => i % 2 === 0
        ? fetch(`${server.url}/api/getAllProducts?page=${(i % 25) + 1}&rating=${i % 5}`)
        : fetch(`${server.url}/graphql`, {
          method: 'POST', headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: `{ products(page: ${(i % 25) + 1}) { totalProducts data { id name } } }` }),
        }));
      await new Promise((resolve) => setTimeout(resolve, 30));
      server.child.kill('SIGTERM');
      const responses = await Promise.allSettled(requests.map(async (request) => {
        const response = await request;
        return { status: response.status, body: await response.text() };
      }));
      const failed = responses.filter((result) => result.status === 'rejected' || result.value.status !== 200 || result.value.body.includes('"errors"'));
      expect(failed.map((result) => (result.status === 'rejected' ? String(result.reason) : result.value.body.slice(0, 200)))).toEqual([]);
      expect(await server.exited).toBe(0);
      expect(server.output()).toContain('SIGTERM: finishing the requests in flight');
    } finally {
      await server.stop();
    }
  });

  it('SIGTERM to `npm start` reaches the server, which stops', async () => {
    const server = await spawnServer({}, ['npm', 'start', '--silent']);
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
