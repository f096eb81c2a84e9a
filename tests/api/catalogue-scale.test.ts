import { ClientError, GraphQLClient } from 'graphql-request';
import { CompiledQuery, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createCatalogueCache } from '../../api/catalogue/cache.js';
import { createCatalogueReader } from '../../api/catalogue/catalogue-reader.js';
import { createProductJsonLoader, EMBEDDED_BATCHES } from '../../api/catalogue/product-json-loader.js';
import { createRepositories } from '../../api/repositories/index.js';
import { ProductListResponse } from '../../domain/rest/catalogue.js';
import { ProductsDocument } from '../../src/graphql/documents/Products.js';
import { Value } from '@sinclair/typebox/value';
import { apiApp } from '../support/api-app.js';
import { testDatabases } from '../support/databases.js';
import { listRequestOf } from '../support/list-request.js';
import { manualChanges } from '../support/manual-changes.js';
import { planOf } from '../support/plan-of.js';
import { startServer } from '../support/running-server.js';

/** Every SPEC §7 filter alone, several combined, and searches: the queries the list runs. */
const QUERIES = [
  '',
  'category=Cotton',
  'category=Silk,Denim',
  'subCategory=Poplin',
  'category=Cotton,Linen&subCategory=Poplin',
  'priceRange=0-50',
  'priceRange=100-200',
  'priceRange=1000-',
  'rating=4',
  'bestDeals=true',
  'weight=150',
  'count=40x40',
  'construction=60x60',
  'endUse=Shirting',
  'endUse=Shirting,Bottomwear%20%2F%20Uniforms',
  'search=poplin',
  'category=Cotton&priceRange=100-200&rating=3&weight=250',
  'search=cotton&category=Cotton&bestDeals=true',
  'sort=price-asc',
  'sort=price-desc',
  'sort=rating',
  'category=Cotton&sort=price-asc',
  'rating=4&sort=rating',
];

/** Waits until the app has heard of a newer catalogue change than `before` (NOTIFY, or the poll behind it). */
async function changeAfter(seq: () => number, before: number): Promise<void> {
  await expect.poll(seq, { timeout: 5000, interval: 20 }).toBeGreaterThan(before);
}

