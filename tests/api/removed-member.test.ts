import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { MailMessage } from '../../api/auth/mailer.js';
import { indianDay } from '../../domain/day.js';
import { OWNERSHIP_MESSAGES } from '../../domain/ownership.js';
import { COMPANY_MESSAGES } from '../../domain/company.js';
import type { BuyAnswer, RestOrder } from '../../domain/rest/checkout.js';
import type { RestClaim } from '../../domain/rest/claims.js';
import type { RestApproval } from '../../domain/rest/company.js';
import type { RestQuote } from '../../domain/rest/quotes.js';
import type { RestCart } from '../../domain/rest/shopping.js';
import { withApiApp } from '../support/api-app.js';
import { shoppers, type Colour } from '../support/buyers.js';
import { companyFixtures, mailedInvitation } from '../support/company-fixtures.js';
import { testDatabases } from '../support/databases.js';
import { claimForm } from '../support/multipart.js';
import { registeredRoutes } from '../support/registered-routes.js';
import { testAuthConfig } from '../support/test-config.js';

const OPERATOR = 'members.desk@fabricmart.example.in';
const PROFILE = {
  companyName: 'Surat Sarees Pvt Ltd',
  gstin: null,
  address: '9 Ring Road',
  city: 'Surat',
  state: 'Gujarat',
  pinCode: '395002',
};

/** A claim's multipart body as the browser's FormData sends it. */
/**
 * A company's things are reached only through current membership (domain/ownership.ts): a member removed, or demoted
 * to a role that does not place orders, keeps none of the company's prices, orders, claims or requests.
 */
