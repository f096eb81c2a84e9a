import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { MailMessage } from '../../api/auth/mailer.js';
import type { RestApproval, RestCompany } from '../../domain/rest/company.js';
import { withApiApp } from '../support/api-app.js';
import { companyFixtures } from '../support/company-fixtures.js';
import { shoppers } from '../support/buyers.js';
import { testDatabases } from '../support/databases.js';
import { testAuthConfig } from '../support/test-config.js';

const OPERATOR = 'credit.desk@fabricmart.example.in';
const PROFILE = {
  companyName: 'Tiruppur Knits LLP',
  gstin: null,
  address: '3 Avinashi Road',
  city: 'Tiruppur',
  state: 'Tamil Nadu',
  pinCode: '641603',
};

describe.each(testDatabases())('orders above a Buyer’s limits on $name', (testDatabase) => {
  const sent: MailMessage[] = [];
  const api = withApiApp(testDatabase, {
    auth: testAuthConfig({ REQUESTS_PER_ADDRESS: '1000000', ADMIN_EMAILS: OPERATOR }),
    mailer: { send: async (message) => void sent.push(message) },
  });
  const shop = shoppers(api);
  const { call } = shop;
  const fixtures = companyFixtures(shop, sent, OPERATOR);
  const company = (terms = 'net30', creditLimit = 1_000_000) => fixtures.company(PROFILE, { terms, creditLimit });
  const { member } = fixtures;

  /** `metres` of a fresh colour at ₹200 a metre (₹1,000 before GST for 5 m) into the cart. */
  async function fill(token: string, metres: number) {
    const colour = await shop.colour(100);
    expect((await shop.addToCart(token, colour, metres)).statusCode).toBe(200);
    return colour;
  }

  const approvals = async (token: string) => (await call(token, 'GET', '/company/approvals')).json<{ data: RestApproval[] }>().data;

  it('sends an order above the order limit for approval: nothing placed, no stock held, the Approvers told', async () => {
    const { token } = await company();
    const approver = await member(token, 'approver');
    const buyer = await member(token, 'buyer', { orderLimit: 1_000 });
    const colour = await fill(buyer.token, 10);
    const asked = await call(buyer.token, 'POST', '/buy', { paymentMethod: 'On Account', poNumber: 'PO/2026/118' });
    expect(asked.statusCode).toBe(202);
    expect(asked.json().msg).toMatch(
      /^This order needs approval \(₹2,[0-9,.]+ is above your order limit of ₹1,000\.00\)\. It has gone to your company's Approvers: nothing is placed and no stock is held until one approves it\.$/,
    );
    expect(await shop.stockOf(colour)).toBe(100);
    expect((await call(buyer.token, 'GET', '/user/cart')).json().data.products).toHaveLength(0);
    expect((await call(buyer.token, 'GET', '/user/orderlist?page=1&limit=5')).json().orders).toHaveLength(0);
    const waiting = (await approvals(approver.token))[0]!;
    expect(waiting).toMatchObject({ _id: asked.json().data.approvalId, status: 'waiting', paymentMethod: 'On Account' });
    expect(waiting.lines).toEqual([{ name: expect.any(String), color: colour.color, metres: 10, quoteId: null }]);
    // The Approver reads whose limit it is; the Buyer reads their own.
    expect(waiting.why).toMatch(/^₹[0-9,.]+ is above Asha Textiles's order limit of ₹1,000\.00$/);
    expect(waiting.deliverTo).toMatch(/^.+, .+, .+ \d{6}$/);
    expect(waiting).toMatchObject({ poNumber: 'PO/2026/118', requestedDelivery: null });
    const own = await approvals(buyer.token);
    expect(own.map((one) => one._id)).toEqual([waiting._id]);
    expect(own[0]!.why).toMatch(/^₹[0-9,.]+ is above your order limit of ₹1,000\.00$/);
    await api.app.jobs.settled();
    const mailed = sent.find((message) => message.to === approver.email && /awaits your approval/.test(message.subject))!;
    expect(mailed.text).toContain(waiting.why);
    expect(mailed.text).toContain(`Deliver to: ${waiting.deliverTo}`);
    expect(mailed.text).toContain('PO number: PO/2026/118');
    // The mail links straight to this approval.
    expect(mailed.text).toMatch(new RegExp(`Approve or reject it: \\S+/user-profile\\?section=myAccount&approval=${waiting._id}$`, 'm'));
    // Pay now by card cannot wait for an approval.
    await fill(buyer.token, 10);
    const card = await call(buyer.token, 'POST', '/buy', { paymentMethod: 'UPI', upiId: 'knits@okaxis' });
    expect(card.statusCode).toBe(400);
    expect(card.json().message).toBe(
      'An order that needs approval is placed when it is approved: choose Pay on account or Cash on Delivery.',
    );
  });

  it('says at checkout, before Place Order, that the order will go for approval and which methods fit', async () => {
    const { token } = await company();
    const buyer = await member(token, 'buyer', { orderLimit: 1_000, monthlyLimit: 5_000 });
    await fill(buyer.token, 3);
    const within = (await call(buyer.token, 'GET', '/checkout/summary')).json();
    expect(within.approval).toBeNull();
    await fill(buyer.token, 10);
    const over = (await call(buyer.token, 'GET', '/checkout/summary')).json();
    expect(over.approval).toEqual({
      why: expect.stringMatching(/^₹[0-9,.]+ is above your order limit of ₹1,000\.00$/),
      message: expect.stringMatching(/^This order needs approval \(.+\)\. Place Order sends it to your company's Approvers/),
      methods: ['On Account', 'Cash on Delivery'],
    });
    // The summary's reason is the one Place Order then gives.
    const asked = await call(buyer.token, 'POST', '/buy', { paymentMethod: 'Cash on Delivery' });
    expect(asked.statusCode).toBe(202);
    expect(asked.json().msg).toContain(over.approval.why);
    // A buyer with no limits, or in no company, is never told.
    await fill(token, 13);
    expect((await call(token, 'GET', '/checkout/summary')).json().approval).toBeNull();
  });

  it('places an approved order as it would have been, keeping the buyer’s cart of now; nobody approves their own', async () => {
    const { token } = await company();
    const approver = await member(token, 'approver');
    const buyer = await member(token, 'buyer', { orderLimit: 500 });
    const colour = await fill(buyer.token, 5);
    const asked = await call(buyer.token, 'POST', '/buy', { paymentMethod: 'On Account' });
    const id = asked.json().data.approvalId as string;
    // The buyer goes on shopping meanwhile.
    const later = await fill(buyer.token, 2);
    expect((await call(buyer.token, 'POST', `/company/approvals/${id}/approve`)).statusCode).toBe(403);
    const approved = await call(approver.token, 'POST', `/company/approvals/${id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().msg).toBe('Order approved and placed.');
    expect(approved.json().data).toMatchObject({ status: 'approved', decidedBy: approver.email });
    expect(approved.json().orders[0]).toMatchObject({ paymentMethod: 'On Account', item: { color: colour.color, quantity: 5 } });
    expect(await shop.stockOf(colour)).toBe(95);
    const cart = (await call(buyer.token, 'GET', '/user/cart')).json().data.products;
    expect(cart.map((line: { color: string; quantity: number }) => [line.color, line.quantity])).toEqual([[later.color, 2]]);
    const orders = (await call(buyer.token, 'GET', '/user/orderlist?page=1&limit=5')).json().orders;
    expect(orders[0].orderId).toBe(approved.json().orders[0].orderId);
    await api.app.jobs.settled();
    expect(sent.some((message) => message.to === buyer.email && /is approved and placed/.test(message.subject))).toBe(true);
    expect((await call(approver.token, 'POST', `/company/approvals/${id}/approve`)).statusCode).toBe(409);

    // The Owner with a limit of their own asks; only another approves.
    const owners = (await call(token, 'GET', '/company')).json<{ data: RestCompany }>().data.members;
    const ownerId = owners.find((one) => one.role === 'owner')!.userId;
    await call(token, 'PUT', `/company/members/${ownerId}`, { orderLimit: 100 });
    await fill(token, 5);
    const own = (await call(token, 'POST', '/buy', { paymentMethod: 'Cash on Delivery' })).json().data.approvalId;
    const self = await call(token, 'POST', `/company/approvals/${own}/approve`);
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe('Nobody approves their own order: another Approver or the Owner of the company does.');
    expect((await call(approver.token, 'POST', `/company/approvals/${own}/approve`)).statusCode).toBe(200);
  });

  it('places an order once when two Approvers approve it at the same moment', async () => {
    const { token } = await company();
    const first = await member(token, 'approver');
    const buyer = await member(token, 'buyer', { orderLimit: 500 });
    await fill(buyer.token, 5);
    const id = (await call(buyer.token, 'POST', '/buy', { paymentMethod: 'On Account' })).json().data.approvalId;
    const answers = await Promise.all([
      call(first.token, 'POST', `/company/approvals/${id}/approve`),
      call(token, 'POST', `/company/approvals/${id}/approve`),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await call(buyer.token, 'GET', '/user/orderlist?page=1&limit=5')).json().orders).toHaveLength(1);
  });

  it('checks stock and credit again at approval: a refusal leaves it waiting, with the reason said', async () => {
    const { token, id: companyId } = await company('net30', 1_000_000);
    const buyer = await member(token, 'buyer', { orderLimit: 500 });
    const colour = await fill(buyer.token, 5);
    const id = (await call(buyer.token, 'POST', '/buy', { paymentMethod: 'On Account' })).json().data.approvalId;
    await sql`UPDATE product_varieties SET stock = 2 WHERE id = ${colour.varietyId}`.execute(api.database.db);
    const short = await call(token, 'POST', `/company/approvals/${id}/approve`);
    expect(short.statusCode).toBe(409);
    expect(short.json().message).toMatch(/^Only 2 metres of .+ are left/);
    expect((await approvals(token))[0]!.status).toBe('waiting');
    await sql`UPDATE product_varieties SET stock = 100 WHERE id = ${colour.varietyId}`.execute(api.database.db);
    await call(await fixtures.asOperator(), 'PUT', `/admin/companies/${companyId}/terms`, { terms: 'net30', creditLimit: 100 });
    const credit = await call(token, 'POST', `/company/approvals/${id}/approve`);
    expect(credit.statusCode).toBe(409);
    expect(credit.json().message).toMatch(/is more than the credit Tiruppur Knits LLP has available \(₹100\.00\)/);
  });

  it('says so when the address an order was asked for has left the company’s addresses', async () => {
    const { token } = await company();
    const buyer = await member(token, 'buyer', { orderLimit: 500 });
    await fill(buyer.token, 5);
    const id = (await call(buyer.token, 'POST', '/buy', { paymentMethod: 'On Account' })).json().data.approvalId;
    const chosen = (await call(buyer.token, 'GET', '/addresses')).json<{ data: { _id: string; selected: boolean }[] }>().data;
    expect((await call(token, 'DELETE', `/address/${chosen.find((one) => one.selected)!._id}`)).statusCode).toBe(200);
    const gone = await call(token, 'POST', `/company/approvals/${id}/approve`);
    expect(gone.statusCode).toBe(400);
    expect(gone.json().message).toBe(
      "The delivery address this order was asked for is no longer in the company's addresses. Reject it, and the buyer can order again to another address.",
    );
    expect((await approvals(token))[0]!.status).toBe('waiting');
  });

  it('rejects with a reason the buyer is told; a rejected order is not approved after', async () => {
    const { token } = await company();
    const buyer = await member(token, 'buyer', { orderLimit: 500 });
    await fill(buyer.token, 5);
    const id = (await call(buyer.token, 'POST', '/buy', { paymentMethod: 'Cash on Delivery' })).json().data.approvalId;
    expect((await call(token, 'POST', `/company/approvals/${id}/reject`, { reason: '  ' })).statusCode).toBe(400);
    // A reason of zero-width characters would be mailed as an invisible reason.
    const invisible = await call(token, 'POST', `/company/approvals/${id}/reject`, { reason: '\u200b\u2060\ufeff' });
    expect(invisible.statusCode).toBe(400);
    expect(invisible.json().message).toBe('reason must have some text, not only spaces.');
    const rejected = await call(token, 'POST', `/company/approvals/${id}/reject`, { reason: 'Order the navy next month' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data).toMatchObject({ status: 'rejected', rejectReason: 'Order the navy next month' });
    await api.app.jobs.settled();
    const mail = sent.filter((message) => message.to === buyer.email).at(-1)!;
    expect(mail.subject).toMatch(/was not approved$/);
    expect(mail.text).toContain('Order the navy next month');
    const late = await call(token, 'POST', `/company/approvals/${id}/approve`);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This order was rejected already.');
    const other = await company();
    expect((await call(other.token, 'POST', `/company/approvals/${id}/approve`)).statusCode).toBe(404);
  });

  it('lets the buyer withdraw their own waiting order: never placed, nobody else may, and no decision after', async () => {
    const { token } = await company();
    const buyer = await member(token, 'buyer', { orderLimit: 500 });
    const other = await member(token, 'buyer', { orderLimit: 500 });
    const colour = await fill(buyer.token, 5);
    const id = (await call(buyer.token, 'POST', '/buy', { paymentMethod: 'Cash on Delivery' })).json().data.approvalId;
    // Only the buyer who asked: not the Owner, not another Buyer.
    for (const stranger of [token, other.token]) {
      const refused = await call(stranger, 'POST', `/company/approvals/${id}/withdraw`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('Only the buyer who asked for an order withdraws it while it awaits approval.');
    }
    const withdrawn = await call(buyer.token, 'POST', `/company/approvals/${id}/withdraw`);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toMatchObject({ msg: 'Order withdrawn: it will not be placed.', data: { status: 'withdrawn' } });
    expect((await approvals(token)).find((one) => one._id === String(id))?.status).toBe('withdrawn');
    const again = await call(buyer.token, 'POST', `/company/approvals/${id}/withdraw`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This order was withdrawn already.');
    const late = await call(token, 'POST', `/company/approvals/${id}/approve`);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This order was withdrawn already.');
    expect(await shop.stockOf(colour)).toBe(100);
    expect((await call((await company()).token, 'POST', `/company/approvals/${id}/withdraw`)).statusCode).toBe(404);
  });

  it('counts the month’s orders against the monthly limit', async () => {
    const { token } = await company();
    const buyer = await member(token, 'buyer', { monthlyLimit: 3_000 });
    await fill(buyer.token, 10);
    expect((await call(buyer.token, 'POST', '/buy', { paymentMethod: 'Cash on Delivery' })).statusCode).toBe(200);
    await fill(buyer.token, 10);
    const second = await call(buyer.token, 'POST', '/buy', { paymentMethod: 'Cash on Delivery' });
    expect(second.statusCode).toBe(202);
    expect(second.json().msg).toMatch(/with it your orders this month come to ₹4,[0-9,.]+, above your monthly limit of ₹3,000\.00/);
  });
});
