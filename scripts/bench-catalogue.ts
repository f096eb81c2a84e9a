// npm run bench:catalogue -- [--products 100000] [--seconds 5] [--connections 32] [--only postgres|pglite]
//   [--suites filters,cache,bff] (all by default; the others are skipped, for trying one change quickly)
// The catalogue at scale, on PostgreSQL (TEST_DATABASE_URL) and on PGlite, each figure beside its baseline
// from the same run:
//  1. every SPEC §7 filter alone and four combined, on page 1 and on a deep page, with values and pages varying per
//     request and the answer cache off (counts stay cached per version): p50/p99 at 32 connections, the median of three
//     runs (each run's p99 printed beside it), goal p99 <= 20 ms;
//  2. page 500 against page 1 of the whole list: p95 ratio, goal <= 1.5;
//  3. totalProducts against a direct count, and EXPLAIN of every query: no sequential scan of products or varieties;
//  4. PGlite against PostgreSQL on the same suite: goal at most 2.5x slower (mean of the filters' p99);
//  5. the repeated first page with the answer cache on, against plain Fastify sending the same JSON from memory:
//     goal >= 0.5x its requests/s (this and 6 take turns with their baseline, three runs each, medians compared);
//  6. the BFF's products query against the REST route it wraps, both with their answer caches on, the first page:
//     goal >= 0.9x requests/s (and, for information, with varying filters and the caches off).
// Databases are seeded once and kept: PostgreSQL database fabric_bench_<N>, PGlite in data/bench/pglite-<N>; each run
// first compacts them (VACUUM FULL), so it starts from the same tables whatever ran before.
// The load comes from wrk (Debian: apt-get install wrk), a process of its own.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CompiledQuery, sql } from 'kysely';
import { CONSTRUCTIONS, END_USES, PRICE_RANGES, YARN_COUNTS } from '../domain/catalogue.js';
import { openDatabase, type Database } from '../api/db/database.js';
import { createCatalogueCache } from '../api/catalogue/cache.js';
import { createCatalogueReader } from '../api/catalogue/catalogue-reader.js';
import { createRepositories } from '../api/repositories/index.js';
import type { ProductFilter } from '../api/repositories/product-filter.js';
import { meantQuery, readSearchWords, searchWords } from '../api/repositories/product-search.js';
import { preparePglite, preparePostgres } from './bench/bench-database.js';
import { load as loadWith, type Load } from './bench/wrk.js';
import { listRequestOf } from '../tests/support/list-request.js';
import { productsQueryPath } from '../tests/support/products-query-path.js';
import { spawnServer, type SpawnedServer } from '../tests/support/spawn-server.js';
import { manualChanges } from '../tests/support/manual-changes.js';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '32' },
    only: { type: 'string' },
    suites: { type: 'string', default: 'filters,cache,bff' },
  },
});
const PRODUCTS = Number(values.products);
const SECONDS = Number(values.seconds);
const CONNECTIONS = Number(values.connections);
const SUITES = new Set(values.suites.split(','));
const root = path.resolve(import.meta.dirname, '..');

// ---------------------------------------------------------------------------------------------------------------
// The request suite: filters whose values and pages vary per request.

interface FilterKind {
  name: string;
  /** Query strings for this kind, one per value tried. */
  queries: string[];
}

const CATEGORY_NAMES = ['Cotton', 'Linen', 'Rayon', 'Silk', 'Denim', 'Khadi', 'Chanderi', 'Georgette'];
const SUBCATEGORY_NAMES = ['Poplin', 'Mulmul', 'Cambric', 'Voile', 'Pure Linen', 'Rayon Crepe'];
const SEARCHES = ['mulmul', 'chanderi', 'ikat', 'floral', 'poplin', 'indigo', 'cotton linen', 'bagru'];
/** Searches as buyers type them: misspelt, with words no product holds, counts as the trade says them. */
const FUZZY_SEARCHES = ['cotten', 'denim fabric', '40s', 'chandery silk', 'linnen', 'georgete', 'poplin 60s', 'mulmull'];
const priceQuery = (range: (typeof PRICE_RANGES)[number]) => `priceRange=${range.min}-${range.max ?? ''}`;

