import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../api/db/database.js';
import { buildServer } from '../../server/app.js';
import { productsQueryPath } from '../support/products-query-path.js';
import { testDatabases, type TestDatabase } from '../support/databases.js';
import { multipartBody } from '../support/multipart.js';
import { tempDataDir, testAuthConfig } from '../support/test-config.js';

const root = path.resolve(import.meta.dirname, '../..');
const spaDir = path.join(root, 'dist');
const rendererFile = path.join(root, 'dist-server', 'render-page.js');
const REVIEWS_PER_BUYER = 3;
let sequence = 0;

/** A whole server (REST, BFF, drawn pages) that notes every REST and GraphQL call it answers. */
async function serverOn(database: Database) {
  const app = await buildServer({
    database,
    dataDir: tempDataDir(),
    spaDir,
    rendererFile,
    catalogueCacheBytes: 8 * 1024 * 1024,
    auth: testAuthConfig({ REQUESTS_PER_ADDRESS: '1000000', REVIEWS_PER_BUYER: String(REVIEWS_PER_BUYER) }),
  });
  const calls: string[] = [];
  app.addHook('onRequest', async (request) => {
    if (/^\/(api|graphql)/.test(request.url)) calls.push(request.url);
  });
  await app.ready();
  return { app, calls };
}

