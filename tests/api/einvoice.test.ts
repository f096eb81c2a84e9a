import { createPublicKey, verify } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../api/db/database.js';
import { buildServer } from '../../server/app.js';
import { invoiceReferenceNumber } from '../../api/einvoice/irn.js';
import type { SignedQrFields } from '../../api/einvoice/registry.js';
import { indianDay } from '../../domain/day.js';
import { INVOICE_MESSAGES } from '../../domain/invoice.js';
import type { BuyAnswer, RestOrder } from '../../domain/rest/checkout.js';
import { withApiApp } from '../support/api-app.js';
import { shoppers } from '../support/buyers.js';
import { testDatabases } from '../support/databases.js';
import { pdfText } from '../support/pdf-text.js';
import { tempDataDir, testAuthConfig } from '../support/test-config.js';

const SUPPLIER_GSTIN = '09AAFCF1970M1Z8';
const MUMBAI_GSTIN = '27AAPFU0939F1ZV';
const MUMBAI = { address: '7 Linking Road', city: 'Mumbai', state: 'Maharashtra', pinCode: '400050' };

/** The signed QR code's fields, once its RS256 signature verifies with `publicKey`. */
function verifiedQr(jwt: string, publicKey: string): SignedQrFields {
  const [header, payload, signature] = jwt.split('.');
  expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toEqual({ alg: 'RS256', typ: 'JWT' });
  const signed = verify('sha256', Buffer.from(`${header}.${payload}`), createPublicKey(publicKey), Buffer.from(signature!, 'base64url'));
  expect(signed, 'the signature verifies with the published key').toBe(true);
  return JSON.parse(JSON.parse(Buffer.from(payload!, 'base64url').toString()).data) as SignedQrFields;
}