const FILTER_KINDS: FilterKind[] = [
  { name: 'category', queries: CATEGORY_NAMES.map((name) => `category=${encodeURIComponent(name)}`) },
  { name: 'subcategory', queries: SUBCATEGORY_NAMES.map((name) => `subCategory=${encodeURIComponent(name)}`) },
  { name: 'price range', queries: PRICE_RANGES.map(priceQuery) },
  { name: 'rating', queries: [1, 2, 3, 4, 5].map((rating) => `rating=${rating}`) },
  { name: "today's deals", queries: ['bestDeals=true'] },
  { name: 'weight', queries: [100, 150, 200, 250, 300].map((weight) => `weight=${weight}`) },
  { name: 'count', queries: YARN_COUNTS.map((count) => `count=${encodeURIComponent(count)}`) },
  { name: 'construction', queries: CONSTRUCTIONS.map((value) => `construction=${value}`) },
  { name: 'end use', queries: END_USES.map((value) => `endUse=${encodeURIComponent(value)}`) },
  { name: 'search', queries: SEARCHES.map((words) => `search=${encodeURIComponent(words)}`) },
  { name: 'fuzzy search', queries: FUZZY_SEARCHES.map((words) => `search=${encodeURIComponent(words)}`) },
  {
    name: 'sort',
    queries: ['price-asc', 'price-desc', 'rating'].flatMap((sort) => [
      `sort=${sort}`,
      `category=${encodeURIComponent(CATEGORY_NAMES[0]!)}&sort=${sort}`,
    ]),
  },
  {
    name: 'four combined',
    queries: CATEGORY_NAMES.slice(0, 4).flatMap((category, i) =>
      PRICE_RANGES.slice(1, 4).map(
        (range) => `category=${category}&${priceQuery(range)}&rating=${2 + (i % 3)}&weight=${200 + 50 * (i % 3)}`,
      ),
    ),
  },
];

/** Each query's number of pages (from the server), so that deep pages are real pages. */
async function pageCounts(server: SpawnedServer, kinds: FilterKind[]): Promise<Map<string, number>> {
  const pages = new Map<string, number>();
  for (const query of kinds.flatMap((kind) => kind.queries)) {
    const answer = (await (await fetch(`${server.url}/api/getAllProducts?limit=12&${query}`)).json()) as { totalPage: number };
    pages.set(query, answer.totalPage);
  }
  return pages;
}

/**
 * On a shared two-core machine one five-second run can lose a third of its speed to a neighbour, so each figure that
 * meets a goal is the median of ROUNDS runs (the filters' p99s, and each side's requests/s in the comparisons).
 */
const ROUNDS = 3;

/** ROUNDS runs of `paths` (the first warmed up); the run with the median p99, and every run's p99. */
/** wrk at CONNECTIONS connections for `seconds` (SECONDS unless told). */
const load = (url: string, paths: string[], seconds = SECONDS, warm = true) =>
  loadWith(url, paths, { seconds, connections: CONNECTIONS, warm });

async function medianLoad(url: string, paths: string[]): Promise<Load & { p99s: number[] }> {
  const loads: Load[] = [];
  for (let round = 0; round < ROUNDS; round++) loads.push(await load(url, paths, SECONDS, round === 0));
  return { ...medianBy(loads, 'p99'), p99s: loads.map((run) => run.p99) };
}

/** The run in the middle by one figure. */
const medianBy = (loads: Load[], figure: 'p99' | 'rps'): Load =>
  loads.toSorted((x, y) => x[figure] - y[figure])[Math.floor(loads.length / 2)]!;

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

