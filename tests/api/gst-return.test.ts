import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { indianDay } from '../../domain/day.js';
import { GST_RETURN_MESSAGES } from '../../domain/gst-return.js';
import { gstinCheckCharacter } from '../../domain/gstin.js';
import { rupeesToPaise } from '../../domain/money.js';
import type { BuyAnswer } from '../../domain/rest/checkout.js';
import type { Gstr1 } from '../../api/returns/gstr1.js';
import { withApiApp } from '../support/api-app.js';
import { shoppers, type Colour } from '../support/buyers.js';
import { testDatabases } from '../support/databases.js';
import { testAuthConfig } from '../support/test-config.js';

const OPERATOR = 'gst.returns@fabricmart.example.in';
const NOIDA = { address: '3 Sector 18', city: 'Noida', state: 'Uttar Pradesh', pinCode: '201301' };
const MUMBAI = { address: '7 Linking Road', city: 'Mumbai', state: 'Maharashtra', pinCode: '400050' };
const withCheck = (first14: string) => `${first14}${gstinCheckCharacter(first14)}`;
const NOIDA_GSTIN = withCheck('09AACCN1234K1Z');
const MUMBAI_GSTIN = '27AAPFU0939F1ZV';

type Item = { txval: number; iamt: number; camt: number; samt: number };
const paiseOf = (items: Item[]) => ({
  taxable: items.reduce((sum, item) => sum + rupeesToPaise(item.txval), 0),
  tax: items.reduce((sum, item) => sum + rupeesToPaise(item.iamt) + rupeesToPaise(item.camt) + rupeesToPaise(item.samt), 0),
});

