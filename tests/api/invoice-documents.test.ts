import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../api/db/database.js';
import { createInvoiceDrawer, DRAWINGS_PER_OWNER as DRAWINGS_PER_BUYER } from '../../api/invoices/invoice-drawer.js';
import { databaseInvoiceFiles, folderInvoiceFiles } from '../../api/invoices/invoice-files.js';
import { createInvoiceService } from '../../api/invoices/invoice-service.js';
import { createRepositories } from '../../api/repositories/index.js';
import { HttpError } from '../../api/errors.js';
import { DEFAULT_SUPPLIER, INVOICE_MESSAGES } from '../../domain/invoice.js';
import type { BuyAnswer } from '../../domain/rest/checkout.js';
import { apiApp } from '../support/api-app.js';
import { shoppers } from '../support/buyers.js';
import { testDatabases } from '../support/databases.js';
import { pdfText } from '../support/pdf-text.js';
import { tempDataDir, testAuthConfig } from '../support/test-config.js';

const OPERATOR = 'documents.desk@fabricmart.example.in';
const RENAMED = { ...DEFAULT_SUPPLIER, name: 'Renamed Mills Private Limited', address: 'Elsewhere, Uttar Pradesh 201301' };

/** A tax invoice is a document, issued and drawn once, served as kept. */
describe.each(testDatabases())('tax invoices as documents on $name', (testDatabase) => {
  let database: Database;
  let app: FastifyInstance;
  let shop: ReturnType<typeof shoppers>;
  const dataDir = tempDataDir();

  beforeAll(async () => {
    database = await testDatabase.open();
    app = await apiApp(database, { dataDir, auth: testAuthConfig({ REQUESTS_PER_ADDRESS: '1000000', ADMIN_EMAILS: OPERATOR }) });
    shop = shoppers({ app, database });
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  async function placed(metres = 2) {
    const token = await shop.buyer();
    await shop.addAddress(token);
    const colour = await shop.colour(100, 20_000);
    expect((await shop.addToCart(token, colour, metres)).statusCode).toBe(200);
    const answer = await shop.call(token, 'POST', '/buy', { paymentMethod: 'Cash on Delivery' });
    expect(answer.statusCode).toBe(200);
    return { token, order: answer.json<BuyAnswer>().orders[0]! };
  }
  const download = (token: string, orderId: string) => shop.call(token, 'GET', `/order/${orderId}/invoice.pdf`);

  it('serves the same bytes every time, and a later change of supplier settings does not rewrite an issued invoice', async () => {
    const { token, order } = await placed();
    const first = await download(token, order._id);
    expect(first.statusCode).toBe(200);
    // pdfkit stamps each drawing with its time: equal bytes a moment later are the kept copy, not a new drawing.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const again = await Promise.all(Array.from({ length: 10 }, () => download(token, order._id)));
    for (const answer of again) expect(answer.rawPayload.equals(first.rawPayload)).toBe(true);

    // Another process of the shop, configured with another supplier, serves the invoice as it was issued.
    const renamed = await apiApp(database, { dataDir, supplier: RENAMED });
    try {
      const served = await renamed.inject({ method: 'GET', url: `/api/order/${order._id}/invoice.pdf`, headers: { authorization: token } });
      expect(served.statusCode).toBe(200);
      const text = await pdfText(served.rawPayload);
      expect(text).toContain(DEFAULT_SUPPLIER.name);
      expect(text).not.toContain(RENAMED.name);
    } finally {
      await renamed.close();
    }
  });

  it('an invoice whose order was cancelled later says so, and still states what was issued', async () => {
    const { token, order } = await placed();
    const issued = await pdfText((await download(token, order._id)).rawPayload);
    expect(issued).not.toContain('CANCELLED');
    const cancelled = await shop.call(token, 'PATCH', `/order/cancel/${order._id}`, {
      status: 'Cancelled',
      message: 'Ordered the wrong shade',
    });
    expect(cancelled.statusCode).toBe(200);
    const text = (await pdfText((await download(token, order._id)).rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('CANCELLED');
    expect(text).toContain('Order cancelled on');
    expect(text).toContain('Ordered the wrong shade. This invoice is kept as issued; nothing on it is payable');
    expect(text).toContain(`Invoice number: ${order.invoiceNumber}`);
    expect(text).toContain(`Invoice total ₹${order.pricing.total.toFixed(2)}`);
  });

  it('one buyer may have only a few drawings waiting: more are asked to try again, and concurrent downloads of one invoice share a drawing', async () => {
    const orders: number[] = [];
    const { token } = await placed();
    const buyerId = (await sql<{ id: number }>`SELECT user_id AS id FROM sessions ORDER BY created_at DESC LIMIT 1`.execute(database.db))
      .rows[0]!.id;
    for (let index = 0; index < DRAWINGS_PER_BUYER + 2; index++) {
      await shop.addToCart(token, await shop.colour(100, 20_000), 1);
      const answer = await shop.call(token, 'POST', '/buy', { paymentMethod: 'Cash on Delivery' });
      orders.push(Number(answer.json<BuyAnswer>().orders[0]!._id));
    }
    // A drawer that holds every drawing until released, over a fresh store: nothing of these orders is kept there.
    const repos = createRepositories(database.db, { tokenTtlDays: 30, embedded: database.kind === 'pglite' });
    const real = createInvoiceDrawer();
    // Holds each drawing until released; counts drawings per invoice and the most at once.
    const held: (() => void)[] = [];
    const drawnNumbers: string[] = [];
    let inFlight = 0;
    let mostAtOnce = 0;
    let released = false;
    const drawer: typeof real = {
      ...real,
      inPlace: (owner, work) =>
        real.inPlace(owner, (draw) =>
          work(async (request) => {
            if (request.kind === 'invoice') drawnNumbers.push(request.invoice.number);
            mostAtOnce = Math.max(mostAtOnce, ++inFlight);
            if (!released) await new Promise<void>((resolve) => held.push(resolve));
            try {
              return await draw(request);
            } finally {
              inFlight--;
            }
          }),
        ),
    };
    const files = database.kind === 'pglite' ? folderInvoiceFiles(tempDataDir()) : databaseInvoiceFiles(repos);
    if (database.kind !== 'pglite') {
      // The shop draws each new invoice after its order; once those are kept, they are thrown away for this test.
      const kept = async () =>
        (
          await sql<{ total: number }>`SELECT count(*)::int AS total FROM invoice_documents
            WHERE order_id IN (${sql.join(orders)}) AND pdf IS NOT NULL`.execute(database.db)
        ).rows[0]!.total;
      for (let tries = 0; (await kept()) < orders.length && tries < 200; tries++) await new Promise((resolve) => setTimeout(resolve, 100));
      await sql`UPDATE invoice_documents SET pdf = NULL WHERE order_id IN (${sql.join(orders)})`.execute(database.db);
    }
    const service = createInvoiceService(repos, DEFAULT_SUPPLIER, drawer, files);
    try {
      const viewer = { userId: buyerId, operator: false };
      // Five downloads of one invoice and one of each of three others, all at once; whichever reach the drawer first
      // take the buyer's two places.
      const asked = [orders[0]!, orders[0]!, orders[0]!, orders[0]!, orders[0]!, ...orders.slice(1)];
      const outcomes = asked.map((orderId) =>
        service.pdf(orderId, viewer).then(
          (answer) => ({ orderId, body: answer.body.toString('base64') }),
          (error: unknown) => ({ orderId, error }),
        ),
      );
      let settled = 0;
      for (const outcome of outcomes) void outcome.then(() => settled++);
      // Both places taken, and at least one download told to try again, before the drawings go on.
      for (let tries = 0; (held.length < DRAWINGS_PER_BUYER || settled === 0) && tries < 1000; tries++)
        await new Promise((resolve) => setTimeout(resolve, 10));
      expect(held).toHaveLength(DRAWINGS_PER_BUYER);
      released = true;
      for (const release of held) release();
      const answers = await Promise.all(outcomes);
      // Never more than the buyer's places at once, and each invoice drawn once however many asked for it.
      expect(mostAtOnce).toBe(DRAWINGS_PER_BUYER);
      expect(new Set(drawnNumbers).size).toBe(drawnNumbers.length);
      for (const orderId of new Set(asked))
        expect(
          new Set(answers.flatMap((answer) => (answer.orderId === orderId && 'body' in answer ? [answer.body] : []))).size,
        ).toBeLessThanOrEqual(1);
      // The downloads that found no place were asked to try again, and told when.
      const refused = answers.flatMap((answer) => ('error' in answer ? [answer.error] : []));
      expect(refused.length).toBeGreaterThan(0);
      for (const error of refused) {
        expect(error).toBeInstanceOf(HttpError);
        expect(error).toMatchObject({ statusCode: 429, message: INVOICE_MESSAGES.busy, headers: { 'retry-after': '5' } });
      }
    } finally {
      await service.close();
    }
  }, 60_000);
});
