import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../api/db/database.js';
import { createInvoiceDrawer } from '../../api/invoices/invoice-drawer.js';
import { databaseInvoiceFiles, folderInvoiceFiles } from '../../api/invoices/invoice-files.js';
import { createInvoiceService, DRAWINGS_PER_BUYER } from '../../api/invoices/invoice-service.js';
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

/** Hardening III, part 3: a tax invoice is a document, issued and drawn once, served as kept. */
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
    const held: (() => void)[] = [];
    let drawings = 0;
    const drawer = {
      ...real,
      draw: async (...args: Parameters<typeof real.draw>) => {
        drawings++;
        await new Promise<void>((resolve) => held.push(resolve));
        return real.draw(...args);
      },
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
      const sameInvoice = Array.from({ length: 5 }, () => service.pdf(orders[0]!, viewer));
      const others = orders.slice(1).map((orderId) =>
        service.pdf(orderId, viewer).then(
          () => 'drawn',
          (error: unknown) => error,
        ),
      );
      const refusals = await Promise.all(others.slice(DRAWINGS_PER_BUYER - 1));
      expect(
        refusals.every((error) => error instanceof HttpError && error.statusCode === 429 && error.message === INVOICE_MESSAGES.busy),
      ).toBe(true);
      expect((refusals[0] as HttpError).headers['retry-after']).toBe('5');
      for (let tries = 0; held.length < DRAWINGS_PER_BUYER && tries < 1000; tries++)
        await new Promise((resolve) => setTimeout(resolve, 10));
      expect(held).toHaveLength(DRAWINGS_PER_BUYER);
      for (const release of held) release();
      const bodies = await Promise.all(sameInvoice);
      expect(new Set(bodies.map((body) => body.body.toString('base64'))).size).toBe(1);
      expect(drawings).toBe(DRAWINGS_PER_BUYER);
    } finally {
      await service.close();
    }
  }, 60_000);
});