describe.each(testDatabases())('GSTR-1 on $name', (testDatabase) => {
  const api = withApiApp(testDatabase, { auth: testAuthConfig({ REQUESTS_PER_ADDRESS: '1000000', ADMIN_EMAILS: OPERATOR }) });
  const shop = shoppers(api);
  const { call } = shop;
  let operatorSession: Promise<string> | undefined;
  const operatorToken = () => (operatorSession ??= shop.buyer(OPERATOR));
  const month = () => indianDay(new Date()).slice(0, 7);

  /** A buyer at `address`, registered when `gstin` is given, who buys `lines` and answers their purchase. */
  async function purchase(address: object, gstin: string | null, lines: [Colour, number][]) {
    const token = await shop.buyer();
    await shop.addAddress(token, address as Record<string, string>);
    if (gstin)
      expect((await call(token, 'PUT', '/user/business', { companyName: 'Textile House LLP', gstin, ...address })).statusCode).toBe(200);
    for (const [colour, metres] of lines) expect((await shop.addToCart(token, colour, metres)).statusCode).toBe(200);
    const placed = await call(token, 'POST', '/buy', { paymentMethod: 'Cash on Delivery' });
    expect(placed.statusCode).toBe(200);
    return { token, placed: placed.json<BuyAnswer>() };
  }
  const cancel = (token: string, id: string) =>
    call(token, 'PATCH', `/order/cancel/${id}`, { status: 'Cancelled', message: 'Wrong shade' });

  it('files a month of orders in its tables and reconciles with the invoices and credit notes to the paisa', async () => {
    const operator = await operatorToken();
    const a = await shop.colour(2000, 20_000);
    const b = await shop.colour(2000, 15_050);
    const hsnA = (
      await sql<{
        hsn: string;
      }>`SELECT c.hsn_code AS hsn FROM products p JOIN categories c ON c.id = p.category_id WHERE p.id = ${Number(a.productId)}`.execute(
        api.database.db,
      )
    ).rows[0]!.hsn;
    const hsnB = (
      await sql<{
        hsn: string;
      }>`SELECT c.hsn_code AS hsn FROM products p JOIN categories c ON c.id = p.category_id WHERE p.id = ${Number(b.productId)}`.execute(
        api.database.db,
      )
    ).rows[0]!.hsn;
    // A's heading at the fabrics' 5% in force; an operator puts B's at 18%, so the return has two rates.
    expect((await call(operator, 'PUT', `/admin/tax-rates/${hsnB}`, { rate: 18 })).statusCode).toBe(200);

    const intraB2b = await purchase(NOIDA, NOIDA_GSTIN, [
      [a, 3],
      [b, 7],
    ]);
    const interB2b = await purchase(MUMBAI, MUMBAI_GSTIN, [[b, 11]]);
    const smallIntra = await purchase(NOIDA, null, [[a, 2]]);
    const smallInter = await purchase(MUMBAI, null, [
      [a, 1],
      [b, 4],
    ]);
    // 600 m at ₹200 = ₹1,20,000 plus GST: above ₹1 lakh and inter-state, so B2CL.
    const large = await purchase(MUMBAI, null, [[a, 600]]);
    expect((await cancel(intraB2b.token, intraB2b.placed.orders[1]!._id)).statusCode).toBe(200);
    expect((await cancel(smallInter.token, smallInter.placed.orders[0]!._id)).statusCode).toBe(200);
    expect((await cancel(large.token, large.placed.orders[0]!._id)).statusCode).toBe(200);

    const answer = await call(operator, 'GET', `/admin/gst-returns/${month()}.json`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="GSTR1-${month()}.json"`);
    const gstr = answer.json<Gstr1>();
    expect(gstr).toMatchObject({ gstin: '09AAFCF1970M1Z8', fp: `${month().slice(5)}${month().slice(0, 4)}` });

    // B2B: each registered buyer's invoice under their GSTIN, CGST + SGST inside Uttar Pradesh, IGST outside.
    const invoiceOf = (purchased: { placed: BuyAnswer }) => purchased.placed.orders[0]!.invoiceNumber;
    const noida = gstr.b2b.find((buyer) => buyer.ctin === NOIDA_GSTIN)!.inv.find((invoice) => invoice.inum === invoiceOf(intraB2b))!;
    expect(noida).toMatchObject({ pos: '09', rchrg: 'N', inv_typ: 'R', val: intraB2b.placed.pricing.total });
    expect(noida.itms.map((item) => item.itm_det.rt)).toEqual([5, 18]);
    expect(noida.itms[0]!.itm_det).toMatchObject({ txval: 600, camt: 15, samt: 15, iamt: 0 });
    const mumbai = gstr.b2b.find((buyer) => buyer.ctin === MUMBAI_GSTIN)!.inv.find((invoice) => invoice.inum === invoiceOf(interB2b))!;
    expect(mumbai.itms).toEqual([{ num: 1, itm_det: { txval: 1655.5, rt: 18, iamt: 297.99, camt: 0, samt: 0, csamt: 0 } }]);
    // Every rate is one the GST portal's schema accepts.
    const portalRates = [0, 0.1, 0.25, 1, 1.5, 3, 5, 6, 7.5, 12, 18, 28, 40];
    const filed = [
      ...gstr.b2b.flatMap((buyer) => buyer.inv.flatMap((invoice) => invoice.itms.map((item) => item.itm_det.rt))),
      ...gstr.b2cs.map((row) => row.rt),
      ...gstr.hsn.hsn_b2b.map((row) => row.rt),
      ...gstr.hsn.hsn_b2c.map((row) => row.rt),
    ];
    expect(filed.filter((rate) => !portalRates.includes(rate))).toEqual([]);

    // B2CL: the large inter-state one by its place; its credit note in CDNUR.
    expect(gstr.b2cl.find((place) => place.pos === '27')!.inv.map((invoice) => invoice.inum)).toContain(invoiceOf(large));
    expect(gstr.cdnur.some((note) => note.typ === 'B2CL' && note.val === large.placed.pricing.total)).toBe(true);
    // The registered buyer's credit note in CDNR.
    const cancelledOrder = (await call(intraB2b.token, 'GET', '/user/orderlist?page=1&limit=5')).json<{
      orders: { creditNoteNumber: string | null }[];
    }>();
    const noteNumber = cancelledOrder.orders.find((order) => order.creditNoteNumber)!.creditNoteNumber!;
    expect(gstr.cdnr.find((buyer) => buyer.ctin === NOIDA_GSTIN)!.nt.map((note) => note.nt_num)).toContain(noteNumber);
    // B2CS: the small ones by place and rate, less their credit notes.
    const intraAtFive = gstr.b2cs.find((row) => row.sply_ty === 'INTRA' && row.pos === '09' && row.rt === 5)!;
    expect(intraAtFive.txval).toBeGreaterThanOrEqual(smallIntra.placed.pricing.subTotal);
    expect(gstr.b2cs.some((row) => row.sply_ty === 'INTER' && row.pos === '27')).toBe(true);

    // Reconciled with the month's invoices and credit notes as the database holds them.
    const invoices = (
      await sql<{ taxable: string; tax: string; count: string }>`
        SELECT sum(subtotal_paise - discount_paise) AS taxable, sum(tax_paise) AS tax, count(DISTINCT invoice_number) AS count FROM orders
        WHERE to_char(created_at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM') = ${month()}`.execute(api.database.db)
    ).rows[0]!;
    const notes = (
      await sql<{ taxable: string; tax: string; count: string }>`
        SELECT sum((note->>'taxablePaise')::bigint) AS taxable,
               sum(coalesce((note->'tax'->>'igstPaise')::bigint, 0) + coalesce((note->'tax'->>'cgstPaise')::bigint, 0) + coalesce((note->'tax'->>'sgstPaise')::bigint, 0)) AS tax,
               count(*) AS count
        FROM credit_notes WHERE to_char(issued_at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM') = ${month()}`.execute(api.database.db)
    ).rows[0]!;
    const outward = paiseOf([
      ...gstr.b2b.flatMap((buyer) => buyer.inv.flatMap((invoice) => invoice.itms.map((item) => item.itm_det))),
      ...gstr.b2cl.flatMap((place) => place.inv.flatMap((invoice) => invoice.itms.map((item) => item.itm_det))),
      ...gstr.b2cs,
    ]);
    const credited = paiseOf([
      ...gstr.cdnr.flatMap((buyer) => buyer.nt.flatMap((note) => note.itms.map((item) => item.itm_det))),
      ...gstr.cdnur.flatMap((note) => note.itms.map((item) => item.itm_det)),
    ]);
    const net = { taxable: Number(invoices.taxable) - Number(notes.taxable), tax: Number(invoices.tax) - Number(notes.tax) };
    expect({ taxable: outward.taxable - credited.taxable, tax: outward.tax - credited.tax }).toEqual(net);
    expect(paiseOf([...gstr.hsn.hsn_b2b, ...gstr.hsn.hsn_b2c])).toEqual(net);
    expect(gstr.hsn.hsn_b2b.find((row) => row.hsn_sc === hsnA && row.rt === 5)).toMatchObject({
      uqc: 'MTR',
      txval: 600,
      camt: 15,
      samt: 15,
    });
    // Documents issued: every invoice number and credit note of the month.
    const [invoiceDocs, noteDocs] = gstr.doc_issue.doc_det;
    expect(invoiceDocs!.docs[0]!.totnum).toBe(Number(invoices.count));
    expect(noteDocs!.docs[0]!.totnum).toBe(Number(notes.count));

    // The sheet says the same: each table's total row.
    const sheet = await call(operator, 'GET', `/admin/gst-returns/${month()}.csv`);
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows = sheet.body.trim().split('\r\n');
    expect(rows[0]).toBe(
      'Table,Recipient GSTIN,Document number,Document date,Document value,Place of supply,Supply type,HSN,UQC,Quantity,Rate,Taxable value,IGST,CGST,SGST,Cess',
    );
    const b2bTotal = rows.find((row) => row.startsWith('B2B total,'))!.split(',');
    const b2bItems = paiseOf(gstr.b2b.flatMap((buyer) => buyer.inv.flatMap((invoice) => invoice.itms.map((item) => item.itm_det))));
    expect(rupeesToPaise(Number(b2bTotal[11]))).toBe(b2bItems.taxable);
    expect(rows.some((row) => row.startsWith('CDNR,') && row.includes(noteNumber))).toBe(true);
  });

  it('refuses a month that is malformed, before GST or not yet begun; an empty month is an empty return; operators only', async () => {
    const operator = await operatorToken();
    for (const [asked, message] of [
      ['2026-13', GST_RETURN_MESSAGES.badMonth],
      ['2026-1', GST_RETURN_MESSAGES.badMonth],
      ['2017-06', GST_RETURN_MESSAGES.beforeGst],
      ['2999-01', GST_RETURN_MESSAGES.future('2999-01')],
    ] as const) {
      const answer = await call(operator, 'GET', `/admin/gst-returns/${asked}.json`);
      expect(answer.statusCode, asked).toBe(400);
      expect(answer.json().message).toBe(message);
    }
    const empty = (await call(operator, 'GET', '/admin/gst-returns/2017-07.json')).json<Gstr1>();
    expect(empty).toMatchObject({
      fp: '072017',
      b2b: [],
      b2cl: [],
      b2cs: [],
      cdnr: [],
      cdnur: [],
      hsn: { hsn_b2b: [], hsn_b2c: [] },
      doc_issue: { doc_det: [] },
    });
    expect((await call(await shop.buyer(), 'GET', `/admin/gst-returns/${month()}.csv`)).statusCode).toBe(403);
    expect((await call(null, 'GET', `/admin/gst-returns/${month()}.json`)).statusCode).toBe(401);
  });
});
