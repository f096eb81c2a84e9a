import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../api/db/database.js';
import { buildServer } from '../../server/app.js';
import { testDatabases } from '../support/databases.js';
import { registeredRoutes } from '../support/registered-routes.js';
import { tempDataDir, testAuthConfig } from '../support/test-config.js';

interface Operation {
  tags?: string[];
  security?: unknown[];
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
  parameters?: { in: string; name: string }[];
  requestBody?: unknown;
}

/** The documentation's routes and the page's own files are the only ones without a schema of their own. */
const UNDOCUMENTED = /^\/api\/docs(\/|$)/;

describe.each(testDatabases().slice(0, 1))('API documentation ($name)', (testDatabase) => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await testDatabase.open();
    app = await buildServer({ database, auth: testAuthConfig(), dataDir: tempDataDir() });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('documents every REST route with its answers, and marks which need a session and which are the operators’', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      openapi: string;
      paths: Record<string, Record<string, Operation>>;
    }>();
    expect(document.openapi).toMatch(/^3\./);
    const routes = registeredRoutes(app)
      .filter((route) => route.url.startsWith('/api/') && !UNDOCUMENTED.test(route.url))
      .map((route) => ({ method: route.method.toLowerCase(), url: route.url, path: route.url.replace(/:(\w+)(\([^)]*\))?/g, '{$1}') }));
    expect(routes.length).toBeGreaterThan(60);
    const missing = routes.filter((route) => !document.paths[route.path]?.[route.method]);
    expect(missing.map((route) => `${route.method} ${route.url}`)).toEqual([]);
    for (const route of routes) {
      const operation = document.paths[route.path]![route.method]!;
      const name = `${route.method.toUpperCase()} ${route.url}`;
      const answers = Object.entries(operation.responses ?? {}).filter(([code]) => code.startsWith('2'));
      expect(answers.length, `${name} documents its answer`).toBeGreaterThan(0);
      expect(
        answers.some(([, answer]) => Object.values(answer.content ?? {}).some((content) => content.schema)),
        `${name} has an answer schema`,
      ).toBe(true);
      if (route.url.startsWith('/api/admin')) {
        expect(operation.tags, name).toEqual(['Operators (ADMIN_EMAILS)']);
        expect(Object.keys(operation.responses!), `${name} says who may call it`).toEqual(expect.arrayContaining(['401', '403']));
      }
      if (route.url.startsWith('/api/admin') || route.url === '/api/user/cart') expect(operation.security, name).toEqual([{ session: [] }]);
    }
    expect(document.paths['/api/getAllProducts']!.get!.security).toBeUndefined();
    expect(document.paths['/api/admin/products']!.post!.requestBody).toBeDefined();
  });

  it('promises for every request body that a field it does not name is refused, and keeps the promise', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    /** The paths (in the body) of object schemas that would take fields they do not name. */
    const open = (schema: unknown, at: string): string[] => {
      if (typeof schema !== 'object' || schema === null) return [];
      const node = schema as Record<string, unknown>;
      const here = node.type === 'object' && node.additionalProperties !== false ? [at] : [];
      const children = [
        ...Object.entries((node.properties as Record<string, unknown> | undefined) ?? {}).map(([key, child]) =>
          open(child, `${at}.${key}`),
        ),
        open(node.items, `${at}[]`),
        ...(['anyOf', 'oneOf', 'allOf'] as const).flatMap((key) =>
          ((node[key] as unknown[] | undefined) ?? []).map((child) => open(child, at)),
        ),
      ];
      return [...here, ...children.flat()];
    };
    const found: string[] = [];
    let bodies = 0;
    for (const [path, operations] of Object.entries(document.paths))
      for (const [method, operation] of Object.entries(operations)) {
        const content = (operation.requestBody as { content?: Record<string, { schema?: unknown }> } | undefined)?.content ?? {};
        for (const [type, { schema }] of Object.entries(content)) {
          if (!type.includes('json')) continue;
          bodies++;
          found.push(...open(schema, 'body').map((where) => `${method.toUpperCase()} ${path} ${where}`));
        }
      }
    expect(bodies).toBeGreaterThan(40);
    expect(found).toEqual([]);

    // And the promise is kept: an unknown field is refused with its name, nothing done.
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/user/signup',
      payload: { email: 'x@mill.example.in', isOperator: true },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('isOperator is not a field this request takes: leave it out.');
  });

  it('serves a browsable page from the app itself, allowed by the content security policy', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs/' });
    const html = page.statusCode === 302 ? await app.inject({ method: 'GET', url: page.headers.location! }) : page;
    expect(html.statusCode).toBe(200);
    expect(html.body).toContain('swagger-ui');
    expect(html.body).not.toMatch(/https?:\/\/(?!localhost)[a-z0-9.-]+\/[^"']*\.(js|css)/i);
    const scripts = [...html.body.matchAll(/<script[^>]*src="([^"]+)"/g)].map((match) => match[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    expect(html.body).not.toMatch(/<script(?![^>]*src=)[^>]*>\s*\S/);
    const csp = String(html.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    for (const script of scripts) {
      const url = new URL(script, `http://x${html.raw.req.url ?? '/api/docs/'}`);
      expect((await app.inject({ method: 'GET', url: url.pathname })).statusCode, script).toBe(200);
    }
  });

  it('shows the API’s own document whatever the query string: the page with one is sent to the page without it', async () => {
    for (const url of ['/api/docs/?x', '/api/docs?x=1', '/api/docs/?utm_source=mail&x=%2F', '/api/docs/?url=/api/health']) {
      const sent = await app.inject({ method: 'GET', url });
      expect(sent.statusCode, url).toBe(302);
      expect(sent.headers.location, url).toBe('/api/docs/');
    }
    const html = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(html.statusCode).toBe(200);
    const assets = [...html.body.matchAll(/(?:src|href)="([^"]+\.(?:js|css))"/g)].map((match) => match[1]!);
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets)
      expect((await app.inject({ method: 'GET', url: new URL(asset, 'http://x/api/docs/').pathname })).statusCode, asset).toBe(200);
    // swagger-ui reads the definition from the page's address + './json': from /api/docs/ that is the API's own.
    const initializer = await app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.body).toContain("resolveUrl('./json')");
    expect(new URL('./json', 'http://x/api/docs/').pathname).toBe('/api/docs/json');
    expect((await app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ info: { title: string } }>().info.title).toBe(
      'FabricMart REST API',
    );
    for (const url of ['/api/docs/static/index.html?x=1', '/api/docs/static/index.html']) {
      const answer = await app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(302);
      expect(answer.headers.location, url).toBe('/api/docs/');
      expect((await app.inject({ method: 'GET', url: answer.headers.location! })).statusCode).toBe(200);
    }
  });
});