describe.each(testDatabases())('e-invoices on $name', (testDatabase) => {
  const api = withApiApp(testDatabase, { auth: testAuthConfig({ REQUESTS_PER_ADDRESS: '1000000' }), einvoicing: true });
  const shop = shoppers(api);
  const { call } = shop;

  /** A buyer (a Mumbai business with a GSTIN unless `gstin` is false) who bought 3 m at ₹200 and 2 m at ₹150. */
  async function purchase(gstin = true) {
    const token = await shop.buyer();
    if (gstin) await call(token, 'PUT', '/user/business', { companyName: 'Mumbai Shirts LLP', gstin: MUMBAI_GSTIN, ...MUMBAI });
    await shop.addAddress(token, MUMBAI);
    await shop.addToCart(token, await shop.colour(100, 20_000), 3);
    await shop.addToCart(token, await shop.colour(100, 15_000), 2);
    const placed = (await call(token, 'POST', '/buy', { paymentMethod: 'Cash on Delivery' })).json<BuyAnswer>();
    return { token, placed };
  }

  it("registers a B2B invoice: its IRN is the portal's hash, its QR code is signed by the published key, both on the PDF", async () => {
    const { token, placed } = await purchase();
    const pdf = await call(token, 'GET', `/purchase/${placed.purchaseId}/invoice.pdf`);
    expect(pdf.statusCode).toBe(200);
    const number = placed.orders[0]!.invoiceNumber;
    const irn = invoiceReferenceNumber({
      supplierGstin: SUPPLIER_GSTIN,
      financialYear: `20${number.slice(3, 5)}-${number.slice(5, 7)}`,
      type: 'INV',
      number,
    });
    expect(irn).toMatch(/^[0-9a-f]{64}$/);
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain(`IRN: ${irn}`);
    expect(text).toMatch(/Ack No: 1\d{14}, Ack date: \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    const listed = (await call(token, 'GET', '/user/orderlist')).json<{ orders: RestOrder[] }>().orders;
    expect(listed.map((order) => order.irn)).toEqual([irn, irn]);

    const key = await call(null, 'GET', '/einvoice/public-key');
    expect(key.statusCode).toBe(200);
    const { publicKey, algorithm } = key.json<{ data: { publicKey: string; algorithm: string } }>().data;
    expect(algorithm).toBe('RS256');
    const rows = await api.database.db.selectFrom('invoice_documents').select('invoice').where('invoice_number', '=', number).execute();
    const kept = (typeof rows[0]!.invoice === 'string' ? JSON.parse(rows[0]!.invoice) : rows[0]!.invoice) as {
      einvoice: { signedQrCode: string };
    };
    const [year, month, day] = indianDay(new Date(placed.orders[0]!.createdAt)).split('-');
    expect(verifiedQr(kept.einvoice.signedQrCode, publicKey)).toMatchObject({
      SellerGstin: SUPPLIER_GSTIN,
      BuyerGstin: MUMBAI_GSTIN,
      DocNo: number,
      DocTyp: 'INV',
      DocDt: `${day}/${month}/${year}`,
      TotInvVal: placed.pricing.total,
      ItemCnt: 2,
      Irn: irn,
    });
    // The order carries the signed QR code as the portal returned it, as the IRP's own answer does.
    for (const order of listed) expect(order.signedQrCode).toBe(kept.einvoice.signedQrCode);
    expect(verifiedQr(listed[0]!.signedQrCode!, publicKey).Irn).toBe(irn);
    // A QR code changed after signing no longer verifies.
    const [header, payload, signature] = kept.einvoice.signedQrCode.split('.');
    const forged = Buffer.from(payload!, 'base64url').toString().replace(MUMBAI_GSTIN, '27AAAAA0000A1Z5');
    expect(
      verify(
        'sha256',
        Buffer.from(`${header}.${Buffer.from(forged).toString('base64url')}`),
        createPublicKey(publicKey),
        Buffer.from(signature!, 'base64url'),
      ),
    ).toBe(false);
  });

  it('registers the credit note of a cancelled B2B order as a CRN, against the invoice', async () => {
    const { token, placed } = await purchase();
    const cancelled = await call(token, 'PATCH', `/order/cancel/${placed.orders[1]!._id}`, { status: 'Cancelled', message: '' });
    const { creditNoteNumber, creditNoteId } = cancelled.json<{ data: RestOrder }>().data;
    const irn = invoiceReferenceNumber({
      supplierGstin: SUPPLIER_GSTIN,
      financialYear: `20${creditNoteNumber!.slice(3, 5)}-${creditNoteNumber!.slice(5, 7)}`,
      type: 'CRN',
      number: creditNoteNumber!,
    });
    const text = (await pdfText((await call(token, 'GET', `/credit-note/${creditNoteId}.pdf`)).rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('Credit Note');
    expect(text).toContain(`IRN: ${irn}`);
    expect(text).toContain(`Against invoice: ${placed.orders[1]!.invoiceNumber}`);
  });

  it('leaves a buyer without a GSTIN (B2C) unregistered', async () => {
    const { token, placed } = await purchase(false);
    const text = await pdfText((await call(token, 'GET', `/purchase/${placed.purchaseId}/invoice.pdf`)).rawPayload);
    expect(text).not.toContain('IRN');
    expect((await call(token, 'GET', '/user/orderlist')).json<{ orders: RestOrder[] }>().orders[0]!.irn).toBeNull();
  });
});

describe.each(testDatabases())('a shop that does not e-invoice, on $name', (testDatabase) => {
  const api = withApiApp(testDatabase, { auth: testAuthConfig({ REQUESTS_PER_ADDRESS: '1000000' }) });
  it('publishes no key', async () => {
    const answer = await api.app.inject('/api/einvoice/public-key');
    expect(answer.statusCode).toBe(404);
    expect(answer.json().message).toBe(INVOICE_MESSAGES.einvoicingOff);
  });
});

describe.each(testDatabases().slice(-1))('e-invoices through the BFF on $name', (testDatabase) => {
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await testDatabase.open();
    app = await buildServer({
      database,
      auth: testAuthConfig({ REQUESTS_PER_ADDRESS: '1000000' }),
      dataDir: tempDataDir(),
      einvoicing: true,
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("the order's invoice fields in GraphQL carry the IRN and the signed QR code, as REST does", async () => {
    const shop = shoppers({ app, database });
    const { call } = shop;
    const token = await shop.buyer();
    await call(token, 'PUT', '/user/business', { companyName: 'Mumbai Shirts LLP', gstin: MUMBAI_GSTIN, ...MUMBAI });
    await shop.addAddress(token, MUMBAI);
    await shop.addToCart(token, await shop.colour(100, 20_000), 3);
    const placed = (await call(token, 'POST', '/buy', { paymentMethod: 'Cash on Delivery' })).json<BuyAnswer>();
    expect((await call(token, 'GET', `/purchase/${placed.purchaseId}/invoice.pdf`)).statusCode).toBe(200);
    const [rest] = (await call(token, 'GET', '/user/orderlist')).json<{ orders: RestOrder[] }>().orders;
    const answer = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { authorization: token },
      payload: { query: '{ viewer { orders(page: 1) { orders { invoiceNumber irn signedQrCode irnCancelled } } } }' },
    });
    expect(answer.json().errors).toBeUndefined();
    type Answer = { data: { viewer: { orders: { orders: { irn: string; signedQrCode: string; irnCancelled: boolean }[] } } } };
    const [order] = answer.json<Answer>().data.viewer.orders.orders;
    expect(rest!.signedQrCode).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(order).toMatchObject({ irn: rest!.irn, signedQrCode: rest!.signedQrCode, irnCancelled: false });
    const { publicKey } = (await call(null, 'GET', '/einvoice/public-key')).json<{ data: { publicKey: string } }>().data;
    expect(verifiedQr(order!.signedQrCode, publicKey)).toMatchObject({ Irn: rest!.irn, BuyerGstin: MUMBAI_GSTIN });
  });
});