async function filterSuite(server: SpawnedServer) {
  const pages = await pageCounts(server, FILTER_KINDS);
  const rows: Record<string, string | number>[] = [];
  for (const kind of FILTER_KINDS) {
    const first = await medianLoad(
      server.url,
      kind.queries.map((query) => `/api/getAllProducts?page=1&limit=12&${query}`),
    );
    // Deep pages: past the middle of each query's results, at most page 500, 2,000 of them drawn at random.
    const deep = await medianLoad(
      server.url,
      Array.from({ length: 2000 }, () => {
        const query = pick(kind.queries);
        const total = Math.max(1, Math.min(500, pages.get(query) ?? 1));
        const page = Math.max(1, Math.ceil(total / 2) + Math.floor(Math.random() * Math.ceil(total / 2)));
        return `/api/getAllProducts?page=${page}&limit=12&${query}`;
      }),
    );
    rows.push({
      filter: kind.name,
      'page 1 p50': first.p50,
      'page 1 p99': first.p99,
      'deep p50': deep.p50,
      'deep p99': deep.p99,
      'req/s': Math.round((first.rps + deep.rps) / 2),
      errors: first.errors + deep.errors,
      'page 1 p99 runs': first.p99s.join(' '),
      'deep p99 runs': deep.p99s.join(' '),
    });
  }
  const worstP99 = Math.max(...rows.map((row) => Math.max(Number(row['page 1 p99']), Number(row['deep p99']))));
  const meanP99 = rows.reduce((sum, row) => sum + Number(row['page 1 p99']) + Number(row['deep p99']), 0) / (2 * rows.length);
  return { rows, worstP99, meanP99 };
}

async function deepPageSuite(server: SpawnedServer) {
  const first = await load(server.url, ['/api/getAllProducts?page=1&limit=12']);
  const deep = await load(server.url, ['/api/getAllProducts?page=500&limit=12']);
  return { first, deep, ratio: deep.p95 / first.p95 };
}

// ---------------------------------------------------------------------------------------------------------------
// Exact totals and index use, checked against the database directly.

async function checkTotalsAndPlans(database: Database, server: SpawnedServer): Promise<{ wrongTotals: string[]; seqScans: string[] }> {
  const repos = createRepositories(database.db, { tokenTtlDays: 30 });
  const wrongTotals: string[] = [];
  const seqScans: string[] = [];
  for (const query of FILTER_KINDS.flatMap((kind) => kind.queries)) {
    const answer = (await (await fetch(`${server.url}/api/getAllProducts?limit=1&${query}`)).json()) as { totalProducts: number };
    const direct = await directCount(database, new URLSearchParams(query));
    if (direct !== answer.totalProducts) wrongTotals.push(`${query}: ${answer.totalProducts} (direct ${direct})`);
  }
  for (const filter of await benchFilters(repos)) {
    for (const compiled of [
      repos.products.matchingIdsQuery(filter).compile(),
      repos.products.jsonByIdsQuery([5, 500, 50_000, 99_999]).compile(),
    ]) {
      const plan = await database.db.executeQuery(CompiledQuery.raw(`EXPLAIN ${compiled.sql}`, [...compiled.parameters]));
      const text = plan.rows.map((row) => Object.values(row as object)[0]).join('\n');
      if (/Seq Scan on (products|product_varieties)\b/.test(text)) seqScans.push(compiled.sql.slice(0, 120));
    }
  }
  return { wrongTotals, seqScans };
}

/** The filters of the suite, resolved, for EXPLAIN. */
async function benchFilters(repos: ReturnType<typeof createRepositories>): Promise<ProductFilter[]> {
  const reader = createCatalogueReader(repos, createCatalogueCache(manualChanges(), { responseBytes: 0 }));
  const filters: ProductFilter[] = [];
  for (const query of FILTER_KINDS.map((kind) => kind.queries[0]!)) filters.push(await reader.resolve(listRequestOf(query)));
  return filters;
}