describe.each(testDatabases())('catalogue at scale on $name', (testDatabase) => {
  it.runIf(testDatabase.name === 'PostgreSQL')(
    'every list query can be served by an index: no sequential scan of products or colours',
    async () => {
      const database = await testDatabase.open();
      try {
        const repos = createRepositories(database.db, { tokenTtlDays: 30 });
        const reader = createCatalogueReader(repos, createCatalogueCache(manualChanges(), { responseBytes: 0 }));
        const statements: CompiledQuery[] = [repos.products.jsonByIdsQuery([1, 2, 3]).compile()];
        for (const query of QUERIES) statements.push(repos.products.matchingIdsQuery(await reader.resolve(listRequestOf(query))).compile());
        statements.push(CompiledQuery.raw(`SELECT id FROM products WHERE search_document @@ to_tsquery('simple', 'poplin:*')`));
        // 300 products fit in a page or two, where a scan is cheapest; with scans priced out the planner shows whether
        // an index can serve each query at all (bench:catalogue shows the plans it chooses at 100,000 products).
        for (const statement of statements) {
          const text = await planOf(database.db, statement, { seqScansOff: true });
          expect(text, statement.sql).not.toMatch(/Seq Scan on (products|product_varieties)\b/);
        }
      } finally {
        await database.close();
      }
    },
  );

  it('pages asked for at once are read in one statement, each in its own order, unknown ids left out', async () => {
    const database = await testDatabase.open();
    try {
      const repos = createRepositories(database.db, { tokenTtlDays: 30, embedded: testDatabase.name === 'PGlite' });
      const statements: number[][] = [];
      const load = createProductJsonLoader((ids) => {
        statements.push([...ids]);
        return repos.products.jsonByIds(ids);
      });
      const pages = [
        [300, 299, 298],
        [12, 11, 10, 9],
        [5, 999_999, 4],
        [299, 12],
      ];
      const answers = await Promise.all(pages.map((ids) => load(ids)));
      expect(statements).toHaveLength(1);
      expect(new Set(statements[0])).toEqual(new Set(pages.flat()));
      const idsOf = (texts: string[]) => texts.map((text) => Number((JSON.parse(text) as { _id: string })._id));
      expect(answers.map(idsOf)).toEqual([
        [300, 299, 298],
        [12, 11, 10, 9],
        [5, 4],
        [299, 12],
      ]);
      // A page asked for later is a statement of its own, read as the rows are then.
      const { name } = JSON.parse(answers[0]![0]!) as { name: string };
      await sql`UPDATE products SET name = 'Renamed Poplin' WHERE id = 300`.execute(database.db);
      expect(JSON.parse((await load([300]))[0]!)).toMatchObject({ _id: '300', name: 'Renamed Poplin' });
      expect(statements).toHaveLength(2);
      await sql`UPDATE products SET name = ${name} WHERE id = 300`.execute(database.db);
    } finally {
      await database.close();
    }
  });

  it('a failed read fails every page that shared its statement, and the next pages are read again', async () => {
    let fail = true;
    const load = createProductJsonLoader(async (ids) => {
      if (fail) throw new Error('connection lost');
      return new Map(ids.map((id) => [id, `{"_id":"${id}"}`]));
    });
    const results = await Promise.allSettled([load([1, 2]), load([3])]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await load([3, 1])).toEqual(['{"_id":"3"}', '{"_id":"1"}']);
  });

  it('a batch that reaches 96 ids goes at once, and the pages after it go together when the turn ends', async () => {
    const statements: number[][] = [];
    const load = createProductJsonLoader(async (ids) => {
      statements.push([...ids]);
      return new Map(ids.map((id) => [id, `{"_id":"${id}"}`]));
    });
    const pages = Array.from({ length: 10 }, (_, page) => Array.from({ length: 12 }, (_, index) => 1000 - 12 * page - index));
    const answers = await Promise.all(pages.map((ids) => load(ids)));
    expect(statements.map((ids) => ids.length)).toEqual([96, 24]);
    expect(answers).toEqual(pages.map((ids) => ids.map((id) => `{"_id":"${id}"}`)));
  });

  it('with one statement out at a time (PGlite), pages asked for meanwhile wait and go together in the next', async () => {
    const statements: number[][] = [];
    const finish: ((ok: boolean) => void)[] = [];
    const load = createProductJsonLoader(
      (ids) =>
        new Promise((resolve, reject) => {
          statements.push([...ids]);
          finish.push((ok) => (ok ? resolve(new Map(ids.map((id) => [id, `{"_id":"${id}"}`]))) : reject(new Error('connection lost'))));
        }),
      EMBEDDED_BATCHES,
    );
    const turn = () => new Promise((resolve) => setImmediate(resolve));
    const first = load([1, 2]);
    await turn();
    const meanwhile = [load([3]), load([4, 5])];
    await turn();
    expect(statements).toEqual([[1, 2]]);
    finish[0]!(true);
    expect(await first).toEqual(['{"_id":"1"}', '{"_id":"2"}']);
    expect(statements).toEqual([
      [1, 2],
      [3, 4, 5],
    ]);
    // A failed statement frees its place too.
    const after = load([6]);
    finish[1]!(false);
    await expect(Promise.all(meanwhile)).rejects.toThrow('connection lost');
    await turn();
    expect(statements).toEqual([[1, 2], [3, 4, 5], [6]]);
    finish[2]!(true);
    expect(await after).toEqual(['{"_id":"6"}']);
  });

  it("a statement reads at most its policy's ids: the pages beyond wait for the next, and a larger page goes alone", async () => {
    const statements: number[] = [];
    const finish: (() => void)[] = [];
    const load = createProductJsonLoader(
      (ids) =>
        new Promise((resolve) => {
          statements.push(ids.length);
          finish.push(() => resolve(new Map(ids.map((id) => [id, `{"_id":"${id}"}`]))));
        }),
      EMBEDDED_BATCHES,
    );
    const turn = () => new Promise((resolve) => setImmediate(resolve));
    const first = load([1]);
    await turn();
    const pages = Array.from({ length: 100 }, (_, page) => load(Array.from({ length: 12 }, (_, index) => 10_000 + 12 * page + index)));
    const large = load(Array.from({ length: 1500 }, (_, index) => 50_000 + index));
    await turn();
    for (let statement = 0; statement < 4; statement++) {
      finish[statement]!();
      await turn();
    }
    expect(statements).toEqual([1, 996, 204, 1500]);
    await first;
    expect((await Promise.all(pages)).flat()).toHaveLength(1200);
    expect(await large).toHaveLength(1500);
  });

  it('requests for one filter at once share one read of its matching ids; after a change to what decides them they read again', async () => {
    const changes = manualChanges();
    const cache = createCatalogueCache(changes, { responseBytes: 0 });
    const finish: ((ids: Int32Array) => void)[] = [];
    const compute = () => new Promise<Int32Array>((resolve) => finish.push(resolve));
    const together = Array.from({ length: 20 }, () => cache.matching('rating:4', ['ratings'], compute));
    expect(finish).toHaveLength(1);
    // A change elsewhere does not concern the ratings: the read in progress is still shared.
    changes.emit(['reviews:7']);
    expect(cache.matching('rating:4', ['ratings'], compute)).toBe(together[0]);
    // The ratings change while the ids are read: a request after it reads again, and the older ids are not kept.
    changes.emit(['ratings', 'product:7']);
    const after = cache.matching('rating:4', ['ratings'], compute);
    expect(finish).toHaveLength(2);
    finish[0]!(Int32Array.of(3, 2, 1));
    expect(new Set(await Promise.all(together)).size).toBe(1);
    finish[1]!(Int32Array.of(4, 3, 2, 1));
    expect(Array.from(await after)).toEqual([4, 3, 2, 1]);
    expect(Array.from(await cache.matching('rating:4', ['ratings'], compute))).toEqual([4, 3, 2, 1]);
    expect(finish).toHaveLength(2);
    // A change anywhere drops it too.
    changes.emit(null);
    void cache.matching('rating:4', ['ratings'], compute);
    expect(finish).toHaveLength(3);
  });

  it('thirty pages asked for at once each get their own products, as they would one by one', async () => {
    const database = await testDatabase.open();
    const app = await apiApp(database);
    try {
      const urls = Array.from(
        { length: 30 },
        (_, index) => `/api/getAllProducts?page=${index + 1}&limit=${3 + (index % 4)}${index % 3 ? '&category=Cotton' : ''}`,
      );
      const together = await Promise.all(urls.map((url) => app.inject(url)));
      for (const [index, url] of urls.entries()) expect(together[index]!.body, url).toBe((await app.inject(`${url}&again=1`)).body);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('list answers match the REST schema, and each product matches its rows (rupees, first colour, dates)', async () => {
    const database = await testDatabase.open();
    const app = await apiApp(database);
    try {
      const body = (await app.inject('/api/getAllProducts?page=2&limit=12')).json<{
        data: {
          _id: string;
          createdAt: string;
          averageRating: number;
          productVarieties: { _id: string; pricepermeter: number; discountedPrice: number | null; stock: number; images: string[] }[];
        }[];
      }>();
      expect(Value.Check(ProductListResponse, body), JSON.stringify([...Value.Errors(ProductListResponse, body)].slice(0, 3))).toBe(true);
      for (const product of body.data) {
        const { rows } = await sql<{
          created_at: Date;
          rating: number;
          varieties: {
            id: number;
            price: number;
            discounted: number | null;
            stock: number;
            images: string[];
            tiers: { minMetres: number; pricepermeter: number }[];
          }[];
        }>`
          SELECT p.created_at, p.rating_average::float8 AS rating,
            (SELECT json_agg(json_build_object('id', v.id, 'price', v.price_per_metre_paise, 'discounted', v.discounted_price_paise, 'stock', v.stock, 'images', v.images,
              'tiers', coalesce((SELECT json_agg(json_build_object('minMetres', b.min_metres, 'pricepermeter', b.price_per_metre_paise / 100.0) ORDER BY b.min_metres)
                FROM price_breaks b WHERE b.variety_id = v.id), '[]'::json)) ORDER BY v.position)
             FROM product_varieties v WHERE v.product_id = p.id) AS varieties
          FROM products p WHERE p.id = ${Number(product._id)}`.execute(database.db);
        const row = rows[0]!;
        expect(product.createdAt).toBe(new Date(row.created_at).toISOString());
        expect(product.averageRating).toBe(row.rating);
        expect(product.productVarieties).toEqual(
          row.varieties.map((variety) => ({
            _id: String(variety.id),
            color: expect.any(String),
            colorCode: expect.any(String),
            images: variety.images,
            stock: variety.stock,
            pricepermeter: variety.price / 100,
            discountedPrice: variety.discounted === null ? null : variety.discounted / 100,
            priceTiers: variety.tiers.map((tier) => ({ minMetres: tier.minMetres, pricepermeter: Number(tier.pricepermeter) })),
          })),
        );
      }
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('answers are kept until the catalogue changes, and dropped the moment it does, in every process', async () => {
    const database = await testDatabase.open();
    // Two apps with caches of their own, as two server processes would be (on PGlite they share the instance).
    const first = await apiApp(database);
    const second = testDatabase.name === 'PostgreSQL' ? await apiApp(await testDatabase.open()) : null;
    const apps = second ? [first, second] : [first];
    try {
      const url = '/api/getAllProducts?limit=1&category=Silk';
      for (const app of apps) {
        expect((await app.inject(url)).headers['x-cache']).toBeUndefined();
        expect((await app.inject(url)).headers['x-cache']).toBe('hit');
      }
      const {
        data: [silk],
      } = (await first.inject(url)).json<{ data: { _id: string; productVarieties: { _id: string; pricepermeter: number }[] }[] }>();
      const varietyId = Number(silk!.productVarieties[0]!._id);
      const before = apps.map((app) => app.catalogueChanges.seq());
      // Made the cheapest colour in stock (₹0.50), at which the product is listed.
      const updated = await sql<{ price: number }>`
        UPDATE product_varieties SET price_per_metre_paise = 50, discounted_price_paise = NULL, stock = 7
        WHERE id = ${varietyId} RETURNING price_per_metre_paise AS price`.execute(database.db);
      const { price } = updated.rows[0]!;
      for (const [index, app] of apps.entries()) {
        await changeAfter(() => app.catalogueChanges.seq(), before[index]!);
        const fresh = await app.inject(url);
        expect(fresh.headers['x-cache']).toBeUndefined();
        const variety = fresh.json<{
          data: { productVarieties: { pricepermeter: number; discountedPrice: number | null; stock: number }[] }[];
        }>().data[0]!.productVarieties[0]!;
        expect(variety).toMatchObject({ pricepermeter: price / 100, discountedPrice: null, stock: 7 });
        const detail = (await app.inject(`/api/product/${silk!._id}`)).json<{ data: { productVarieties: { stock: number }[] } }>();
        expect(detail.data.productVarieties[0]!.stock).toBe(7);
      }
      // The price it is listed at moved: the price filter sees it at once.
      const cheap = '/api/getAllProducts?limit=100&category=Silk&priceRange=0-1';
      expect((await first.inject(cheap)).json<{ data: { _id: string }[] }>().data.map((product) => product._id)).toEqual([silk!._id]);
    } finally {
      await first.close();
      if (second) {
        await second.close();
      }
      await database.close();
    }
  });

  it('a renamed category, a new review and a removed colour show at once in the answers', async () => {
    const database = await testDatabase.open();
    const app = await apiApp(database);
    try {
      const url = '/api/getAllProducts?limit=1&category=Linen';
      const {
        data: [linen],
      } = (await app.inject(url)).json<{ data: { _id: string; productVarieties: unknown[] }[] }>();
      const id = Number(linen!._id);
      let version = app.catalogueChanges.seq();
      await sql`UPDATE categories SET name = 'Linen Weaves' WHERE name = 'Linen'`.execute(database.db);
      await changeAfter(() => app.catalogueChanges.seq(), version);
      expect((await app.inject(url)).json<{ totalProducts: number }>().totalProducts).toBe(0);
      const renamed = (await app.inject('/api/getAllProducts?limit=1&category=Linen%20Weaves')).json<{
        data: { category: { categoryName: string }[] }[];
      }>();
      expect(renamed.data[0]!.category[0]!.categoryName).toBe('Linen Weaves');
      await sql`UPDATE categories SET name = 'Linen' WHERE name = 'Linen Weaves'`.execute(database.db);

      version = app.catalogueChanges.seq();
      const colours = linen!.productVarieties.length;
      await sql`DELETE FROM product_varieties WHERE product_id = ${id} AND position = ${colours - 1}`.execute(database.db);
      await changeAfter(() => app.catalogueChanges.seq(), version);
      const detail = (await app.inject(`/api/product/${id}`)).json<{ data: { productVarieties: unknown[]; rating: unknown[] } }>();
      expect(detail.data.productVarieties).toHaveLength(colours - 1);

      version = app.catalogueChanges.seq();
      const reviews = detail.data.rating.length;
      await sql`INSERT INTO reviews (product_id, user_id, rating, review) VALUES (${id}, 1, 5, 'Crisp and even')`.execute(database.db);
      await changeAfter(() => app.catalogueChanges.seq(), version);
      expect((await app.inject(`/api/product/${id}`)).json<{ data: { rating: unknown[] } }>().data.rating).toHaveLength(reviews + 1);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('the BFF drops its catalogue answers with the catalogue version too', async () => {
    const database = await testDatabase.open();
    const server = await startServer(database);
    try {
      const client = new GraphQLClient(`${server.url}/graphql`, { method: 'GET' });
      const ask = () => client.request(ProductsDocument, { filter: { categories: ['Khadi'] }, page: 1, limit: 1 });
      const first = await ask();
      server.backendCalls.length = 0;
      expect(await ask()).toEqual(first);
      expect(server.backendCalls, 'the second answer came from the BFF cache').toEqual([]);
      const varietyId = first.products.data[0]!.varieties[0]!.id;
      const before = server.app.catalogueChanges.seq();
      await sql`UPDATE product_varieties SET stock = stock + 11 WHERE id = ${Number(varietyId)}`.execute(database.db);
      await changeAfter(() => server.app.catalogueChanges.seq(), before);
      const after = await ask();
      expect(after.products.data[0]!.varieties[0]!.stock).toBe(first.products.data[0]!.varieties[0]!.stock + 11);
    } catch (error) {
      if (error instanceof ClientError) throw new Error(JSON.stringify(error.response.errors));
      throw error;
    } finally {
      await server.close();
      await database.close();
    }
  });
});
