import { existsSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../api/config.js';
import { buildServer } from '../../server/app.js';
import { scriptJson } from '../../src/lib/initial-data.js';
import { testDatabases } from '../support/databases.js';
import { tempDataDir, testAuthConfig } from '../support/test-config.js';

// Pages drawn on the server (src/ssr/render-page.tsx) from the build `npm run build` makes (npm test builds first).
const root = path.resolve(import.meta.dirname, '../..');
const spaDir = path.join(root, 'dist');
const rendererFile = path.join(root, 'dist-server', 'render-page.js');
const built = existsSync(path.join(spaDir, 'index.html')) && existsSync(rendererFile);
const [pglite] = testDatabases();

const INITIAL_DATA = /<script type="application\/json" id="initial-data">(.*?)<\/script>/s;
const initialData = (html: string) => {
  const match = INITIAL_DATA.exec(html);
  return match ? (JSON.parse(match[1]!) as Record<string, unknown>) : null;
};

type App = Awaited<ReturnType<typeof buildServer>>;
type Database = Awaited<ReturnType<NonNullable<typeof pglite>['open']>>;

async function withServer(test: (app: App, database: Database) => Promise<void>, options: { inspect?: boolean } = {}) {
  const database = await pglite!.open();
  const app = await buildServer({
    database,
    auth: testAuthConfig(),
    dataDir: tempDataDir(),
    spaDir,
    rendererFile,
    catalogueCacheBytes: 8 * 1024 * 1024,
    ...options,
  });
  try {
    // The first drawing loads the renderer's code; on a busy machine it may outlast the wait, and that visitor gets
    // the shell. Wait here until the landing page comes drawn.
    await expect.poll(async () => initialData((await app.inject('/')).body), { timeout: 20_000 }).not.toBeNull();
    await test(app, database);
  } finally {
    await app.close();
    await database.close();
  }
}

describe.skipIf(!built)('pages drawn on the server', () => {
  it('draws /products with the first page of the catalogue in the HTML, and the same answers beside it for hydration', async () => {
    await withServer(async (app) => {
      const { data, totalProducts } = (await app.inject('/api/getAllProducts?page=1&limit=12')).json<{
        data: { name: string }[];
        totalProducts: number;
      }>();
      const response = await app.inject('/products');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      for (const product of data) expect(response.body).toContain(product.name.replace(/&/g, '&amp;'));
      expect(response.body).toMatch(new RegExp(`${totalProducts.toLocaleString('en-IN')}(<!-- -->)? (<!-- -->)?products`));
      const initial = initialData(response.body) as {
        products: { data: { name: string }[]; totalProducts: number };
        categories: unknown[];
      };
      expect(initial.products.data.map((product) => product.name)).toEqual(data.map((product) => product.name));
      expect(initial.categories.length).toBeGreaterThan(0);
    });
  });

  it('draws the list a link names: its filters, order and page in the HTML and in the answers beside it', async () => {
    await withServer(async (app) => {
      const { data, totalProducts } = (await app.inject('/api/getAllProducts?category=Cotton&sort=price-asc&page=2&limit=12')).json<{
        data: { name: string }[];
        totalProducts: number;
      }>();
      expect(data.length).toBeGreaterThan(0);
      const response = await app.inject('/products?category=Cotton&sort=price-asc&page=2&utm_source=mail');
      expect(response.statusCode).toBe(200);
      const initial = initialData(response.body) as { products: { data: { name: string }[]; totalProducts: number }; productList: unknown };
      expect(initial.productList).toMatchObject({ filters: { categories: ['Cotton'] }, sort: 'price-asc', page: 2 });
      expect(initial.products.data.map((product) => product.name)).toEqual(data.map((product) => product.name));
      expect(initial.products.totalProducts).toBe(totalProducts);
      for (const product of data) expect(response.body).toContain(product.name.replace(/&/g, '&amp;'));
      // The same list written another way is the same drawing; a hostile link draws the plain first page.
      const untidy = await app.inject('/products?page=2&sort=price-asc&category=Cotton');
      expect(initialData(untidy.body)).toEqual(initial);
      for (const url of ['/products?page=0&category=Cotton', '/products?priceRange=1-2', `/products?search=${'x'.repeat(3000)}`]) {
        const hostile = await app.inject(url);
        expect(hostile.statusCode, url).toBe(200);
        expect(initialData(hostile.body), url).toMatchObject({ productList: { page: 1, search: '', filters: { categories: [] } } });
      }
    });
  });

  it('draws the landing hero, a product page and the content pages; sends them compressed to browsers that accept it', async () => {
    await withServer(async (app) => {
      const landing = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(landing.headers['content-encoding']).toBe('br');
      const html = brotliDecompressSync(landing.rawPayload).toString();
      expect(html).toContain('Your Marketplace for Every Fabric Need</h1>');
      expect(landing.rawPayload.length).toBeLessThan(html.length / 3);
      const [first] = (await app.inject('/api/getAllProducts?page=1&limit=1')).json<{ data: { _id: string; name: string }[] }>().data;
      const product = await app.inject(`/product/${first!._id}`);
      expect(product.body).toContain(`${first!.name.replace(/&/g, '&amp;')}</h1>`);
      expect(initialData(product.body)).toMatchObject({ product: { id: first!._id } });
      for (const [url, text] of [
        ['/about-us', '<h1>'],
        ['/blogs', 'Latest Blogs'],
        ['/contact-us', 'Get In Touch'],
        ['/tNc', '18'],
      ] as const) {
        const page = await app.inject(url);
        expect(page.statusCode, url).toBe(200);
        expect(page.body, url).toContain(text);
        expect(initialData(page.body), url).toEqual({});
      }
    });
  });

  it('leaves pages that depend on the buyer, unknown products and hostile paths to the browser, as the bare shell, never an error', async () => {
    await withServer(async (app) => {
      for (const url of [
        '/cart',
        '/checkout',
        '/user-profile',
        '/login',
        '/product/999999999',
        '/product/abc',
        '/product/1%3C%2Fscript%3E',
        `/product/${'9'.repeat(40)}`,
        `/blogs/${'a'.repeat(5000)}`,
        '/product/%00',
      ]) {
        const response = await app.inject(url);
        expect(response.statusCode, url).toBeLessThan(500);
        // (A path too long for a file name is refused by the static files' plugin, 403, before any page is drawn.)
        if (response.statusCode === 200) expect(response.body, url).toContain('<div id="root"></div>');
        expect(initialData(response.body), url).toBeNull();
      }
      // A hostile list in the query string draws the plain list (and shares its drawing in the page cache).
      const queried = await app.inject('/products?category=%3C%2Fscript%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E');
      expect(queried.body).not.toContain('<script>alert(1)');
      expect(initialData(queried.body)).toMatchObject({ products: {} });
    });
  });

  it('answers a path the app has no screen for with 404 and the not-found page, drawn once for all of them', async () => {
    await withServer(async (app) => {
      const bodies = new Set<string>();
      for (const url of ['/nowhere', '/no-such-page?x=1', '/products/..%2F..%2Fetc%2Fpasswd', '/admin/orders/1/extra', '/cart/']) {
        const response = await app.inject(url);
        expect(response.statusCode, url).toBe(404);
        expect(response.headers['content-type'], url).toMatch(/^text\/html/);
        expect(response.body, url).toContain('<h1>Page not found</h1>');
        expect(response.body, url).toContain('<title>Page not found');
        bodies.add(response.body);
      }
      // One drawing serves them all (the page cache keeps it once, as for unknown articles).
      expect(bodies.size).toBe(1);
      // The app's own routes still answer 200.
      for (const url of ['/admin', '/admin/orders', '/admin/orders/5', '/cart', '/verify-otp'])
        expect((await app.inject(url)).statusCode, url).toBe(200);
    });
  });

  it('draws again once the catalogue changes: a renamed product shows its new name', async () => {
    await withServer(async (app, database) => {
      const [first] = (await app.inject('/api/getAllProducts?page=1&limit=1')).json<{ data: { _id: string; name: string }[] }>().data;
      expect((await app.inject(`/product/${first!._id}`)).body).toContain(first!.name.replace(/&/g, '&amp;'));
      await sql`UPDATE products SET name = 'Renamed Khadi Fabric' WHERE id = ${Number(first!._id)}`.execute(database.db);
      await expect
        .poll(async () => (await app.inject(`/product/${first!._id}`)).body, { timeout: 10_000 })
        .toContain('Renamed Khadi Fabric');
    });
  });
});

describe.skipIf(!built)('the Stately inspector for testers (INSPECT=true)', () => {
  const MARK = '<meta name="fabric-inspect" content="on">';

  it('is off by default, in production too, and on only when asked', () => {
    expect(loadConfig({}).inspect).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).inspect).toBe(false);
    expect(loadConfig({ INSPECT: '1' }).inspect).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', INSPECT: 'true' }).inspect).toBe(true);
  });

  it('marks every page, drawn or shell, for the app to open the inspector; unmarked by default', async () => {
    await withServer(
      async (app) => {
        for (const url of ['/', '/products', '/cart', '/no-such-page']) expect((await app.inject(url)).body, url).toContain(MARK);
      },
      { inspect: true },
    );
    await withServer(async (app) => {
      for (const url of ['/', '/cart']) expect((await app.inject(url)).body, url).not.toContain('fabric-inspect');
    });
  });
});

describe('the initial data in a page', () => {
  it('cannot end its script element or open a comment, and reads back unchanged', () => {
    const value = { name: '</script><script>alert(1)</script><!-- \u2028 \u2029 & >' };
    const text = scriptJson(value);
    expect(text).not.toMatch(/[<>\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});