/** The count straight from SQL written here, independent of the server's filter code. */
async function directCount(database: Database, params: URLSearchParams): Promise<number> {
  const request = listRequestOf(params.toString());
  const conditions = [sql`true`];
  if (request.categories.length)
    conditions.push(sql`p.category_id IN (SELECT id FROM categories WHERE name IN (${sql.join(request.categories)}))`);
  if (request.subCategories.length)
    conditions.push(sql`p.subcategory_id IN (SELECT id FROM subcategories WHERE name IN (${sql.join(request.subCategories)}))`);
  if (request.rating) conditions.push(sql`p.rating_average >= ${request.rating}`);
  // Listed at its cheapest colour in stock (migration 0013).
  const listed = (column: string) =>
    sql`(SELECT ${sql.raw(column)} FROM product_varieties v WHERE v.product_id = p.id ORDER BY v.stock > 0 DESC, coalesce(discounted_price_paise, price_per_metre_paise), v.position LIMIT 1)`;
  const first = listed('coalesce(discounted_price_paise, price_per_metre_paise)');
  if (request.priceRange) conditions.push(sql`${first} >= ${request.priceRange.minPaise}`);
  if (request.priceRange?.maxPaise) conditions.push(sql`${first} < ${request.priceRange.maxPaise}`);
  if (request.bestDeals) conditions.push(sql`${listed('discounted_price_paise')} IS NOT NULL`);
  if (request.maxWeight) conditions.push(sql`p.gsm <= ${request.maxWeight}`);
  if (request.count) conditions.push(sql`p.yarn_count = ${request.count}`);
  if (request.construction) conditions.push(sql`p.construction = ${request.construction}`);
  if (request.endUses.length) conditions.push(sql`p.end_use IN (${sql.join(request.endUses)})`);
  const tsquery = request.search ? meantQuery(await readSearchWords(database.db, searchWords(request.search))) : null;
  if (request.search && !tsquery) conditions.push(sql`false`);
  if (tsquery) conditions.push(sql`p.search_document @@ to_tsquery('simple', ${tsquery})`);
  const { rows } = await sql<{
    total: number;
  }>`SELECT count(*)::int AS total FROM products p WHERE ${sql.join(conditions, sql` AND `)}`.execute(database.db);
  return rows[0]!.total;
}

// ---------------------------------------------------------------------------------------------------------------
// The answer cache against plain Fastify, and the BFF against REST.

/** Plain Fastify sending a fixed JSON body from memory, in its own process like the server. */
async function plainFastify(body: string): Promise<{ url: string; stop: () => void }> {
  const code = `
    const app = require('fastify')();
    const body = ${JSON.stringify(body)};
    app.get('/api/getAllProducts', async (request, reply) => reply.type('application/json; charset=utf-8').send(body));
    app.listen({ port: 0, host: '127.0.0.1' }).then((address) => console.log(address));`;
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise<string>((resolve) => child.stdout.once('data', (chunk: Buffer) => resolve(String(chunk).trim())));
  return { url, stop: () => child.kill() };
}

/** Runs `a` and `b` in turn, ROUNDS times each, and keeps each side's median requests/s (turns give both the same luck). */
async function sideBySide(a: () => Promise<Load>, b: () => Promise<Load>): Promise<{ a: Load; b: Load; ratio: number }> {
  const as: Load[] = [];
  const bs: Load[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    as.push(await a());
    bs.push(await b());
  }
  const [medianA, medianB] = [medianBy(as, 'rps'), medianBy(bs, 'rps')];
  return { a: medianA, b: medianB, ratio: medianB.rps / medianA.rps };
}

async function cacheSuite(server: SpawnedServer) {
  const path = '/api/getAllProducts?page=1&limit=12';
  const body = await (await fetch(server.url + path)).text();
  const baseline = await plainFastify(body);
  try {
    const {
      a: plain,
      b: cached,
      ratio,
    } = await sideBySide(
      () => load(baseline.url, [path]),
      () => load(server.url, [path]),
    );
    return { plain, cached, ratio };
  } finally {
    baseline.stop();
  }
}

