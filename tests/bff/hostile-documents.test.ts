import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_LIMITS } from '../../bff/guard/document-guard.js';
import { testDatabases } from '../support/databases.js';
import { withServer } from '../support/running-server.js';

setFlagsFromString('--expose_gc');
const gc = runInNewContext('gc') as () => void;
const heapMb = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed / 1024 / 1024;
};

const [pglite] = testDatabases();

describe('hostile GraphQL documents', () => {
  const running = withServer(pglite!);

  const graphql = (query: string, variables?: object) =>
    running.server.app.inject({ method: 'POST', url: '/graphql', payload: { query, variables } });
  const errorsOf = (response: { json: <T>() => T }) =>
    response.json<{ errors: { message: string; extensions: { code: string } }[] }>().errors;

  it('thousands of distinct documents leave memory bounded and the server answering', async () => {
    const before = heapMb();
    // The reported attack: a differing comment, then 50,000 fields (about 100 KB each).
    for (let n = 0; n < 300; n++) {
      const response = await graphql(`# ${n}\n{${' a'.repeat(50_000)} }`);
      expect([400, 413]).toContain(response.statusCode);
    }
    // The largest documents that get through the size and token limits, valid and invalid, all distinct.
    const fields = Math.floor((DOCUMENT_LIMITS.maxBytes - 20) / 14);
    const valid = ' categoryNames'.repeat(fields);
    const invalid = ' nothingHere'.repeat(fields);
    for (let n = 0; n < 1000; n++) {
      expect((await graphql(`# ${n}\n{${valid} }`)).statusCode).toBe(200);
      const refused = await graphql(`# ${n}\n{${invalid} }`);
      expect(refused.statusCode).toBe(400);
      expect(errorsOf(refused)[0]!.extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    }
    const grown = heapMb() - before;
    console.log(`Heap after 2,300 distinct documents: ${grown.toFixed(1)} MB more than before.`);
    expect(grown, `heap grew by ${grown.toFixed(0)} MB`).toBeLessThan(50);
    expect((await graphql('{ categoryNames }')).json()).toMatchObject({ data: { categoryNames: expect.arrayContaining(['Cotton']) } });
  }, 120_000);

  it('refuses a long document and one with too many tokens before parsing it', async () => {
    const long = await graphql(`
      {
        categoryNames
      }
      ${' '.repeat(DOCUMENT_LIMITS.maxBytes)}
    `);
    expect(long.statusCode).toBe(400);
    expect(errorsOf(long)[0]).toMatchObject({ message: expect.stringContaining('too long'), extensions: { code: 'QUERY_TOO_LARGE' } });
    const tokens = await graphql(`{${' a'.repeat(DOCUMENT_LIMITS.maxTokens)} }`);
    expect(tokens.statusCode).toBe(400);
    expect(errorsOf(tokens)[0]!.message).toContain('tokens');
  });

  it('answers 1,000 aliases of products(limit: 100) at once with a clear error, without stalling anyone', async () => {
    const aliases = Array.from({ length: 1000 }, (_, i) => `p${i}: products(limit: 100) { data { id name } }`).join(' ');
    const started = performance.now();
    const [attack, other] = await Promise.all([graphql(`{ ${aliases} }`), graphql('{ categoryNames }')]);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(attack.statusCode).toBe(400);
    expect(errorsOf(attack)[0]!.message).toMatch(/too long/);
    expect(other.statusCode).toBe(200);
    const short = Array.from({ length: DOCUMENT_LIMITS.maxAliases + 1 }, (_, i) => `p${i}: products(limit: 100) { data { id } }`).join(' ');
    const aliased = await graphql(`{ ${short} }`);
    expect(aliased.statusCode).toBe(400);
    expect(errorsOf(aliased)[0]!.message).toMatch(/aliases/i);
  });

  it('caps list arguments and the cost of what a document asks for', async () => {
    const tooMany = await graphql('{ products(limit: 1000) { data { id } } }');
    expect(errorsOf(tooMany)[0]).toMatchObject({ message: 'limit must be at most 100, got 1000', extensions: { code: 'BAD_USER_INPUT' } });
    const byVariable = await graphql('query ($limit: Int!) { products(limit: $limit) { data { id } } }', { limit: 5000 });
    expect(errorsOf(byVariable)[0]!.message).toBe('limit must be at most 100, got 5000');
    const costly = Array.from(
      { length: 6 },
      (_, i) => `p${i}: products(limit: 100) { data { id name reviews { rating review userName } varieties { id color price } } }`,
    ).join(' ');
    const refused = await graphql(`{ ${costly} }`);
    expect(refused.statusCode).toBe(400);
    expect(errorsOf(refused)[0]).toMatchObject({
      message: expect.stringContaining('asks for too much'),
      extensions: { code: 'QUERY_TOO_COSTLY' },
    });
    const page = await graphql('{ products(limit: 12) { data { id name reviews { rating } varieties { id price } } } }');
    expect(page.statusCode).toBe(200);
  });

  it('refuses deep nesting, many directives and malformed requests with 400', async () => {
    const deep = await graphql(`{ ${`__schema { types { fields { type ${'{ ofType '.repeat(8)}{ name }${' }'.repeat(8)} } } }`} }`);
    expect(deep.statusCode).toBe(400);
    const directives = await graphql(`{ categoryNames${' @include(if: true)'.repeat(20)} }`);
    expect(directives.statusCode).toBe(400);
    for (const payload of ['[]', '"text"', '{"query": 5}', '{"query": "{ categoryNames }", "variables": "x"}', '{']) {
      const response = await running.server.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
    }
  });

  it('refuses a 1 KB document of fragments that fan out 10^10 times at once, without stalling anyone', async () => {
    const attack = fanOutDocument(10, 10);
    expect(Buffer.byteLength(attack)).toBeLessThan(1100);
    const started = performance.now();
    const health = (async () => {
      await new Promise((resolve) => setImmediate(resolve));
      const asked = performance.now();
      const response = await running.server.app.inject({ method: 'GET', url: '/api/health' });
      return { status: response.statusCode, ms: performance.now() - asked };
    })();
    const answers = await Promise.all(Array.from({ length: 20 }, () => graphql(attack)));
    expect(performance.now() - started).toBeLessThan(1000);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(400);
      expect(errorsOf(answer)[0]).toMatchObject({
        message: expect.stringContaining('asks for too much'),
        extensions: { code: 'QUERY_TOO_COSTLY' },
      });
    }
    const { status, ms } = await health;
    expect(status).toBe(200);
    expect(ms).toBeLessThan(50);
  });

  it('counts each fragment once however often it is spread, so a small fan-out costs what it asks', async () => {
    // Three levels of two spreads: 2 × 2 × 2 = 8 copies of { id name }, merged into one product: cost 1 + 2.
    const small = await graphql(fanOutDocument(3, 2));
    expect(small.statusCode).toBe(200);
    expect(small.json()).toMatchObject({ data: { product: { id: expect.any(String), name: expect.any(String) } } });
  });

  it('refuses fragments that spread each other in a cycle, with the reason', async () => {
    const cycle = await graphql('{ product(id: "1") { ...A } } fragment A on Product { id ...B } fragment B on Product { name ...A }');
    expect(cycle.statusCode).toBe(400);
    expect(errorsOf(cycle)[0]!.message).toMatch(/Cannot spread fragment "A" within itself/);
  });

  it('refuses variables nested thousands deep, or too many of them, as bad input before anything walks them', async () => {
    const query = 'query ($id: ID!) { product(id: $id) { id } }';
    // Written as text: JSON.stringify itself overflows the stack on such values.
    const deepObject = `{"id":"1","deep":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`;
    const deepArray = `{"id":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    for (const variables of [deepObject, deepArray]) {
      const post = await running.server.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json' },
        payload: `{"query":${JSON.stringify(query)},"variables":${variables}}`,
      });
      expect(post.statusCode).toBe(400);
      expect(errorsOf(post)[0]!.message).toMatch(/nested too deeply/);
      const get = await running.server.app.inject({
        method: 'GET',
        url: `/graphql?query=${encodeURIComponent(query)}&variables=${encodeURIComponent(variables.slice(0, 6000))}`,
      });
      expect(get.statusCode).toBe(400);
    }
    const wide = await graphql(query, { id: '1', many: Array.from({ length: 5000 }, (_, i) => i) });
    expect(wide.statusCode).toBe(400);
    expect(errorsOf(wide)[0]!.message).toMatch(/too many values/);
    expect((await graphql(query, { id: '1' })).statusCode).toBe(200);
  });
});

/** `levels` fragments, each spreading the next `width` times: width^levels copies of the last one's fields. */
function fanOutDocument(levels: number, width: number): string {
  const fragments = Array.from(
    { length: levels },
    (_, i) =>
      `fragment F${i} on Product { ${
        i + 1 < levels
          ? Array(width)
              .fill(`...F${i + 1}`)
              .join(' ')
          : 'id name'
      } }`,
  );
  return `{ product(id: "1") { ...F0 } } ${fragments.join(' ')}`;
}
