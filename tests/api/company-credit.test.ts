import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { MailMessage } from '../../api/auth/mailer.js';
import type { RestCompany } from '../../domain/rest/company.js';
import type { RestLedger } from '../../domain/rest/ledger.js';
import type { BuyAnswer, RestOrder } from '../../domain/rest/checkout.js';
import { formatRupees } from '../../domain/money.js';
import { ADVANCE_LINE } from '../../domain/statement.js';
import { formatDay, indianDay } from '../../domain/day.js';
import { DEFAULT_SUPPLIER } from '../../domain/invoice.js';
import { gstinCheckCharacter } from '../../domain/gstin.js';
import { CREDIT_MESSAGES } from '../../domain/company-credit.js';
import { withApiApp } from '../support/api-app.js';
import { companyFixtures } from '../support/company-fixtures.js';
import { shoppers } from '../support/buyers.js';
import { testDatabases } from '../support/databases.js';
import { pdfText } from '../support/pdf-text.js';
import { testAuthConfig } from '../support/test-config.js';

const OPERATOR = 'accounts.desk@fabricmart.example.in';
const PROFILE = {
  companyName: 'Surat Garments Pvt Ltd',
  gstin: '24AAPFU0939F1ZZ',
  address: '14 Ring Road',
  city: 'Surat',
  state: 'Gujarat',
  pinCode: '395002',
};

const DAY = 24 * 60 * 60 * 1000;
/** A PO number one character off: found by nothing. */
const q0 = (po: string) => `${po}0`;