/** The BFF's products query against the REST route it wraps: the same first page every time, or varying filters. */
async function bffSuite(server: SpawnedServer, varying: boolean) {
  const kinds = FILTER_KINDS.filter((kind) => !kind.name.includes('search'));
  const filters: [string, object][] = varying
    ? kinds.flatMap((kind) => kind.queries).map((query) => [query, graphFilter(new URLSearchParams(query))])
    : [['', {}]];
  const pages = varying ? [1, 2, 3] : [1];
  // Every path made beforehand: the load generator shares the CPU with the server.
  const restPaths = filters.flatMap(([query]) =>
    pages.map((page) => `/api/getAllProducts?page=${page}&limit=12${query ? `&${query}` : ''}`),
  );
  // As the SPA sends queries: GET, the variables as JSON in the query string.
  const graphPaths = filters.flatMap(([, filter]) => pages.map((page) => productsQueryPath(filter, page)));
  const {
    a: rest,
    b: bff,
    ratio,
  } = await sideBySide(
    () => load(server.url, restPaths),
    () => load(server.url, graphPaths),
  );
  return { rest, bff, ratio };
}

function graphFilter(params: URLSearchParams): object {
  const request = listRequestOf(params.toString());
  return {
    ...(request.categories.length ? { categories: request.categories } : {}),
    ...(request.subCategories.length ? { subCategories: request.subCategories } : {}),
    ...(params.get('priceRange') ? { price: params.get('priceRange') } : {}),
    ...(request.rating ? { rating: request.rating } : {}),
    ...(request.bestDeals ? { todaysDeals: true } : {}),
    ...(request.maxWeight ? { weight: request.maxWeight } : {}),
    ...(request.count ? { count: request.count } : {}),
    ...(request.construction ? { construction: request.construction } : {}),
    ...(request.endUses.length ? { endUse: request.endUses } : {}),
  };
}

// ---------------------------------------------------------------------------------------------------------------

const met = (ok: boolean) => (ok ? 'met' : 'MISSED');
const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl && values.only !== 'pglite')
  throw new Error('Set TEST_DATABASE_URL to a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/postgres (or pass --only pglite)');
if (!existsSync(path.join(root, 'dist', 'index.html'))) console.log('(No dist/: the server builds the SPA on its first start.)');
if (spawnSync('wrk', ['--version']).error) throw new Error('bench:catalogue needs wrk (Debian: apt-get install wrk)');

const results: { name: string; suite: Awaited<ReturnType<typeof filterSuite>>; deep: Awaited<ReturnType<typeof deepPageSuite>> }[] = [];
const goals: { goal: string; figure: string; baseline: string; result: string }[] = [];

