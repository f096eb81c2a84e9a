import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../api/config.js';
import { uploadsDir } from '../../api/photo-store.js';
import { buildServer } from '../../server/app.js';
import { apiApp } from '../support/api-app.js';
import { testDatabases } from '../support/databases.js';
import { saveProfilePicture, signedUpBuyer } from '../support/profile-picture.js';
import { tempDataDir, testAuthConfig } from '../support/test-config.js';

const [pglite] = testDatabases();

function spaDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fabric-spa-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>FabricMart</title>');
  return dir;
}

describe('security headers', () => {
  it('pages and API answers carry a strict CSP, nosniff, no framing and a referrer policy', async () => {
    const database = await pglite!.open();
    const app = await buildServer({ database, auth: testAuthConfig(), dataDir: tempDataDir(), spaDir: spaDir() });
    try {
      for (const request of [
        { url: '/products' },
        { url: '/api/getAllProducts?limit=1' },
        { url: '/graphql', method: 'POST' as const, payload: { query: '{ categoryNames }' } },
      ]) {
        const response = await app.inject(request);
        expect(response.statusCode, request.url).toBe(200);
        const csp = String(response.headers['content-security-policy']);
        expect(csp).toContain("default-src 'self'");
        // Itself, and the one inline script drawn pages carry, by its hash (nothing else inline).
        expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*';/);
        expect(csp).toContain("frame-ancestors 'none'");
        expect(csp).toContain("object-src 'none'");
        expect(csp).not.toContain('google');
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      }
    } finally {
      await app.close();
      await database.close();
    }
  });

  it("sends the build's precompressed copies to browsers that accept them, and the plain file to others", async () => {
    const database = await pglite!.open();
    const dir = spaDir();
    mkdirSync(path.join(dir, 'assets'));
    const script = 'console.log("fabric");'.repeat(100);
    writeFileSync(path.join(dir, 'assets', 'app-1.js'), script);
    writeFileSync(path.join(dir, 'assets', 'app-1.js.br'), brotliCompressSync(script));
    const app = await buildServer({ database, auth: testAuthConfig(), dataDir: tempDataDir(), spaDir: dir });
    try {
      const compressed = await app.inject({ url: '/assets/app-1.js', headers: { 'accept-encoding': 'gzip, br' } });
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(compressed.rawPayload.length).toBeLessThan(script.length / 5);
      expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(script);
      const plain = await app.inject({ url: '/assets/app-1.js' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(script);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('allows the Google and Facebook SDK hosts only when they are configured', async () => {
    const database = await pglite!.open();
    const app = await buildServer({
      database,
      auth: testAuthConfig(),
      dataDir: tempDataDir(),
      contentPolicy: { google: true, facebook: true },
    });
    try {
      const csp = String((await app.inject('/api/health')).headers['content-security-policy']);
      expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*' https:\/\/accounts.google.com https:\/\/connect.facebook.net/);
      expect(csp).toContain('frame-src https://accounts.google.com https://www.facebook.com');
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('files and old records', () => {
  it('a replaced profile picture is deleted once the new one is saved', async () => {
    const database = await pglite!.open();
    const dataDir = tempDataDir();
    const app = await apiApp(database, { dataDir });
    try {
      const token = await signedUpBuyer(app, 'picture');
      const save = async () => path.join(uploadsDir(dataDir), (await saveProfilePicture(app, token)).split('/').pop()!);
      const first = await save();
      expect(existsSync(first)).toBe(true);
      const second = await save();
      expect(existsSync(second)).toBe(true);
      expect(existsSync(first)).toBe(false);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('expired or revoked sessions and used or expired codes are pruned when the app starts', async () => {
    const database = await pglite!.open();
    try {
      await sql`INSERT INTO sessions (user_id, token_hash, created_at, expires_at) VALUES
        (1, 'expired-session', now() - interval '40 days', now() - interval '10 days'),
        (1, 'live-session', now(), now() + interval '10 days')`.execute(database.db);
      await sql`INSERT INTO sessions (user_id, token_hash, expires_at, revoked_at) VALUES (1, 'revoked-session', now() + interval '1 day', now())`.execute(
        database.db,
      );
      await sql`INSERT INTO one_time_codes (email, purpose, code_hash, created_at, expires_at, used_at) VALUES
        ('a@b.in', 'login', 'used', now(), now() + interval '5 minutes', now()),
        ('a@b.in', 'login', 'expired', now() - interval '1 hour', now() - interval '50 minutes', NULL),
        ('a@b.in', 'login', 'live', now(), now() + interval '5 minutes', NULL)`.execute(database.db);
      const app = await apiApp(database);
      await app.close();
      const sessions = await sql<{ token_hash: string }>`SELECT token_hash FROM sessions WHERE token_hash LIKE '%-session'`.execute(
        database.db,
      );
      expect(sessions.rows.map((row) => row.token_hash)).toEqual(['live-session']);
      const codes = await sql<{ code_hash: string }>`SELECT code_hash FROM one_time_codes WHERE email = 'a@b.in'`.execute(database.db);
      expect(codes.rows.map((row) => row.code_hash)).toEqual(['live']);
    } finally {
      await database.close();
    }
  });
});

describe('TRUST_PROXY', () => {
  it('reads a hop count or addresses and ranges, always keeping loopback, and refuses anything else', () => {
    expect(loadConfig({}).trustProxy).toEqual(['127.0.0.1', '::1']);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.7' }).trustProxy).toEqual(['127.0.0.1', '::1', '10.0.0.0/8', '192.0.2.7']);
    for (const bad of ['everyone', '10.0.0.0/40', '300.1.1.1', '0'])
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
  });

  it('per-address limits see the client behind a trusted proxy, and the proxy itself otherwise', async () => {
    const database = await pglite!.open();
    const auth = testAuthConfig({ REQUESTS_PER_ADDRESS: '2' });
    const behind = await buildServer({ database, auth, dataDir: tempDataDir(), trustProxy: ['127.0.0.1', '::1', '10.0.0.0/8'] });
    const untrusted = await buildServer({ database, auth, dataDir: tempDataDir() });
    try {
      const signup = (app: typeof behind, client: string) =>
        app.inject({
          method: 'POST',
          url: '/api/user/signup',
          remoteAddress: '10.1.2.3',
          headers: { 'x-forwarded-for': client },
          payload: { email: `proxy.${Date.now()}.${Math.random()}@mill.example.in` },
        });
      for (const client of ['203.0.113.1', '203.0.113.1', '203.0.113.2', '203.0.113.2'])
        expect((await signup(behind, client)).statusCode).toBe(200);
      expect((await signup(behind, '203.0.113.1')).statusCode).toBe(429);
      expect((await signup(untrusted, '198.51.100.1')).statusCode).toBe(200);
      expect((await signup(untrusted, '198.51.100.2')).statusCode).toBe(200);
      expect((await signup(untrusted, '198.51.100.3')).statusCode, 'the untrusted proxy counts as one client').toBe(429);
    } finally {
      await behind.close();
      await untrusted.close();
      await database.close();
    }
  });
});
