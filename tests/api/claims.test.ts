import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { MailMessage } from '../../api/auth/mailer.js';
import { CLAIM_MESSAGES, amountTooLarge, metresProblem, pastWindow, replacementShort } from '../../domain/claims.js';
import { indianDay } from '../../domain/day.js';
import type { BuyAnswer, RestOrder } from '../../domain/rest/checkout.js';
import type { RestClaim } from '../../domain/rest/claims.js';
import { withApiApp } from '../support/api-app.js';
import { shoppers, type Colour } from '../support/buyers.js';
import { testDatabases } from '../support/databases.js';
import { TINY_PNG } from '../support/multipart.js';
import { pdfText } from '../support/pdf-text.js';
import { testAuthConfig } from '../support/test-config.js';

const OPERATOR = 'claims.desk@fabricmart.example.in';

/** A claim's multipart body as the browser's FormData sends it. */
async function claimForm(fields: Record<string, string>, photos: Buffer[] = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  photos.forEach((bytes, index) => form.append('photos', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), `photo-${index}.png`));
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type')! } };
}

const GOOD = {
  kind: 'Shade variation',
  metres: '4',
  lot: 'LOT-27/B',
  note: 'Two rolls are a shade lighter than the swatch.',
  uncut: 'true',
};

describe.each(testDatabases())('fabric claims on $name', (testDatabase) => {
  const sent: MailMessage[] = [];
  const api = withApiApp(testDatabase, {
    auth: testAuthConfig({ REQUESTS_PER_ADDRESS: '1000000', ADMIN_EMAILS: OPERATOR }),
    mailer: {
      send: async (message) => {
        sent.push(message);
      },
    },
  });
  const shop = shoppers(api);
  const { call } = shop;
  let operatorSession: Promise<string> | undefined;
  const operator = () => (operatorSession ??= shop.buyer(OPERATOR));
  const advance = async (id: string, body?: object) => call(await operator(), 'POST', `/admin/order/${id}/advance`, body);
  const dispatch = () => ({ transporter: 'VRL Logistics', lrNumber: 'VRL-2611', date: indianDay(new Date()) });

  /** A buyer's order of `metres` m at ₹200, moved to `stage`. */
  async function order(metres = 10, stage: 'Ordered Placed' | 'Delivered' = 'Delivered', colour?: Colour) {
    const token = await shop.buyer();
    await shop.addAddress(token);
    const bought = colour ?? (await shop.colour(500, 20_000));
    await shop.addToCart(token, bought, metres);
    const placed = (await call(token, 'POST', '/buy', { paymentMethod: 'Cash on Delivery' })).json<BuyAnswer>();
    const id = placed.orders[0]!._id;
    if (stage === 'Delivered') {
      expect((await advance(id)).statusCode).toBe(200);
      expect((await advance(id, { dispatch: dispatch() })).statusCode).toBe(200);
      expect((await advance(id)).statusCode).toBe(200);
    }
    return { token, id, order: placed.orders[0]!, colour: bought };
  }
  const open = async (token: string, id: string, fields: Record<string, string> = GOOD, photos: Buffer[] = [TINY_PNG]) => {
    const body = await claimForm(fields, photos);
    return api.app.inject({
      method: 'POST',
      url: `/api/order/${id}/claims`,
      headers: { authorization: token, ...body.headers },
      payload: body.payload,
    });
  };
  const settle = async (id: string, body: object) => call(await operator(), 'POST', `/admin/claims/${id}/settle`, body);

  it('opens on a delivered order’s uncut fabric with photos; refuses what is wrong with a sentence and keeps nothing', async () => {
    const early = await order(10, 'Ordered Placed');
    const notYet = await open(early.token, early.id);
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().message).toBe(CLAIM_MESSAGES.notDelivered);

    const { token, id } = await order();
    for (const [fields, message] of [
      [{ ...GOOD, metres: '11' }, metresProblem(10)],
      [{ ...GOOD, metres: '0' }, metresProblem(10)],
      [{ ...GOOD, metres: '2.5' }, metresProblem(10)],
      [{ ...GOOD, uncut: 'false' }, CLAIM_MESSAGES.uncut],
      [{ ...GOOD, kind: 'Too pretty' }, CLAIM_MESSAGES.badKind],
      [{ ...GOOD, note: '   ' }, CLAIM_MESSAGES.noteNeeded],
      // Zero-width characters draw nothing: a note of them is blank.
      [{ ...GOOD, note: '\u200b\u2060 \ufeff' }, CLAIM_MESSAGES.noteNeeded],
    ] as const) {
      const refused = await open(token, id, fields);
      expect(refused.statusCode, JSON.stringify(fields)).toBe(400);
      expect(refused.json().message).toBe(message);
    }
    expect((await open(token, id, GOOD, [Buffer.from('not an image')])).statusCode).toBe(400);
    expect((await open(await shop.buyer(), id)).statusCode).toBe(404);
    expect((await call(token, 'GET', '/claims')).json<{ data: RestClaim[] }>().data).toEqual([]);

    const opened = await open(token, id);
    expect(opened.statusCode).toBe(201);
    const claim = opened.json<{ msg: string; data: RestClaim }>();
    expect(claim.msg).toBe(CLAIM_MESSAGES.opened);
    expect(claim.data).toMatchObject({
      status: 'Open',
      kind: 'Shade variation',
      metres: 4,
      lot: 'LOT-27/B',
      outcome: null,
      creditNote: null,
    });
    expect(claim.data.photos).toHaveLength(1);
    expect((await api.app.inject({ method: 'GET', url: claim.data.photos[0]! })).statusCode).toBe(200);
    const again = await open(token, id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(CLAIM_MESSAGES.openAlready);
    await api.app.jobs.settled();
    expect(sent.some((mail) => mail.subject === `Your claim ${claim.data._id}: We have your claim`)).toBe(true);
    // The desk is told at once, with the way to the claim in the console.
    const desk = sent.find((mail) => mail.to === OPERATOR && mail.subject.startsWith(`Claim ${claim.data._id} opened on order `))!;
    expect(desk.text).toContain(`/admin/claims/${claim.data._id}`);
    expect((await call(await shop.buyer(), 'GET', `/claims/${claim.data._id}`)).statusCode).toBe(404);
  });

  it('is taken within the window after delivery, and never on a free sample', async () => {
    const { token, id } = await order();
    const delivered = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
    await sql`UPDATE order_tracking SET created_at = ${delivered} WHERE order_id = ${Number(id)} AND status = 'Delivered'`.execute(
      api.database.db,
    );
    const late = await open(token, id);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(pastWindow(7, indianDay(delivered)));

    const buyer = await shop.buyer();
    await shop.addAddress(buyer);
    const sample = await shop.colour(100);
    expect((await call(buyer, 'POST', '/user/add-sample', { productId: sample.productId, color: sample.color })).statusCode).toBe(200);
    const sampleId = (await call(buyer, 'POST', '/buy', { paymentMethod: 'Cash on Delivery' })).json<BuyAnswer>().orders[0]!._id;
    await advance(sampleId);
    await advance(sampleId, { dispatch: dispatch() });
    await advance(sampleId);
    const refused = await open(buyer, sampleId, { ...GOOD, metres: '1' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(CLAIM_MESSAGES.sample);
  });

  it('credits part of the line with a credit note of its own, then refunds the rest; never more than the line', async () => {
    const { token, id } = await order(10);
    const claimId = (await open(token, id)).json<{ data: RestClaim }>().data._id;
    expect((await call(token, 'POST', `/claims/${claimId}/messages`, { text: 'Photos attached.' })).statusCode).toBe(200);
    expect((await call(await operator(), 'POST', `/admin/claims/${claimId}/messages`, { text: 'Which rolls?' })).statusCode).toBe(200);
    await api.app.jobs.settled();
    expect(
      sent.some((mail) => mail.subject === `Your claim ${claimId}: A message from FabricMart` && mail.text.includes('Which rolls?')),
    ).toBe(true);

    expect((await settle(claimId, { outcome: 'credit', reason: 'Shade off' })).json().message).toBe(CLAIM_MESSAGES.amountNeeded);
    expect((await settle(claimId, { outcome: 'refund', amount: 5, reason: 'x y z' })).json().message).toBe(CLAIM_MESSAGES.amountForCredit);
    const tooMuch = await settle(claimId, { outcome: 'credit', amount: 2000.01, reason: 'Shade off' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toBe(amountTooLarge(200_000));

    const credited = await settle(claimId, { outcome: 'credit', amount: 300, reason: 'Shade is off on two rolls' });
    expect(credited.statusCode).toBe(200);
    const claim = credited.json<{ data: RestClaim }>().data;
    expect(claim).toMatchObject({ status: 'Settled', outcome: 'credit', reason: 'Shade is off on two rolls' });
    expect(claim.creditNote!.number).toMatch(/^CN\/\d{4}\/\d{6}$/);
    expect(claim.creditNote!.total).toBe(315);
    const pdf = await call(token, 'GET', `/credit-note/${claim.creditNote!._id}.pdf`);
    expect(pdf.statusCode).toBe(200);
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain(`Credit note number: ${claim.creditNote!.number}`);
    expect(text).toContain(`Claim ${claimId}: Shade is off on two rolls`);
    expect(text).toContain('IGST @ 5% ₹15.00');
    await api.app.jobs.settled();
    expect(
      sent.some((mail) => mail.subject === `Your claim ${claimId}: Your claim is settled` && mail.text.includes(claim.creditNote!.number)),
    ).toBe(true);

    // Settled: no second settlement, no more messages; the order's card keeps no cancellation credit note.
    const twice = await settle(claimId, { outcome: 'reject', reason: 'Changed my mind' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This claim is Settled: it cannot be rejected now.');
    expect((await call(token, 'POST', `/claims/${claimId}/messages`, { text: 'Thanks' })).statusCode).toBe(409);
    const card = (await call(token, 'GET', '/user/orderlist?page=1&limit=5'))
      .json<{ orders: RestOrder[] }>()
      .orders.find((o) => o._id === id)!;
    expect(card.creditNoteNumber).toBeNull();

    // A second claim on the order is about the metres the first did not make good: 6 of 10.
    const past = await open(token, id, { ...GOOD, kind: 'Defect', metres: '9' });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe(metresProblem(10, 4));
    expect(past.json().message).toBe("Claim between 1 and 6 metres: 4 of this order's 10 m were made good by earlier claims.");
    // 10 m of ₹2,000 taxable, ₹300 credited: a credit of ₹1,800 is past what is left.
    const second = (await open(token, id, { ...GOOD, kind: 'Defect', metres: '6' })).json<{ data: RestClaim }>().data._id;
    const refused = await settle(second, { outcome: 'credit', amount: 1800, reason: 'Picked up' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(amountTooLarge(170_000));
    const third = await settle(second, { outcome: 'reject', reason: 'Lot matches the approved swatch' });
    expect(third.json<{ data: RestClaim }>().data).toMatchObject({ status: 'Rejected', outcome: 'reject', creditNote: null });
    const fourth = (await open(token, id, { ...GOOD, kind: 'Short length', metres: '5' })).json<{ data: RestClaim }>().data._id;
    const refunded = await settle(fourth, { outcome: 'refund', reason: 'Picked up 5 m' });
    expect(refunded.json<{ data: RestClaim }>().data.creditNote!.total).toBe(1050);

    const activity = (await call(await operator(), 'GET', '/admin/activity?kind=claim&limit=20')).json<{
      data: { kind: string; objectId: string }[];
    }>();
    expect(activity.data.filter((entry) => entry.objectId === claimId).map((entry) => entry.kind)).toEqual([
      'claim.credit',
      'claim.message',
    ]);
  });

  it('replaces the metres with a ₹0 order taken from stock, or refuses with the stock there is and changes nothing', async () => {
    const colour = await shop.colour(30, 20_000);
    const { token, id } = await order(10, 'Delivered', colour);
    const claimId = (await open(token, id, { ...GOOD, metres: '8' })).json<{ data: RestClaim }>().data._id;
    await sql`UPDATE product_varieties SET stock = 5 WHERE id = ${colour.varietyId}`.execute(api.database.db);
    const short = await settle(claimId, { outcome: 'replace', reason: 'Sending fresh rolls' });
    expect(short.statusCode).toBe(409);
    expect(short.json().message).toBe(replacementShort(5, 8, colour.color));
    expect(await shop.stockOf(colour)).toBe(5);

    await sql`UPDATE product_varieties SET stock = 20 WHERE id = ${colour.varietyId}`.execute(api.database.db);
    const replacedAnswer = await settle(claimId, { outcome: 'replace', reason: 'Sending fresh rolls' });
    expect(replacedAnswer.json()).toMatchObject({ data: {} });
    const replaced = replacedAnswer.json<{ data: RestClaim }>().data;
    expect(replaced).toMatchObject({ status: 'Settled', outcome: 'replace', creditNote: null });
    expect(await shop.stockOf(colour)).toBe(12);
    const orders = (await call(token, 'GET', '/user/orderlist?page=1&limit=5')).json<{ orders: RestOrder[] }>().orders;
    const replacement = orders.find((candidate) => candidate._id === replaced.replacementOrderId)!;
    expect(replacement.pricing.total).toBe(0);
    expect(replacement.item.quantity).toBe(8);
    expect(replacement.poNumber).toBe(`Claim ${claimId}`);

    // Not a supply: a delivery challan in its own serial, not a ₹0 tax invoice, and left out of GSTR-1's supplies.
    expect(replacement.invoiceNumber).toMatch(/^DC\/\d{4}\/\d{6}$/);
    const original = orders.find((candidate) => candidate._id === id)!;
    const next = await order(1, 'Ordered Placed');
    const serial = (number: string) => Number(number.slice(-6));
    expect(serial(next.order.invoiceNumber)).toBe(serial(original.invoiceNumber) + 1);
    const challan = (await pdfText((await call(token, 'GET', `/order/${replacement._id}/invoice.pdf`)).rawPayload)).replace(/\s+/g, ' ');
    expect(challan).toContain('Delivery Challan');
    expect(challan).toContain(`Challan number: ${replacement.invoiceNumber}`);
    expect(challan).toContain(`Replacement under Claim ${claimId}, sent free of charge: not a supply, so no GST is charged`);
    expect(challan).not.toContain('Tax Invoice');
    const month = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 7);
    const gstr1 = (await call(await operator(), 'GET', `/admin/gst-returns/${month}.json`)).json<{
      b2cs?: unknown[];
      doc_issue: { doc_det: { doc_num: number; docs: { from: string; to: string; totnum: number }[] }[] };
    }>();
    const challans = gstr1.doc_issue.doc_det.find((row) => row.doc_num === 12)!.docs[0]!;
    expect([challans.from, challans.to]).toContain(replacement.invoiceNumber);
    expect(JSON.stringify(gstr1)).not.toContain(`"inum":"${replacement.invoiceNumber}"`);
  });

  it('makes good each metre once: a second claim on metres refunded is refused; what is left can be replaced', async () => {
    // 3 m at ₹230: ₹690 taxable, ₹724.50 with GST at 5%.
    const colour = await shop.colour(100, 23_000);
    const { token, id } = await order(3, 'Delivered', colour);
    const first = (await open(token, id, { ...GOOD, metres: '3' })).json<{ data: RestClaim }>().data._id;
    const refund = (await settle(first, { outcome: 'refund', reason: 'Picked up all 3 m' })).json<{ data: RestClaim }>().data;
    expect(refund.creditNote!.total).toBe(724.5);
    const card = async () =>
      (await call(token, 'GET', '/user/orderlist?page=1&limit=5')).json<{ orders: RestOrder[] }>().orders.find((o) => o._id === id)!;
    expect(await card()).toMatchObject({ claimableMetres: 0, claimUntil: null });
    const again = await open(token, id, { ...GOOD, metres: '3' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(CLAIM_MESSAGES.allMadeGood);
    expect((await call(token, 'GET', '/claims')).json<{ data: RestClaim[] }>().data.map((claim) => claim._id)).toEqual([first]);

    // Of another 3 m order, 1 m credited: 2 m are left to claim, and a replacement sends those 2 m.
    const other = await order(3, 'Delivered', colour);
    const one = (await open(other.token, other.id, { ...GOOD, metres: '1' })).json<{ data: RestClaim }>().data._id;
    expect((await settle(one, { outcome: 'credit', amount: 230, reason: 'One metre off shade' })).statusCode).toBe(200);
    const over = await open(other.token, other.id, { ...GOOD, metres: '3' });
    expect(over.json().message).toBe(metresProblem(3, 1));
    const two = (await open(other.token, other.id, { ...GOOD, metres: '2' })).json<{ data: RestClaim }>().data._id;
    const replaced = (await settle(two, { outcome: 'replace', reason: 'Fresh rolls' })).json<{ data: RestClaim }>().data;
    expect(replaced).toMatchObject({ status: 'Settled', outcome: 'replace' });
    const orders = (await call(other.token, 'GET', '/user/orderlist?page=1&limit=5')).json<{ orders: RestOrder[] }>().orders;
    expect(orders.find((o) => o._id === replaced.replacementOrderId)!.item.quantity).toBe(2);
    expect(orders.find((o) => o._id === other.id)).toMatchObject({ claimableMetres: 0, claimUntil: null });
    // Two claims at once on the same order: one is opened, the other is told one is open.
    const third = await order(3, 'Delivered', colour);
    const claimTwo = { ...GOOD, metres: '2' };
    const together = await Promise.all([open(third.token, third.id, claimTwo), open(third.token, third.id, claimTwo)]);
    expect(together.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  });

  it('settles once under concurrent operators: one credit note', async () => {
    const { token, id } = await order(10);
    const claimId = (await open(token, id)).json<{ data: RestClaim }>().data._id;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => settle(claimId, { outcome: 'credit', amount: 100, reason: 'Shade is off' })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const notes = await sql<{ count: string }>`SELECT count(*) AS count FROM credit_notes WHERE claim_id = ${Number(claimId)}`.execute(
      api.database.db,
    );
    expect(Number(notes.rows[0]!.count)).toBe(1);
    const listed = (await call(await operator(), 'GET', '/admin/claims?status=Settled')).json<{ data: RestClaim[] }>().data;
    expect(listed.some((claim) => claim._id === claimId)).toBe(true);
  });
});