for (const kind of ['postgres', 'pglite'] as const) {
  if (values.only && values.only !== kind) continue;
  const target: Record<string, string> =
    kind === 'postgres' ? { DATABASE_URL: await preparePostgres(adminUrl!, PRODUCTS) } : { DATA_DIR: await preparePglite(PRODUCTS) };
  const label = kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
  if (SUITES.has('filters')) {
    const server = await spawnServer({ ...target, SEED_PRODUCTS: '0', CATALOGUE_CACHE_MB: '0', REQUESTS_PER_ADDRESS: '1000000' });
    const database = kind === 'postgres' ? await openDatabase({ databaseUrl: target.DATABASE_URL! }) : null;
    try {
      console.log(
        `\n${label}, ${PRODUCTS.toLocaleString('en-IN')} products, ${CONNECTIONS} connections, ${SECONDS} s per run, median of ${ROUNDS} runs; answer cache off, values and pages varying (ms):`,
      );
      const suite = await filterSuite(server);
      console.table(suite.rows);
      const deep = await deepPageSuite(server);
      results.push({ name: label, suite, deep });
      if (kind === 'postgres')
        goals.push({
          goal: `${label}: every filter, page 1 and deep, p99 <= 20 ms`,
          figure: `worst p99 ${suite.worstP99} ms`,
          baseline: '20 ms',
          result: met(suite.worstP99 <= 20),
        });
      goals.push({
        goal: `${label}: page 500 p95 <= 1.5x page 1`,
        figure: `${deep.deep.p95.toFixed(1)} ms`,
        baseline: `page 1 ${deep.first.p95.toFixed(1)} ms (${deep.ratio.toFixed(2)}x)`,
        result: met(deep.ratio <= 1.5),
      });
      if (database) {
        const { wrongTotals, seqScans } = await checkTotalsAndPlans(database, server);
        goals.push({
          goal: 'totalProducts exact for every query of the suite',
          figure: wrongTotals.length ? wrongTotals.join('; ') : 'all exact',
          baseline: 'direct count(*)',
          result: met(wrongTotals.length === 0),
        });
        goals.push({
          goal: 'no sequential scan of products or product_varieties',
          figure: seqScans.length ? seqScans.join('; ') : 'none',
          baseline: 'EXPLAIN',
          result: met(seqScans.length === 0),
        });
      }
    } finally {
      await server.stop();
      await database?.close();
    }
  }
  if (kind === 'postgres' && (SUITES.has('cache') || SUITES.has('bff'))) {
    const cached = await spawnServer({ ...target, SEED_PRODUCTS: '0', REQUESTS_PER_ADDRESS: '1000000' });
    try {
      if (SUITES.has('cache')) {
        const cache = await cacheSuite(cached);
        goals.push({
          goal: 'repeated first page (answer cache) >= 0.5x plain Fastify',
          figure: `${Math.round(cache.cached.rps)} req/s`,
          baseline: `${Math.round(cache.plain.rps)} req/s (${cache.ratio.toFixed(2)}x)`,
          result: met(cache.ratio >= 0.5),
        });
      }
      if (SUITES.has('bff')) {
        const bff = await bffSuite(cached, false);
        goals.push({
          goal: 'BFF products query >= 0.9x the REST route it wraps (first page, caches on)',
          figure: `${Math.round(bff.bff.rps)} req/s`,
          baseline: `${Math.round(bff.rest.rps)} req/s (${bff.ratio.toFixed(2)}x)`,
          result: met(bff.ratio >= 0.9),
        });
      }
    } finally {
      await cached.stop();
    }
  }
  if (kind === 'postgres' && SUITES.has('bff')) {
    const uncached = await spawnServer({ ...target, SEED_PRODUCTS: '0', CATALOGUE_CACHE_MB: '0', REQUESTS_PER_ADDRESS: '1000000' });
    try {
      const bff = await bffSuite(uncached, true);
      goals.push({
        goal: '(for information) BFF against REST, varying filters, caches off',
        figure: `${Math.round(bff.bff.rps)} req/s`,
        baseline: `${Math.round(bff.rest.rps)} req/s (${bff.ratio.toFixed(2)}x)`,
        result: '-',
      });
    } finally {
      await uncached.stop();
    }
  }
}

const pgResult = results.find((result) => result.name === 'PostgreSQL');
const pgliteResult = results.find((result) => result.name === 'PGlite');
if (pgResult && pgliteResult) {
  const ratio = pgliteResult.suite.meanP99 / pgResult.suite.meanP99;
  goals.push({
    goal: 'PGlite at most 2.5x slower than PostgreSQL (mean p99 of the suite)',
    figure: `${pgliteResult.suite.meanP99.toFixed(1)} ms`,
    baseline: `${pgResult.suite.meanP99.toFixed(1)} ms (${ratio.toFixed(2)}x)`,
    result: met(ratio <= 2.5),
  });
}
console.log('\nGoals:');
console.table(goals);