describe.each(testDatabases())('buying on account on $name', (testDatabase) => {
  const sent: MailMessage[] = [];
  const api = withApiApp(testDatabase, {
    auth: testAuthConfig({ REQUESTS_PER_ADDRESS: '1000000', ADMIN_EMAILS: OPERATOR }),
    mailer: { send: async (message) => void sent.push(message) },
  });
  const shop = shoppers(api);
  const { call } = shop;
  const fixtures = companyFixtures(shop, sent, OPERATOR);
  const { asOperator } = fixtures;

  /** A company on `terms` with `limit` rupees of credit. */
  const company = (terms = 'net30', limit = 10_000) => fixtures.company({ ...PROFILE, gstin: null }, { terms, creditLimit: limit });
  const member = async (ownerToken: string, role: string) => (await fixtures.member(ownerToken, role)).token;

  /** `metres` of a fresh colour at ₹200 a metre into the cart, then Place Order. */
  async function order(token: string, metres: number, paymentMethod = 'On Account', extra: object = {}) {
    const colour = await shop.colour(500);
    expect((await shop.addToCart(token, colour, metres)).statusCode).toBe(200);
    return { colour, answer: await call(token, 'POST', '/buy', { paymentMethod, ...extra }) };
  }

  const ledger = async (token: string) => (await call(token, 'GET', '/company/ledger')).json<{ data: RestLedger }>().data;

  it('places an order on account within the credit, due on the invoice day plus the terms, owed in the ledger', async () => {
    const { token } = await company('net30', 10_000);
    const { answer } = await order(token, 10);
    expect(answer.statusCode).toBe(200);
    const placed = answer.json();
    expect(placed.orders[0].paymentMethod).toBe('On Account');
    const total = placed.pricing.total as number;
    const books = await ledger(token);
    expect(books.invoices).toHaveLength(1);
    expect(books.invoices[0]).toMatchObject({
      number: placed.orders[0].invoiceNumber,
      date: indianDay(new Date()),
      dueDate: indianDay(new Date(), 30),
      total,
      paid: 0,
      open: total,
      daysOverdue: 0,
      // FabricMart here is not a micro or small enterprise: no earlier day by law.
      mustPayBy: null,
    });
    expect(books).toMatchObject({ outstanding: total, creditLimit: 10_000, available: 10_000 - total, onHold: false });
    expect((await call(token, 'GET', '/company')).json().data).toMatchObject({ outstanding: total, available: 10_000 - total });
    // Its tax invoice says when it is due and where to pay, with a UPI QR code for its total.
    const pdf = await call(token, 'GET', `/order/${placed.orders[0]._id}/invoice.pdf`);
    expect(pdf.statusCode).toBe(200);
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain(`On account: due by ${formatDay(indianDay(new Date(), 30))}. How to pay`);
    expect(text).toContain('Account number: 000123456789');
    expect(text).toContain('IFSC: DEMO0000001');
    expect(text).toContain(`Scan to pay ${formatRupees(total)} by UPI`);
    // Paid at checkout, an invoice asks for nothing.
    const paid = (await order(token, 1, 'Cash on Delivery')).answer.json();
    const paidText = await pdfText((await call(token, 'GET', `/order/${paid.orders[0]._id}/invoice.pdf`)).rawPayload);
    expect(paidText).not.toContain('How to pay');
  });

  it('takes a credit note off its invoice in the ledger, and what the ledger keeps always equals its documents', async () => {
    const { token } = await company('net30', 10_000);
    const first = await shop.colour(500);
    const second = await shop.colour(500);
    await shop.addToCart(token, first, 5);
    await shop.addToCart(token, second, 3);
    const placed = (await call(token, 'POST', '/buy', { paymentMethod: 'On Account' })).json();
    const total = placed.pricing.total as number;
    const cancelled = await call(token, 'PATCH', `/order/cancel/${placed.orders[1]._id}`, { status: 'Cancelled', message: '' });
    expect(cancelled.statusCode).toBe(200);
    const books = await ledger(token);
    expect(books.invoices).toHaveLength(1);
    const kept = books.invoices[0]!;
    expect(kept.total).toBeLessThan(total);
    expect(kept.total).toBeGreaterThan(0);
    expect(books.outstanding).toBe(kept.total);
    // Why its open amount is less than the invoice as issued: the credit note, by number and amount, with its id for the PDF.
    const creditNote = cancelled.json<{ data: RestOrder }>().data.creditNoteNumber!;
    expect(kept.issued).toBe(total);
    expect(kept.creditNotes).toEqual([
      { _id: expect.stringMatching(/^[0-9]+$/), number: creditNote, amount: Math.round((total - kept.total) * 100) / 100 },
    ]);
    const pdf = await call(token, 'GET', `/credit-note/${kept.creditNotes[0]!._id}.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(await pdfText(pdf.rawPayload)).toContain(creditNote);

    // Worked out again from the orders, credit notes and payments, the invoice is what the ledger keeps.
    const { rows } = await sql<{ total: string; credited: string }>`
      SELECT (SELECT sum(total_paise) FROM orders WHERE invoice_number = ${kept.number})::text AS total,
        (SELECT sum((note->>'totalPaise')::bigint) FROM credit_notes WHERE invoice_number = ${kept.number})::text AS credited
    `.execute(api.database.db);
    expect(kept.total).toBeCloseTo((Number(rows[0]!.total) - Number(rows[0]!.credited)) / 100, 2);
  });

  it('lets operators find a company’s order by its PO number, GSTIN, name or invoice number, and names the company on it', async () => {
    const first14 = `27AAPFU${String((Date.now() + 7) % 10_000).padStart(4, '0')}F1Z`;
    const gstin = `${first14}${gstinCheckCharacter(first14)}`;
    const name = `Bhiwandi Looms ${Date.now().toString(36)} Pvt Ltd`;
    const { token } = await fixtures.company(
      { ...PROFILE, companyName: name, gstin, state: 'Maharashtra', city: 'Bhiwandi', pinCode: '421302' },
      { terms: 'net30', creditLimit: 100_000 },
    );
    const po = `PO/${Date.now().toString(36).toUpperCase()}/7`;
    const placed = (await order(token, 2, 'On Account', { poNumber: po })).answer.json<BuyAnswer>();
    const placedOrder = placed.orders[0]!;
    const desk = await asOperator();
    const found = async (q: string) =>
      (await call(desk, 'GET', `/admin/orders?q=${encodeURIComponent(q)}`)).json<{
        data: { orderId: string; buyerCompany: string; buyerGstin: string }[];
      }>().data;
    for (const q of [po, po.toLowerCase(), gstin, name.slice(0, 20).toLowerCase(), placedOrder.invoiceNumber])
      expect(
        (await found(q)).map((row) => row.orderId),
        q,
      ).toEqual([placedOrder.orderId]);
    expect(await found(q0(po))).toEqual([]);
    const one = (await call(desk, 'GET', `/admin/orders/${placedOrder._id}`)).json<{ data: { buyerCompany: string; buyerGstin: string } }>()
      .data;
    expect(one).toMatchObject({ buyerCompany: name, buyerGstin: gstin });
  });

  it('refuses on account beyond the available credit, naming it, and places nothing', async () => {
    const { token } = await company('net45', 3_000);
    const { colour, answer } = await order(token, 20);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toMatch(
      /^This order of ₹4,[0-9,.]+ is more than the credit Surat Garments Pvt Ltd has available \(₹3,000\.00\)\. Pay by another method/,
    );
    expect(await shop.stockOf(colour)).toBe(500);
    expect((await call(token, 'GET', '/user/cart')).json().data.products).toHaveLength(1);
    // Another method still works.
    expect((await call(token, 'POST', '/buy', { paymentMethod: 'Cash on Delivery' })).statusCode).toBe(200);
  });

  it('offers on account only to companies on credit terms', async () => {
    const alone = await shop.buyer();
    await shop.addAddress(alone);
    const single = await order(alone, 1);
    expect(single.answer.statusCode).toBe(400);
    expect(single.answer.json().message).toBe('Pay on account is for company accounts with credit terms. Choose another payment method.');
    const { token } = await company('advance', 50_000);
    const advance = await order(token, 1);
    expect(advance.answer.statusCode).toBe(400);
    expect(advance.answer.json().message).toBe(
      'Your company buys on Advance terms, so Pay on account is not offered. Choose another payment method.',
    );
  });

  it('pauses on account while the company is on hold, set by an operator or 31 days overdue; other methods still work', async () => {
    const { token, id } = await company('net15', 100_000);
    sent.length = 0;
    await call(await asOperator(), 'PUT', `/admin/companies/${id}/hold`, { onHold: true, reason: 'Cheque 004512 returned unpaid' });
    const held = await order(token, 1);
    expect(held.answer.statusCode).toBe(409);
    expect(held.answer.json().message).toBe(
      'Surat Garments Pvt Ltd is on credit hold (set by FabricMart: Cheque 004512 returned unpaid), so Pay on account is paused. Other payment methods still work.',
    );
    // The Owner is mailed why, with the way to their ledger.
    const holdMail = sent.find((message) => message.subject === 'Surat Garments Pvt Ltd is on credit hold')!;
    expect(holdMail.text).toContain('FabricMart put Surat Garments Pvt Ltd on credit hold: Cheque 004512 returned unpaid');
    expect(holdMail.text).toContain('/user-profile');
    expect((await call(token, 'POST', '/buy', { paymentMethod: 'UPI', upiId: 'surat@okaxis' })).statusCode).toBe(200);
    await call(await asOperator(), 'PUT', `/admin/companies/${id}/hold`, { onHold: false });
    expect((await order(token, 1)).answer.statusCode).toBe(200);
    // An invoice 31 days past its due day holds the company by itself.
    await sql`UPDATE orders SET payment_due = (now() AT TIME ZONE 'Asia/Kolkata')::date - 31 WHERE company_id = ${Number(id)} AND payment_method = 'On Account'`.execute(
      api.database.db,
    );
    const late = await order(token, 1);
    expect(late.answer.statusCode).toBe(409);
    expect(late.answer.json().message).toMatch(/on credit hold \(an invoice is 3[12] days overdue\)/);
    expect((await call(token, 'GET', '/company')).json().data).toMatchObject({ onHold: true });
  });

  it('lets a Buyer order, a Viewer not; every member sees the company’s orders, a removed member no longer', async () => {
    const { token } = await company('net30', 100_000);
    const buyer = await member(token, 'buyer');
    const viewer = await member(token, 'viewer');
    const placed = await order(buyer, 2);
    expect(placed.answer.statusCode).toBe(200);
    const refused = await order(viewer, 1, 'Cash on Delivery');
    expect(refused.answer.statusCode).toBe(403);
    expect(refused.answer.json().message).toBe(
      'Your role in Surat Garments Pvt Ltd (Viewer) does not place orders. Ask a Buyer or the Owner of the company.',
    );
    const seen = async (who: string) =>
      (await call(who, 'GET', '/user/orderlist?page=1&limit=10'))
        .json<{ orders: { orderId: string }[] }>()
        .orders.map((one) => one.orderId);
    const orderId = placed.answer.json().orders[0].orderId;
    expect(await seen(token)).toContain(orderId);
    expect(await seen(viewer)).toContain(orderId);
    const invoice = await call(viewer, 'GET', `/order/${placed.answer.json().orders[0]._id}/invoice.pdf`);
    expect(invoice.statusCode).toBe(200);
    const members = (await call(token, 'GET', '/company')).json<{ data: RestCompany }>().data.members;
    const viewerId = members.find((one) => one.role === 'viewer')!.userId;
    await call(token, 'DELETE', `/company/members/${viewerId}`);
    expect(await seen(viewer)).not.toContain(orderId);
    expect((await call(viewer, 'GET', `/order/${placed.answer.json().orders[0]._id}/invoice.pdf`)).statusCode).toBe(404);
  });

  it('takes two members’ orders on account at once one after the other: together past the limit, one is refused', async () => {
    const { token } = await company('net30', 3_000);
    const other = await member(token, 'buyer');
    const first = await shop.colour(500);
    const second = await shop.colour(500);
    await shop.addToCart(token, first, 10);
    await shop.addToCart(other, second, 10);
    const answers = await Promise.all([
      call(token, 'POST', '/buy', { paymentMethod: 'On Account' }),
      call(other, 'POST', '/buy', { paymentMethod: 'On Account' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await ledger(token)).invoices).toHaveLength(1);
  });

  it('records payments in parts: reported by Accounts and confirmed, or recorded by an operator; never past what is open', async () => {
    const { token, id } = await company('net30', 100_000);
    const accounts = await member(token, 'accounts');
    const buyer = await member(token, 'buyer');
    const placed = (await order(buyer, 10)).answer.json();
    const invoice = placed.orders[0].invoiceNumber as string;
    const total = placed.pricing.total as number;
    expect((await call(buyer, 'GET', '/company/ledger')).statusCode).toBe(403);

    const half = Math.round((total / 2) * 100) / 100;
    const part = { amount: half, method: 'NEFT', reference: 'HDFCN52026112700001', allocations: [{ invoiceId: invoice, amount: half }] };
    const reported = await call(accounts, 'POST', '/company/payments', part);
    expect(reported.statusCode).toBe(201);
    expect(reported.json().msg).toBe('Payment reported. It counts against your invoices once FabricMart confirms it has arrived.');
    expect(reported.json().data.invoices[0]).toMatchObject({ open: total, awaitingConfirmation: half });
    expect((await call(accounts, 'POST', '/company/payments', part)).statusCode).toBe(409);
    // More than is open (reported payments counted) is refused.
    const rest = Math.round((total - half) * 100) / 100;
    const tooMuch = await call(accounts, 'POST', '/company/payments', {
      amount: rest + 1,
      method: 'RTGS',
      reference: 'UTIBR52026112700002',
      allocations: [{ invoiceId: invoice, amount: rest + 1 }],
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toMatch(/has ₹[0-9,.]+ open \(payments awaiting confirmation included\)/);
    const mismatch = await call(accounts, 'POST', '/company/payments', { ...part, reference: 'X1', amount: half + 1 });
    expect(mismatch.json().message).toBe('The amounts against invoices should add up to the payment.');
    const unknown = await call(accounts, 'POST', '/company/payments', {
      ...part,
      reference: 'X2',
      allocations: [{ invoiceId: 'FM/2627/999999', amount: half }],
    });
    expect(unknown.json().message).toBe('FM/2627/999999 is not an open invoice of your company.');

    const paymentId = reported.json().data.payments[0]._id;
    const desk = await asOperator();
    const confirmed = await call(desk, 'POST', `/admin/payments/${paymentId}/confirm`);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data.invoices[0]).toMatchObject({ paid: half, open: rest, awaitingConfirmation: 0 });
    expect((await call(desk, 'POST', `/admin/payments/${paymentId}/confirm`)).statusCode).toBe(409);
    const recorded = await call(desk, 'POST', `/admin/companies/${id}/payments`, {
      amount: rest,
      method: 'RTGS',
      reference: 'UTIBR52026112700002',
      allocations: [{ invoiceId: invoice, amount: rest }],
    });
    expect(recorded.statusCode).toBe(201);
    expect(recorded.json().data).toMatchObject({ outstanding: 0, available: 100_000 });
    expect(recorded.json().data.invoices[0]).toMatchObject({ paid: total, open: 0 });
    const activity = (await call(desk, 'GET', '/admin/activity?kind=company&limit=20'))
      .json()
      .data.map((entry: { kind: string }) => entry.kind);
    expect(activity).toEqual(expect.arrayContaining(['company.report', 'company.confirm', 'company.payment']));
  });

  it('rejects a reported payment that never arrived, with why: it stops counting, the company is mailed, its UTR may be reported again', async () => {
    const { token } = await company('net30', 100_000);
    const accounts = await member(token, 'accounts');
    const placed = (await order(token, 4)).answer.json();
    const invoice = placed.orders[0].invoiceNumber as string;
    const total = placed.pricing.total as number;
    const report = {
      amount: total,
      method: 'NEFT',
      reference: 'HDFCN52026120200099',
      allocations: [{ invoiceId: invoice, amount: total }],
    };
    const reported = await call(accounts, 'POST', '/company/payments', report);
    const paymentId = reported.json().data.payments[0]._id as string;
    const desk = await asOperator();

    for (const reason of ['', '   ', '\u200b\u2060']) {
      const blank = await call(desk, 'POST', `/admin/payments/${paymentId}/reject`, { reason });
      expect(blank.statusCode, JSON.stringify(reason)).toBe(400);
    }
    expect((await call(accounts, 'POST', `/admin/payments/${paymentId}/reject`, { reason: 'Not received' })).statusCode).toBe(403);
    expect((await ledger(token)).invoices[0]).toMatchObject({ awaitingConfirmation: total });

    const rejected = await call(desk, 'POST', `/admin/payments/${paymentId}/reject`, {
      reason: 'No credit for this UTR in our HDFC account',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().msg).toBe(CREDIT_MESSAGES.paymentRejected);
    expect(rejected.json().data.invoices[0]).toMatchObject({ open: total, awaitingConfirmation: 0 });
    expect(rejected.json().data.payments[0]).toMatchObject({
      status: 'rejected',
      rejectedReason: 'No credit for this UTR in our HDFC account',
    });
    expect((await call(desk, 'POST', `/admin/payments/${paymentId}/reject`, { reason: 'Again' })).json().message).toBe(
      CREDIT_MESSAGES.alreadyRejected,
    );
    expect((await call(desk, 'POST', `/admin/payments/${paymentId}/confirm`)).statusCode).toBe(409);
    await api.app.jobs.settled();
    const mails = sent.filter((mail) => mail.subject.startsWith('Payment NEFT HDFCN52026120200099'));
    expect(mails.length).toBeGreaterThanOrEqual(2); // the Owner and Accounts
    expect(mails[0]!.text).toContain('No credit for this UTR in our HDFC account');

    // The same UTR, once the bank has the money, is reported again and confirmed; a confirmed one is not rejected.
    const again = await call(accounts, 'POST', '/company/payments', report);
    expect(again.statusCode).toBe(201);
    const second = (again.json().data.payments as { _id: string; status: string }[]).find((one) => one.status === 'reported')!._id;
    expect((await call(desk, 'POST', `/admin/payments/${second}/confirm`)).statusCode).toBe(200);
    const late = await call(desk, 'POST', `/admin/payments/${second}/reject`, { reason: 'Bounced' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(CREDIT_MESSAGES.confirmedNotRejected);
    expect((await ledger(token)).invoices[0]).toMatchObject({ paid: total, open: 0 });
  });

  it('lets one of two payments at once against the whole of one invoice through', async () => {
    const { token } = await company('net30', 100_000);
    const placed = (await order(token, 5)).answer.json();
    const invoice = placed.orders[0].invoiceNumber as string;
    const total = placed.pricing.total as number;
    const pay = (reference: string) =>
      call(token, 'POST', '/company/payments', {
        amount: total,
        method: 'UPI',
        reference,
        allocations: [{ invoiceId: invoice, amount: total }],
      });
    const answers = await Promise.all([pay('UPI1111'), pay('UPI2222'), pay('UPI3333')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
  });

  it('states the account for a period, as CSV and PDF, with totals equal to the ledger', async () => {
    // A registered company: its statement names its GSTIN.
    const first14 = `24AAPFU${String(Date.now() % 10_000).padStart(4, '0')}F1Z`;
    const gstin = `${first14}${gstinCheckCharacter(first14)}`;
    const { token, id } = await fixtures.company({ ...PROFILE, gstin }, { terms: 'net30', creditLimit: 100_000 });
    const first = (await order(token, 3)).answer.json();
    const second = (await order(token, 4)).answer.json();
    const paid = first.pricing.total as number;
    await call(await asOperator(), 'POST', `/admin/companies/${id}/payments`, {
      amount: paid,
      method: 'NEFT',
      reference: 'SBIN0000000001',
      allocations: [{ invoiceId: first.orders[0].invoiceNumber, amount: paid }],
    });
    const today = indianDay(new Date());
    const csv = await call(token, 'GET', `/company/statement.csv?from=${indianDay(new Date(Date.now() - 30 * DAY))}&to=${today}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const rows = csv.body
      .trim()
      .split('\r\n')
      .map((line) => line.split(','));
    const books = await ledger(token);
    const company_ = books.name;
    expect(rows[0]![0]).toBe(`Statement of account: ${company_}`);
    expect(rows[1]![0]).toBe(`GSTIN: ${gstin}`);
    expect(csv.body).toContain('"14 Ring Road, Surat, Gujarat 395002"');
    expect(rows[4]).toEqual(['Date', 'Type', 'Reference', 'Due', 'Debit', 'Credit', 'Balance']);
    expect(rows[5]).toEqual([indianDay(new Date(Date.now() - 30 * DAY)), 'Opening balance', '', '', '', '', '0.00']);
    // Each invoice with the day it falls due, as the ledger has it.
    const invoiceRows = rows.filter((row) => row[1] === 'Invoice');
    expect(invoiceRows.map((row) => [row[2], row[3]])).toEqual(books.invoices.map((invoice) => [invoice.number, invoice.dueDate]));
    expect(rows.filter((row) => row[1] === 'Payment')).toHaveLength(1);
    const closing = rows.find((row) => row[1] === 'Closing balance')!;
    expect(Number(closing[6])).toBe(books.outstanding);
    expect(books.outstanding).toBe(second.pricing.total);
    // What is open today, and where to pay it.
    expect(rows.find((row) => row[1] === second.orders[0].invoiceNumber)).toEqual([
      '',
      second.orders[0].invoiceNumber,
      books.invoices[1]!.dueDate,
      second.pricing.total.toFixed(2),
      '',
      '',
      '',
    ]);
    expect(rows.map((row) => row[0])).toEqual(expect.arrayContaining(['Pay to', 'Account number: 000123456789', 'IFSC: DEMO0000001']));

    const pdf = await call(token, 'GET', `/company/statement.pdf?from=${today}&to=${today}`);
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Statement of account');
    expect(text).toContain('Surat Garments Pvt Ltd');
    expect(text).toContain(first.orders[0].invoiceNumber);
    expect(text).toContain('NEFT SBIN0000000001');
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain(`GSTIN: ${gstin}`);
    expect(flat).toContain('How to pay');
    expect(flat).toContain('IFSC: DEMO0000001');
    expect(flat).toContain('UPI ID: fabricmart@demobank');
    expect(flat).toContain(`Scan to pay ${formatRupees(second.pricing.total)} by UPI`);
    expect((await call(token, 'GET', `/company/statement.csv?from=${today}&to=2020-01-01`)).statusCode).toBe(400);
    expect((await call(token, 'GET', `/company/statement.csv?from=2026-02-30&to=${today}`)).statusCode).toBe(400);
  });

  it('keeps a payment on an invoice later cancelled as the company’s advance: applied to its next invoice, refunded with a reference', async () => {
    const { token, id } = await company('net30', 100_000);
    const desk = await asOperator();
    const first = (await order(token, 10)).answer.json<BuyAnswer>();
    const total = first.pricing.total;
    const invoice = first.orders[0]!.invoiceNumber;
    const reported = await call(token, 'POST', '/company/payments', {
      amount: total,
      method: 'NEFT',
      reference: 'HDFCN52026120100001',
      allocations: [{ invoiceId: invoice, amount: total }],
    });
    const paymentId = reported.json<{ data: RestLedger }>().data.payments[0]!._id;
    expect((await call(desk, 'POST', `/admin/payments/${paymentId}/confirm`)).statusCode).toBe(200);
    const cancelled = await call(token, 'PATCH', `/order/cancel/${first.orders[0]!._id}`, { status: 'Cancelled', message: '' });
    const creditNote = cancelled.json<{ data: RestOrder }>().data.creditNoteNumber!;

    // The invoice asks for nothing now; what was paid on it is the company's advance, and says where it came from.
    let books = await ledger(token);
    expect(books.invoices[0]).toMatchObject({ number: invoice, total: 0, paid: 0, open: 0 });
    expect(books).toMatchObject({ outstanding: -total, advance: total });
    expect(books.advanceMoves).toEqual([
      expect.objectContaining({
        kind: 'released',
        amount: total,
        invoiceId: invoice,
        why: `Credit note ${creditNote}`,
        reference: 'NEFT HDFCN52026120100001',
      }),
    ]);
    const today = indianDay(new Date());
    const statementRows = async () =>
      (await call(token, 'GET', `/company/statement.csv?from=${today}&to=${today}`)).body
        .trim()
        .split('\r\n')
        .map((line) => line.split(','));
    let rows = await statementRows();
    expect(Number(rows.find((row) => row[1] === 'Closing balance')!.at(-1))).toBe(-total);
    expect(rows.at(-1)).toEqual([today, ADVANCE_LINE, '', '', '', '', total.toFixed(2)]);
    const pdf = (await pdfText((await call(token, 'GET', `/company/statement.pdf?from=${today}&to=${today}`)).rawPayload)).replace(
      /\s+/g,
      ' ',
    );
    expect(pdf).toContain(ADVANCE_LINE);

    // The next invoice on account is paid from the advance, as far as it goes.
    const second = (await order(token, 3)).answer.json<BuyAnswer>();
    books = await ledger(token);
    const next = books.invoices.find((row) => row.number === second.orders[0]!.invoiceNumber)!;
    expect(next).toMatchObject({ paid: second.pricing.total, open: 0 });
    const left = Math.round((total - second.pricing.total) * 100) / 100;
    expect(books).toMatchObject({ advance: left, outstanding: -left });
    expect(books.payments[0]!.allocations).toEqual([{ invoiceId: second.orders[0]!.invoiceNumber, amount: second.pricing.total }]);

    // The rest is refunded by an operator, never more than is left, one transfer once.
    const refund = (amount: number, reference = 'SBINR52026120100002') =>
      call(desk, 'POST', `/admin/companies/${id}/refunds`, { amount, method: 'NEFT', reference });
    const tooMuch = await refund(left + 0.01);
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toBe(`At most ${formatRupees(left)} of this company's advance is left to refund.`);
    const refunded = await refund(left);
    expect(refunded.statusCode).toBe(201);
    expect(refunded.json()).toMatchObject({ msg: 'Refund recorded: the advance is less by it.', data: { advance: 0, outstanding: 0 } });
    expect((await refund(0.01)).json().message).toBe('This company has no advance to refund: nothing it paid is waiting to be applied.');
    expect((await call(token, 'POST', `/admin/companies/${id}/refunds`, { amount: 1, method: 'NEFT', reference: 'X' })).statusCode).toBe(
      403,
    );
    rows = await statementRows();
    expect(rows.find((row) => row[1] === 'Refund')).toEqual([
      today,
      'Refund',
      'NEFT SBINR52026120100002',
      '',
      left.toFixed(2),
      '',
      expect.any(String),
    ]);
    expect(Number(rows.find((row) => row[1] === 'Closing balance')!.at(-1))).toBe(0);
    const activity = (await call(desk, 'GET', '/admin/activity?kind=company&limit=20')).json<{ data: { kind: string }[] }>();
    expect(activity.data.map((entry) => entry.kind)).toContain('company.refund');
  });

  it('refunds one of two refunds at once of the whole advance', async () => {
    const { token, id } = await company('net30', 100_000);
    const placed = (await order(token, 4)).answer.json<BuyAnswer>();
    const total = placed.pricing.total;
    const desk = await asOperator();
    await call(desk, 'POST', `/admin/companies/${id}/payments`, {
      amount: total,
      method: 'RTGS',
      reference: 'UTIBR52026120100009',
      allocations: [{ invoiceId: placed.orders[0]!.invoiceNumber, amount: total }],
    });
    await call(desk, 'POST', `/admin/order/${placed.orders[0]!._id}/cancel`, { message: 'Mill closed' });
    const answers = await Promise.all(
      ['R1', 'R2', 'R3'].map((reference) =>
        call(desk, 'POST', `/admin/companies/${id}/refunds`, { amount: total, method: 'NEFT', reference }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    expect((await ledger(token)).advance).toBe(0);
  });

  it('shows operators outstanding amounts by company in ageing buckets, with totals', async () => {
    const { token, id } = await company('net30', 100_000);
    const fresh = (await order(token, 2)).answer.json();
    const old = (await order(token, 3)).answer.json();
    await sql`UPDATE orders SET payment_due = (now() AT TIME ZONE 'Asia/Kolkata')::date - 45 WHERE invoice_number = ${old.orders[0].invoiceNumber}`.execute(
      api.database.db,
    );
    const answer = await call(await asOperator(), 'GET', '/admin/receivables');
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    // Largest first: this company may be on a later page when earlier tests' companies owe more.
    let row = body.data.find((one: { companyId: string }) => one.companyId === id);
    for (let page = 2; !row && page <= body.totalPages; page += 1)
      row = (await call(await asOperator(), 'GET', `/admin/receivables?page=${page}`))
        .json()
        .data.find((one: { companyId: string }) => one.companyId === id);
    expect(row).toMatchObject({
      notDue: fresh.pricing.total,
      d1_30: 0,
      d31_60: old.pricing.total,
      total: fresh.pricing.total + old.pricing.total,
      onHold: true,
    });
    expect(body.totals.total).toBeGreaterThanOrEqual(fresh.pricing.total + old.pricing.total);
    expect((await call(token, 'GET', '/admin/receivables')).statusCode).toBe(403);

    // The same as a sheet, as on today: a row per company owing and the totals.
    const sheet = await call(await asOperator(), 'GET', '/admin/receivables.csv');
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['content-disposition']).toBe(`attachment; filename="Receivables-as-on-${indianDay(new Date())}.csv"`);
    const lines = sheet.body.trim().split('\r\n');
    expect(lines[0]).toBe(`Receivables as on ${formatDay(indianDay(new Date()))}`);
    expect(lines[1]).toBe('Company,GSTIN,Not due,1-30 days,31-60 days,61-90 days,Over 90 days,Total,On hold');
    expect(lines).toContain(
      `${PROFILE.companyName},,${fresh.pricing.total.toFixed(2)},0.00,${old.pricing.total.toFixed(2)},0.00,0.00,${(fresh.pricing.total + old.pricing.total).toFixed(2)},yes`,
    );
    expect(lines.at(-1)).toBe(
      `All companies,,${[body.totals.notDue, body.totals.d1_30, body.totals.d31_60, body.totals.d61_90, body.totals.d90plus, body.totals.total].map((value: number) => value.toFixed(2)).join(',')},`,
    );
    expect((await call(token, 'GET', '/admin/receivables.csv')).statusCode).toBe(403);

    const rowOf = async () => {
      const pages = (await call(await asOperator(), 'GET', '/admin/receivables')).json().totalPages as number;
      for (let page = 1; page <= pages; page += 1) {
        const found = (await call(await asOperator(), 'GET', `/admin/receivables?page=${page}`))
          .json()
          .data.find((one: { companyId: string }) => one.companyId === id);
        if (found) return found;
      }
      return undefined;
    };
    // A payment takes its amount off at once.
    const paid = await call(await asOperator(), 'POST', `/admin/companies/${id}/payments`, {
      amount: old.pricing.total,
      method: 'RTGS',
      reference: 'HDFCR52026112700001',
      allocations: [{ invoiceId: old.orders[0].invoiceNumber, amount: old.pricing.total }],
    });
    expect(paid.statusCode).toBe(201);
    expect(await rowOf()).toMatchObject({ notDue: fresh.pricing.total, d31_60: 0, total: fresh.pricing.total, onHold: false });
    // Kept from an earlier day, the company's row is worked out again on the first read of today.
    await sql`UPDATE company_receivables SET as_of = as_of - 1, not_due = 0, total = 1 WHERE company_id = ${Number(id)}`.execute(
      api.database.db,
    );
    expect(await rowOf()).toMatchObject({ notDue: fresh.pricing.total, total: fresh.pricing.total });
  });

  it('reminds the Owner and Accounts at the due day and each week after, once each however often it runs', async () => {
    const { token } = await company('net15', 100_000);
    await member(token, 'accounts');
    await member(token, 'buyer');
    const placed = (await order(token, 2)).answer.json();
    const invoice = placed.orders[0].invoiceNumber as string;
    await sql`UPDATE orders SET payment_due = (now() AT TIME ZONE 'Asia/Kolkata')::date - 8 WHERE invoice_number = ${invoice}`.execute(
      api.database.db,
    );
    const desk = await asOperator();
    const runs = await Promise.all([call(desk, 'POST', '/admin/receivables/remind'), call(desk, 'POST', '/admin/receivables/remind')]);
    expect(runs.map((run) => run.statusCode)).toEqual([200, 200]);
    await api.app.jobs.settled();
    const about = sent.filter((message) => message.subject.startsWith(`Invoice ${invoice}:`));
    expect(about.map((message) => message.subject)).toEqual(expect.arrayContaining([expect.stringMatching(/ is 8 days overdue$/)]));
    // The Owner and Accounts, once each; not the Buyer.
    expect(about).toHaveLength(2);
    expect(about.some((message) => message.text.includes('My Account › Company account'))).toBe(true);
    // Where to pay, with a UPI link for the amount open and the invoice as its note.
    const reminder = about[0]!.text;
    expect(reminder).toContain('Account number: 000123456789');
    expect(reminder).toContain('IFSC: DEMO0000001');
    expect(reminder).toContain('upi://pay?pa=fabricmart%40demobank&pn=FabricMart%20Textiles%20Private%20Limited&am=');
    expect(reminder).toContain(`&cu=INR&tn=${encodeURIComponent(invoice)}`);
    expect((await call(token, 'POST', '/admin/receivables/remind')).statusCode).toBe(403);
  });
});

describe.each(testDatabases().slice(0, 1))('buying on account from a micro or small supplier on $name', (testDatabase) => {
  const sent: MailMessage[] = [];
  const api = withApiApp(testDatabase, {
    auth: testAuthConfig({ REQUESTS_PER_ADDRESS: '1000000', ADMIN_EMAILS: OPERATOR }),
    mailer: { send: async (message) => void sent.push(message) },
    supplier: { ...DEFAULT_SUPPLIER, msme: 'small' },
  });
  const shop = shoppers(api);
  const fixtures = companyFixtures(shop, sent, OPERATOR);

  it('shows the day the law wants an invoice paid by: 45 days after it on Net 90 terms', async () => {
    const { token } = await fixtures.company({ ...PROFILE, gstin: null }, { terms: 'net90', creditLimit: 100_000 });
    const colour = await shop.colour(100);
    await shop.addToCart(token, colour, 2);
    expect((await shop.call(token, 'POST', '/buy', { paymentMethod: 'On Account' })).statusCode).toBe(200);
    const invoice = (await shop.call(token, 'GET', '/company/ledger')).json<{ data: RestLedger }>().data.invoices[0]!;
    expect(invoice).toMatchObject({ dueDate: indianDay(new Date(), 90), mustPayBy: indianDay(new Date(), 45) });
  });
});