describe.each(testDatabases())('a member who leaves on $name', (testDatabase) => {
  const sent: MailMessage[] = [];
  const api = withApiApp(testDatabase, {
    auth: testAuthConfig({ REQUESTS_PER_ADDRESS: '1000000', ADMIN_EMAILS: OPERATOR, CLAIM_ACTIONS_PER_HOUR: '100000' }),
    mailer: { send: async (message) => void sent.push(message) },
  });
  const shop = shoppers(api);
  const { call } = shop;
  const fixtures = companyFixtures(shop, sent, OPERATOR);
  const cart = async (token: string) => (await call(token, 'GET', '/user/cart')).json<{ data: RestCart }>().data;
  const dispatch = () => ({ transporter: 'VRL Logistics', lrNumber: 'VRL-2612', date: indianDay(new Date()) });

  /** A company quote asked for by `token`, priced by the operator at ₹130 a metre against a list price of ₹260. */
  async function pricedQuote(token: string, colour: Colour, metres = 100) {
    const asked = await call(token, 'POST', '/quotes', {
      lines: [{ productId: colour.productId, color: colour.color, metres }],
      note: 'For the Diwali range',
    });
    expect(asked.statusCode).toBe(201);
    const id = asked.json<{ data: RestQuote }>().data._id;
    const priced = await call(await fixtures.asOperator(), 'POST', `/admin/quotes/${id}/price`, {
      lines: [{ productId: colour.productId, color: colour.color, pricepermeter: 130 }],
      validUntil: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString(),
      message: 'Our best price',
    });
    expect(priced.statusCode).toBe(200);
    return id;
  }

  it('takes the company’s quoted price out of a removed Buyer’s cart, hands the quote back, and Place Order buys it only for the company', async () => {
    const { token: owner } = await fixtures.company(PROFILE, { terms: 'net30', creditLimit: 10_000_000 });
    const buyer = await fixtures.member(owner, 'buyer');
    const colour = await shop.colour(1000, 26_000);
    const quote = await pricedQuote(buyer.token, colour);
    expect((await call(buyer.token, 'POST', `/quotes/${quote}/accept`)).statusCode).toBe(200);
    expect((await cart(buyer.token)).products.map((line) => line.itemPrice)).toEqual([13_000]);
    await shop.addToCart(buyer.token, await shop.colour(100), 2);

    const removed = await call(owner, 'DELETE', `/company/members/${buyer.userId}`);
    expect(removed.statusCode).toBe(200);
    // The quoted line left the cart in the same transaction; the buyer's own list-price line stays theirs.
    const left = await cart(buyer.token);
    expect(left.products).toHaveLength(1);
    expect(left.products[0]!.quoteId ?? null).toBeNull();
    // The quote is the company's, Quoted again for another member; the removed Buyer no longer sees it.
    expect((await call(owner, 'GET', `/quotes/${quote}`)).json<{ data: RestQuote }>().data.status).toBe('Quoted');
    expect((await call(buyer.token, 'GET', `/quotes/${quote}`)).statusCode).toBe(404);
    expect((await call(buyer.token, 'POST', `/quotes/${quote}/accept`)).statusCode).toBe(404);
    const activity = removed.json<{ data: { activity: { summary: string }[] } }>().data.activity[0]!.summary;
    expect(activity).toContain(`quote ${quote} back to the company`);

    // What they buy now is their own, at list prices; the company's quote is not ordered.
    await shop.addAddress(buyer.token);
    const bought = await call(buyer.token, 'POST', '/buy', { paymentMethod: 'Cash on Delivery' });
    expect(bought.statusCode).toBe(200);
    expect(bought.json<BuyAnswer>().orders.every((order) => order.quoteId === null)).toBe(true);
    expect((await call(owner, 'GET', `/quotes/${quote}`)).json<{ data: RestQuote }>().data.status).toBe('Quoted');

    // Another Buyer accepts it and orders at the quoted price for the company.
    const other = await fixtures.member(owner, 'buyer');
    expect((await call(other.token, 'POST', `/quotes/${quote}/accept`)).statusCode).toBe(200);
    // A quoted line that reached a cart it is not for (here put there by hand) is refused at Place Order, nothing placed.
    await sql`INSERT INTO cart_quote_lines (user_id, quote_id, position) VALUES (${buyer.userId}, ${Number(quote)}, 0)`.execute(
      api.database.db,
    );
    await shop.addToCart(buyer.token, await shop.colour(100), 2);
    const refused = await call(buyer.token, 'POST', '/buy', { paymentMethod: 'Cash on Delivery' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(OWNERSHIP_MESSAGES.quoteElsewhere);
    await sql`DELETE FROM cart_quote_lines WHERE user_id = ${buyer.userId}`.execute(api.database.db);
    const placed = await call(other.token, 'POST', '/buy', { paymentMethod: 'On Account' });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json<BuyAnswer>().orders[0]!.quoteId).toBe(quote);
  });

  it('decides a removal and the removed member’s Place Order at the same moment once: the quoted price is bought for the company or not at all', async () => {
    for (let round = 0; round < 3; round++) {
      const { token: owner, id } = await fixtures.company(PROFILE, { terms: 'net30', creditLimit: 10_000_000 });
      const buyer = await fixtures.member(owner, 'buyer');
      const colour = await shop.colour(1000, 26_000);
      const quote = await pricedQuote(buyer.token, colour);
      expect((await call(buyer.token, 'POST', `/quotes/${quote}/accept`)).statusCode).toBe(200);
      const [removed, bought] = await Promise.all([
        call(owner, 'DELETE', `/company/members/${buyer.userId}`),
        call(buyer.token, 'POST', '/buy', { paymentMethod: 'Cash on Delivery' }),
      ]);
      expect(removed.statusCode).toBe(200);
      expect([200, 400, 409]).toContain(bought.statusCode);
      const { rows } = await sql<{ company_id: number | null }>`SELECT company_id FROM orders WHERE quote_id = ${Number(quote)}`.execute(
        api.database.db,
      );
      // Bought before the removal: the company's order; after it: none at the quoted price.
      expect(rows.every((row) => row.company_id === Number(id))).toBe(true);
      const status = (await call(owner, 'GET', `/quotes/${quote}`)).json<{ data: RestQuote }>().data.status;
      expect(status).toBe(rows.length > 0 ? 'Ordered' : 'Quoted');
    }
  });

  it('lets a removed member cancel and claim on none of the company’s orders, while its Owner still can', async () => {
    const { token: owner, email: ownerEmail } = await fixtures.company(PROFILE, { terms: 'net30', creditLimit: 10_000_000 });
    const buyer = await fixtures.member(owner, 'buyer');
    const accounts = await fixtures.member(owner, 'accounts');
    const desk = await fixtures.asOperator();
    const place = async () => {
      await shop.addToCart(buyer.token, await shop.colour(100), 3);
      const answer = await call(buyer.token, 'POST', '/buy', { paymentMethod: 'On Account' });
      expect(answer.statusCode).toBe(200);
      return answer.json<BuyAnswer>().orders[0]!;
    };
    const open = await place();
    const delivered = await place();
    await call(desk, 'POST', `/admin/order/${delivered._id}/advance`);
    await call(desk, 'POST', `/admin/order/${delivered._id}/advance`, { dispatch: dispatch() });
    await call(desk, 'POST', `/admin/order/${delivered._id}/advance`);
    const claim = async (token: string, orderId: string) => {
      const body = await claimForm(1);
      return api.app.inject({
        method: 'POST',
        url: `/api/order/${orderId}/claims`,
        headers: { authorization: token, ...body.headers },
        payload: body.payload,
      });
    };
    const claimed = await claim(buyer.token, delivered._id);
    expect(claimed.statusCode).toBe(201);
    const claimId = claimed.json<{ data: RestClaim }>().data._id;
    // The claim is the company's: Accounts follows it too.
    expect((await call(accounts.token, 'GET', '/claims')).json<{ data: RestClaim[] }>().data.map((one) => one._id)).toEqual([claimId]);
    expect(
      (await call(desk, 'POST', `/admin/claims/${claimId}/settle`, { outcome: 'reject', reason: 'Checked the roll' })).statusCode,
    ).toBe(200);
    // Its settlement is mailed to the claimant and to the company's Owner.
    await api.app.jobs.settled();
    expect(
      sent.filter((message) => message.to === buyer.email && message.subject === `Your claim ${claimId}: Your claim was not accepted`),
    ).toHaveLength(1);
    const told = sent.filter((message) => message.to === ownerEmail && message.subject.startsWith(`Claim ${claimId} of your company`));
    expect(told.map((message) => message.subject)).toEqual([`Claim ${claimId} of your company (${buyer.email}) is not accepted`]);
    expect(told[0]!.text).toContain('Checked the roll');

    expect((await call(owner, 'DELETE', `/company/members/${buyer.userId}`)).statusCode).toBe(200);
    const cancel = await call(buyer.token, 'PATCH', `/order/cancel/${open._id}`, { status: 'Cancelled', message: '' });
    expect(cancel.statusCode).toBe(404);
    expect((await claim(buyer.token, delivered._id)).statusCode).toBe(404);
    expect((await call(buyer.token, 'GET', `/claims/${claimId}`)).statusCode).toBe(404);
    expect((await call(buyer.token, 'GET', '/claims')).json<{ data: RestClaim[] }>().data).toEqual([]);
    expect((await call(buyer.token, 'GET', '/user/orderlist?page=1&limit=5')).json<{ orders: RestOrder[] }>().orders).toEqual([]);
    expect((await call(buyer.token, 'POST', `/order/${open._id}/reorder`)).statusCode).toBe(404);

    // The company keeps them: its Owner sees the claim, claims again on the delivered order and cancels the open one.
    expect((await call(owner, 'GET', `/claims/${claimId}`)).statusCode).toBe(200);
    expect((await claim(owner, delivered._id)).statusCode).toBe(201);
    expect((await call(owner, 'PATCH', `/order/cancel/${open._id}`, { status: 'Cancelled', message: '' })).statusCode).toBe(200);
  });

  it('lets a Buyer change only their own company orders, a Viewer none; a demoted Buyer’s quoted lines and waiting orders end', async () => {
    const { token: owner } = await fixtures.company(PROFILE, { terms: 'net30', creditLimit: 10_000_000 });
    const buyer = await fixtures.member(owner, 'buyer', { orderLimit: 1_000 });
    const colleague = await fixtures.member(owner, 'buyer');
    const viewer = await fixtures.member(owner, 'viewer');
    await shop.addToCart(colleague.token, await shop.colour(100), 2);
    const theirs = (await call(colleague.token, 'POST', '/buy', { paymentMethod: 'On Account' })).json<BuyAnswer>().orders[0]!;
    for (const token of [buyer.token, viewer.token]) {
      const refused = await call(token, 'PATCH', `/order/cancel/${theirs._id}`, { status: 'Cancelled', message: '' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(OWNERSHIP_MESSAGES.changeOrder);
    }
    const colour = await shop.colour(1000, 26_000);
    const quote = await pricedQuote(viewer.token, colour);
    const notAllowed = await call(viewer.token, 'POST', `/quotes/${quote}/accept`);
    expect(notAllowed.statusCode).toBe(403);
    expect(notAllowed.json().message).toBe(OWNERSHIP_MESSAGES.acceptNotAllowed);
    expect((await call(buyer.token, 'POST', `/quotes/${quote}/accept`)).statusCode).toBe(200);
    // Above the Buyer's order limit: it waits for approval.
    await shop.addToCart(buyer.token, await shop.colour(100), 10);
    const waiting = await call(buyer.token, 'POST', '/buy', { paymentMethod: 'On Account' });
    expect(waiting.statusCode).toBe(202);

    const demoted = await call(owner, 'PUT', `/company/members/${buyer.userId}`, { role: 'viewer' });
    expect(demoted.statusCode).toBe(200);
    expect((await cart(buyer.token)).products.filter((line) => line.quoteId)).toEqual([]);
    const approvals = (await call(owner, 'GET', '/company/approvals')).json<{ data: RestApproval[] }>().data;
    expect(approvals.find((one) => one._id === waiting.json().data.approvalId)).toMatchObject({
      status: 'rejected',
      rejectReason:
        'Your role in Surat Sarees Pvt Ltd is now Viewer, which does not place orders: this order is no longer waiting for approval.',
    });
    expect((await call(owner, 'GET', `/quotes/${quote}`)).json<{ data: RestQuote }>().data.status).toBe('Quoted');
    // Made a Buyer again, they start from what the company has now.
    expect((await call(owner, 'PUT', `/company/members/${buyer.userId}`, { role: 'buyer' })).statusCode).toBe(200);
    expect((await call(buyer.token, 'POST', `/company/approvals/${waiting.json().data.approvalId}/approve`)).statusCode).toBe(403);
  });

  it('closes a company account only with nothing owed or on its way; its members leave it as removed members do, its records stay', async () => {
    const { token: owner, id } = await fixtures.company(PROFILE, { terms: 'net30', creditLimit: 10_000_000 });
    const desk = await fixtures.asOperator();
    // A Buyer who kept an address of their own before joining.
    const email = `kept.${Date.now()}@mill.example.in`;
    const buyerToken = await shop.buyer(email);
    await shop.addAddress(buyerToken, { address: '1 Own Street' });
    expect((await call(owner, 'POST', '/company/invitations', { email, role: 'buyer' })).statusCode).toBe(201);
    expect((await call(buyerToken, 'POST', '/company/invitations/accept', { token: mailedInvitation(sent, email) })).statusCode).toBe(200);
    const addressesOf = async (token: string) => (await call(token, 'GET', '/addresses')).json<{ data: { address: string }[] }>().data;
    expect((await addressesOf(buyerToken)).map((one) => one.address)).not.toContain('1 Own Street');
    const colour = await shop.colour(1000, 26_000);
    const quote = await pricedQuote(buyerToken, colour);
    expect((await call(buyerToken, 'POST', `/quotes/${quote}/accept`)).statusCode).toBe(200);
    await shop.addToCart(owner, await shop.colour(100), 2);
    const placed = (await call(owner, 'POST', '/buy', { paymentMethod: 'On Account' })).json<BuyAnswer>();
    const invited = `late.${Date.now()}@mill.example.in`;
    expect((await call(owner, 'POST', '/company/invitations', { email: invited, role: 'viewer' })).statusCode).toBe(201);
    const lateInvitation = mailedInvitation(sent, invited);

    const close = (reason = 'The firm was wound up') => call(desk, 'POST', `/admin/companies/${id}/close`, { reason });
    const onTheWay = await close();
    expect(onTheWay.statusCode).toBe(409);
    expect(onTheWay.json().message).toMatch(/^Settle the ledger first: ₹[0-9,.]+ is open on its invoices\.$/);
    expect((await call(owner, 'PATCH', `/order/cancel/${placed.orders[0]!._id}`, { status: 'Cancelled', message: '' })).statusCode).toBe(
      200,
    );
    expect((await close('\u200b')).statusCode).toBe(400);
    const closed = await close();
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ msg: COMPANY_MESSAGES.closed, data: { members: [], closedReason: 'The firm was wound up' } });
    expect((await close()).json().message).toBe(COMPANY_MESSAGES.alreadyClosed);

    for (const token of [owner, buyerToken]) expect((await call(token, 'GET', '/company')).statusCode).toBe(404);
    expect((await cart(buyerToken)).products.filter((line) => line.quoteId)).toEqual([]);
    expect((await addressesOf(buyerToken)).map((one) => one.address)).toContain('1 Own Street');
    const late = await shop.buyer(invited);
    const refused = await call(late, 'POST', '/company/invitations/accept', { token: lateInvitation });
    expect(refused.statusCode).toBe(410);
    expect(refused.json().message).toBe(COMPANY_MESSAGES.invitationClosed);
    expect(sent.some((mail) => mail.to === email && mail.subject === `${PROFILE.companyName}'s company account is closed`)).toBe(true);
    // Its records are kept, for its operators and its former members' own history.
    expect((await call(desk, 'GET', `/admin/companies/${id}/ledger`)).json<{ data: { invoices: unknown[] } }>().data.invoices).toHaveLength(
      1,
    );
    const listed = (await call(desk, 'GET', `/admin/companies?q=${encodeURIComponent(PROFILE.companyName)}`)).json<{
      data: { _id: string; closedAt: string | null }[];
    }>().data;
    expect(listed.find((row) => row._id === id)!.closedAt).not.toBeNull();
  });

  it('walks every signed-in route with a removed member’s token: none reaches or changes anything of the company', async () => {
    const { token: owner, id: companyId } = await fixtures.company(PROFILE, { terms: 'net30', creditLimit: 10_000_000 });
    const buyer = await fixtures.member(owner, 'buyer', { orderLimit: 50_000 });
    const desk = await fixtures.asOperator();
    // The company's things, made by the member who will be removed: a quote, orders (one open, two delivered, one with
    // a claim open), an invoice and its purchase, a credit note, a payment, an address, an approval waiting.
    const colour = await shop.colour(10_000, 20_000);
    const quote = await pricedQuote(buyer.token, colour);
    const place = async (metres: number) => {
      await shop.addToCart(buyer.token, colour, metres);
      const answer = await call(buyer.token, 'POST', '/buy', { paymentMethod: 'On Account' });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json<BuyAnswer>();
    };
    const deliver = async (id: string) => {
      await call(desk, 'POST', `/admin/order/${id}/advance`);
      await call(desk, 'POST', `/admin/order/${id}/advance`, { dispatch: dispatch() });
      await call(desk, 'POST', `/admin/order/${id}/advance`);
    };
    const first = await place(5);
    const delivered = first.orders[0]!;
    await deliver(delivered._id);
    const claimable = (await place(3)).orders[0]!;
    await deliver(claimable._id);
    const open = (await place(2)).orders[0]!;
    const claimOn = async (token: string, orderId: string) => {
      const body = await claimForm(1);
      return api.app.inject({
        method: 'POST',
        url: `/api/order/${orderId}/claims`,
        headers: { authorization: token, ...body.headers },
        payload: body.payload,
      });
    };
    const claimId = (await claimOn(buyer.token, delivered._id)).json<{ data: RestClaim }>().data._id;
    const second = await place(4);
    const cancelled = (
      await call(buyer.token, 'PATCH', `/order/cancel/${second.orders[0]!._id}`, { status: 'Cancelled', message: '' })
    ).json<{
      data: RestOrder;
    }>().data;
    await call(desk, 'POST', `/admin/companies/${companyId}/payments`, {
      amount: 100,
      method: 'NEFT',
      reference: `UTR${Date.now()}`,
      allocations: [{ invoiceId: delivered.invoiceNumber, amount: 100 }],
    });
    await shop.addToCart(buyer.token, colour, 300);
    const approval = (await call(buyer.token, 'POST', '/buy', { paymentMethod: 'On Account' })).json<{ data: { approvalId: string } }>()
      .data.approvalId;
    const address = (await call(owner, 'GET', '/addresses')).json<{ data: { _id: string }[] }>().data[0]!._id;
    const state = async () =>
      (
        await sql<{ state: string }>`SELECT json_build_object(
          'orders', (SELECT json_agg(json_build_object('id', id, 'stage', stage) ORDER BY id) FROM orders WHERE company_id = ${Number(companyId)}),
          'quotes', (SELECT json_agg(json_build_object('id', id, 'status', status) ORDER BY id) FROM quotes WHERE company_id = ${Number(companyId)}),
          'claims', (SELECT json_agg(json_build_object('id', c.id, 'status', c.status) ORDER BY c.id) FROM claims c WHERE c.company_id = ${Number(companyId)}),
          'messages', (SELECT count(*) FROM claim_messages m JOIN claims c ON c.id = m.claim_id WHERE c.company_id = ${Number(companyId)}),
          'quoteMessages', (SELECT count(*) FROM quote_messages m JOIN quotes q ON q.id = m.quote_id WHERE q.company_id = ${Number(companyId)}),
          'payments', (SELECT count(*) FROM company_payments WHERE company_id = ${Number(companyId)}),
          'addresses', (SELECT json_agg(json_build_object('id', id, 'address', address) ORDER BY id) FROM addresses WHERE company_id = ${Number(companyId)}),
          'approvals', (SELECT json_agg(json_build_object('id', id, 'status', status) ORDER BY id) FROM order_approvals WHERE company_id = ${Number(companyId)}),
          'members', (SELECT count(*) FROM company_members WHERE company_id = ${Number(companyId)}),
          'invitations', (SELECT count(*) FROM company_invitations WHERE company_id = ${Number(companyId)})
        )::text AS state`.execute(api.database.db)
      ).rows[0]!.state;

    expect((await call(owner, 'DELETE', `/company/members/${buyer.userId}`)).statusCode).toBe(200);
    const before = await state();
    // What would show the company's things in an answer.
    const markers = [
      delivered.orderId,
      delivered.invoiceNumber,
      first.purchaseId,
      cancelled.creditNoteNumber!,
      PROFILE.companyName,
      '9 Ring Road',
    ];
    const ids: Record<string, string> = {
      id: delivered._id,
      purchaseId: first.purchaseId,
      userId: String(buyer.userId),
    };
    const idFor = (url: string) => {
      if (url.startsWith('/api/quotes/')) return quote;
      if (url.startsWith('/api/claims/')) return claimId;
      if (url.startsWith('/api/credit-note/')) return cancelled.creditNoteId!;
      if (url.startsWith('/api/address')) return address;
      if (url.startsWith('/api/company/approvals/')) return approval;
      if (url.startsWith('/api/company/members/')) return String(buyer.userId);
      if (url.startsWith('/api/purchase/')) return first.purchaseId;
      if (url.startsWith('/api/order/cancel/') || url.endsWith('/reorder')) return open._id;
      if (url.endsWith('/claims')) return claimable._id;
      return ids.id!;
    };
    const bodies: Record<string, object> = {
      'PATCH /api/order/cancel/:id': { status: 'Cancelled', message: '' },
      'POST /api/quotes/:id/messages': { text: 'Still there?' },
      'POST /api/claims/:id/messages': { text: 'Still there?' },
      'POST /api/quotes/:id/revise': { lines: [{ productId: colour.productId, color: colour.color, metres: 200 }] },
      'POST /api/company/approvals/:id/reject': { reason: 'Not needed' },
      'PUT /api/company/members/:userId': { role: 'owner' },
      'POST /api/company/payments': {
        amount: 1,
        method: 'NEFT',
        reference: 'UTRX1',
        allocations: [{ invoiceId: delivered.invoiceNumber, amount: 1 }],
      },
      'POST /api/company/invitations': { email: 'friend@mill.example.in', role: 'buyer' },
      'PUT /api/address/:id': {
        address: 'Taken over',
        city: 'Surat',
        state: 'Gujarat',
        country: 'India',
        alternativePhoneNumber: '9876501234',
        pinCode: '395003',
      },
    };
    const routes = registeredRoutes(api.app).filter(
      (route) =>
        route.url.startsWith('/api/') &&
        !route.url.startsWith('/api/admin') &&
        !['/api/user/logout', '/api/user/verifyOtp', '/api/user/signup', '/api/user/login', '/api/user/signin'].includes(route.url) &&
        !/^\/api\/(getAllProducts|categories|product\/:id|reviews|swatches|uploads|docs|health|einvoice|user\/support|user\/google-auth|facebook-login)/.test(
          route.url,
        ),
    );
    expect(routes.length).toBeGreaterThan(50);
    const reached: string[] = [];
    for (const route of routes) {
      const key = `${route.method} ${route.url}`;
      const url = route.url
        .replace(/^\/api/, '')
        .replace(/:(id|purchaseId|userId)(\([^)]*\))?/, idFor(route.url))
        .replace('/company/statement.csv', `/company/statement.csv?from=${indianDay(new Date())}&to=${indianDay(new Date())}`)
        .replace('/company/statement.pdf', `/company/statement.pdf?from=${indianDay(new Date())}&to=${indianDay(new Date())}`);
      const answer = await call(
        buyer.token,
        route.method as 'GET',
        url,
        route.method === 'GET' || route.method === 'DELETE' ? undefined : (bodies[key] ?? {}),
      );
      const shown = markers.filter((marker) => answer.body.includes(marker));
      if (answer.statusCode < 300 && shown.length > 0) reached.push(`${key} (${answer.statusCode}) shows ${shown.join(', ')}`);
      if (answer.statusCode >= 500) reached.push(`${key} answered ${answer.statusCode}: ${answer.body.slice(0, 200)}`);
      // A route that is not there proves nothing.
      if (answer.statusCode === 404 && answer.body.includes('"message":"No route ')) reached.push(`${key}: no such route (${url})`);
    }
    expect(reached).toEqual([]);
    expect(await state()).toBe(before);
  }, 120_000);
});