describe.skipIf(!existsSync(rendererFile)).each(testDatabases())(
  'catalogue caches follow only what changed, on $name',
  (testDatabase: TestDatabase) => {
    let database: Database;
    let app: FastifyInstance;
    let calls: string[];

    beforeAll(async () => {
      database = await testDatabase.open();
      ({ app, calls } = await serverOn(database));
    });
    afterAll(async () => {
      await app.close();
      await database.close();
    });

    const rest = (url: string) => app.inject(`/api${url}`);
    const cached = async (url: string) => (await rest(url)).headers['x-cache'] === 'hit';
    /** Asks twice, so that the answer is kept (a first answer is never a hit). */
    const warm = async (...urls: string[]) => {
      for (const url of urls) {
        await rest(url);
        expect(await cached(url), url).toBe(true);
      }
    };
    /** Whether a drawn page or a GraphQL query is answered without any call behind it. */
    const answeredFromMemory = async (url: string) => {
      calls.length = 0;
      expect((await app.inject(url)).statusCode).toBeLessThan(400);
      return calls.filter((call) => call !== url).length === 0;
    };
    const settle = async (before: number) =>
      expect.poll(() => app.catalogueChanges.seq(), { timeout: 5000, interval: 20 }).toBeGreaterThan(before);

    async function buyer(): Promise<string> {
      const email = `changes.${Date.now()}.${++sequence}@mill.example.in`;
      const { otp, challenge } = (await app.inject({ method: 'POST', url: '/api/user/signup', payload: { email } })).json<{
        otp: string;
        challenge: string;
      }>();
      return (
        await app.inject({
          method: 'POST',
          url: '/api/user/verifyOtp',
          payload: { type: 'signin', email, otp, challenge, name: 'Asha Textiles', phone: '9876543210', password: 'Cotton@2026' },
        })
      ).json<{ token: string }>().token;
    }
    const review = async (token: string, productId: string, text: string) => {
      const { payload, headers } = await multipartBody({ productId, rating: '2', review: text });
      return app.inject({ method: 'POST', url: '/api/product/addReview', payload, headers: { ...headers, authorization: token } });
    };
    const rename = async (token: string, name: string) => {
      const { payload, headers } = await multipartBody({ name });
      expect(
        (await app.inject({ method: 'PUT', url: '/api/user/edit-user', payload, headers: { ...headers, authorization: token } }))
          .statusCode,
      ).toBe(200);
    };

    it('a review drops its product and the lists that show it; a rename drops only the pages with its reviews', async () => {
      const page = '/getAllProducts?page=1&limit=12';
      const [reviewed, , other] = (await rest(page)).json<{ data: { _id: string }[] }>().data;
      const elsewhere = (await rest('/getAllProducts?page=5&limit=12')).json<{ data: { _id: string }[] }>().data[0]!;
      const lists = { page, elsewhere: '/getAllProducts?page=5&limit=12', rated: '/getAllProducts?page=1&limit=12&rating=1' };
      const detail = (id: string) => `/product/${id}`;
      await warm(lists.page, lists.elsewhere, lists.rated, detail(reviewed!._id), detail(other!._id), detail(elsewhere._id));
      const graph = productsQueryPath({}, 5);
      await app.inject(graph);
      await app.inject(`/product/${elsewhere._id}`);
      expect(await answeredFromMemory(graph)).toBe(true);
      expect(await answeredFromMemory(`/product/${elsewhere._id}`)).toBe(true);

      // Someone without reviews renames themselves: nothing the catalogue shows has changed.
      const before = app.catalogueChanges.seq();
      await rename(await buyer(), 'Meera Mills');
      expect(app.catalogueChanges.seq()).toBe(before);
      expect(await cached(lists.page)).toBe(true);
      expect(await cached(detail(reviewed!._id))).toBe(true);

      const reviewer = await buyer();
      expect((await review(reviewer, reviewed!._id, 'Soft hand, true colour')).statusCode).toBe(200);
      await settle(before);
      expect(await cached(detail(reviewed!._id))).toBe(false);
      expect(await cached(lists.page)).toBe(false);
      expect(await cached(lists.rated)).toBe(false);
      expect(await cached(detail(other!._id))).toBe(true);
      expect(await cached(detail(elsewhere._id))).toBe(true);
      expect(await cached(lists.elsewhere)).toBe(true);
      expect(await answeredFromMemory(graph)).toBe(true);
      expect(await answeredFromMemory(`/product/${elsewhere._id}`)).toBe(true);

      // The reviewer renames themselves: their review's product page changes, lists do not (they show no names).
      await warm(lists.page, detail(reviewed!._id));
      const renamed = app.catalogueChanges.seq();
      await rename(reviewer, 'Asha Weaves');
      await settle(renamed);
      expect(await cached(detail(reviewed!._id))).toBe(false);
      const shown = (await rest(detail(reviewed!._id))).json<{ data: { rating: { review: string; userId: { name: string } }[] } }>().data
        .rating;
      expect(shown.find((entry) => entry.review === 'Soft hand, true colour')?.userId.name).toBe('Asha Weaves');
      expect(await cached(lists.page)).toBe(true);
      expect(await cached(detail(other!._id))).toBe(true);
    });

    it('an order that leaves the listed colour in stock drops only its product; a new listed price drops everything', async () => {
      const [sold, kept] = (await rest('/getAllProducts?page=6&limit=12')).json<{ data: { _id: string }[] }>().data;
      const lists = { page: '/getAllProducts?page=6&limit=12', elsewhere: '/getAllProducts?page=7&limit=12' };
      const detail = (id: string) => `/product/${id}`;
      const stockOf = async (id: string) =>
        (await rest(detail(id))).json<{ data: { productVarieties: { stock: number }[] } }>().data.productVarieties.map((v) => v.stock);
      const stockBefore = await stockOf(sold!._id);
      await warm(lists.page, lists.elsewhere, detail(sold!._id), detail(kept!._id));

      // What Place Order does to stock: a metre less of every colour that has more than one.
      const before = app.catalogueChanges.seq();
      await sql`UPDATE product_varieties SET stock = stock - 1 WHERE product_id = ${Number(sold!._id)} AND stock > 1`.execute(database.db);
      await settle(before);
      expect(await cached(detail(sold!._id))).toBe(false);
      expect(await stockOf(sold!._id)).toEqual(stockBefore.map((metres) => (metres > 1 ? metres - 1 : metres)));
      expect(await cached(lists.page)).toBe(false);
      expect(await cached(detail(kept!._id))).toBe(true);
      expect(await cached(lists.elsewhere)).toBe(true);

      // A new price moves the product in price filters and sorts: every list may change.
      await warm(lists.page, lists.elsewhere, detail(kept!._id));
      const priced = app.catalogueChanges.seq();
      await sql`UPDATE product_varieties SET price_per_metre_paise = price_per_metre_paise + 100 WHERE product_id = ${Number(kept!._id)}`.execute(
        database.db,
      );
      await settle(priced);
      expect(await cached(lists.elsewhere)).toBe(false);
      expect(await cached(detail(kept!._id))).toBe(false);
    });

    it.runIf(testDatabase.name === 'PostgreSQL')(
      "a stock change waiting to commit holds up no other product's; both are announced, in commit order",
      async () => {
        const [first, second] = (await rest('/getAllProducts?page=8&limit=12')).json<{ data: { _id: string }[] }>().data;
        const before = app.catalogueChanges.seq();
        await database.db.transaction().execute(async (trx) => {
          await sql`UPDATE product_varieties SET stock = stock + 1 WHERE product_id = ${Number(first!._id)}`.execute(trx);
          // Another buyer's order, on another connection, while this one is still open.
          await database.db.transaction().execute(async (other) => {
            await sql`SET LOCAL lock_timeout = '2s'`.execute(other);
            await sql`UPDATE product_varieties SET stock = stock + 1 WHERE product_id = ${Number(second!._id)}`.execute(other);
          });
        });
        await expect.poll(() => app.catalogueChanges.seq(), { timeout: 5000, interval: 20 }).toBe(before + 2);
        const { rows } = await sql<{ tags: string[] }>`SELECT tags FROM catalogue_changes WHERE seq > ${before} ORDER BY seq`.execute(
          database.db,
        );
        expect(rows.map((row) => row.tags)).toEqual([[`product:${second!._id}`], [`product:${first!._id}`]]);
      },
    );

    it(`reviews are limited to ${REVIEWS_PER_BUYER} per buyer per window, exactly, however many arrive at once`, async () => {
      const token = await buyer();
      const ids = (await rest('/getAllProducts?page=3&limit=12')).json<{ data: { _id: string }[] }>().data.map((product) => product._id);
      const burst = await Promise.all(ids.slice(0, 8).map((id) => review(token, id, 'Even weave')));
      expect(burst.filter((response) => response.statusCode === 200)).toHaveLength(REVIEWS_PER_BUYER);
      const refused = burst.filter((response) => response.statusCode === 429);
      expect(refused).toHaveLength(8 - REVIEWS_PER_BUYER);
      expect(refused[0]!.json<{ message: string }>().message).toContain(`You have written ${REVIEWS_PER_BUYER} reviews`);
      // A refused review is given back: a buyer whose review was not valid has not used a turn.
      const other = await buyer();
      expect((await review(other, '999999', 'No such fabric')).statusCode).toBe(404);
      for (const id of ids.slice(0, REVIEWS_PER_BUYER)) expect((await review(other, id, 'Fine')).statusCode).toBe(200);
    });

    it('changes it can no longer read (a lost notification, pruned lines) drop everything at the next poll', async () => {
      const url = '/getAllProducts?page=2&limit=12';
      await warm(url);
      const before = app.catalogueChanges.seq();
      await sql`UPDATE catalogue_version SET change_seq = change_seq + 3`.execute(database.db);
      await settle(before);
      expect(await cached(url)).toBe(false);
    });

    it('every unknown article is one not-found page, answered 404 and drawn once', async () => {
      const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => app.inject(`/blogs/no-such-article-${i}`)));
      for (const answer of answers) {
        expect(answer.statusCode).toBe(404);
        expect(answer.body).toBe(answers[0]!.body);
      }
      expect(answers[0]!.body).toContain('Page not found');
      expect((await app.inject('/blogs/cotton-vs-linen')).statusCode).toBe(200);
    });

    it.runIf(testDatabase.name === 'PostgreSQL')(
      'another process over the same database drops the same answers, and only those',
      async () => {
        const second = await serverOn(await testDatabase.open());
        try {
          const [reviewed, kept] = (await second.app.inject('/api/getAllProducts?page=4&limit=12')).json<{ data: { _id: string }[] }>()
            .data;
          for (const id of [reviewed!._id, kept!._id]) {
            await second.app.inject(`/api/product/${id}`);
            expect((await second.app.inject(`/api/product/${id}`)).headers['x-cache']).toBe('hit');
          }
          const before = second.app.catalogueChanges.seq();
          expect((await review(await buyer(), reviewed!._id, 'Seen from the other process')).statusCode).toBe(200);
          await expect.poll(() => second.app.catalogueChanges.seq(), { timeout: 2000, interval: 20 }).toBeGreaterThan(before);
          expect((await second.app.inject(`/api/product/${reviewed!._id}`)).headers['x-cache']).toBeUndefined();
          expect((await second.app.inject(`/api/product/${kept!._id}`)).headers['x-cache']).toBe('hit');
        } finally {
          await second.app.close();
        }
      },
    );
  },
);
