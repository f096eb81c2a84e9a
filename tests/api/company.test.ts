import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { MailMessage } from '../../api/auth/mailer.js';
import type { RestCompany } from '../../domain/rest/company.js';
import { withApiApp } from '../support/api-app.js';
import { shoppers } from '../support/buyers.js';
import { testDatabases } from '../support/databases.js';
import { testAuthConfig } from '../support/test-config.js';

const OPERATOR = 'desk@fabricmart.example.in';
const PROFILE = {
  companyName: 'Asha Garments Pvt Ltd',
  gstin: '27AAPFU0939F1ZV',
  address: '7 Linking Road',
  city: 'Mumbai',
  state: 'Maharashtra',
  pinCode: '400050',
};

let sequence = 0;
const email = (who: string) => `${who}.${Date.now()}.${++sequence}@garments.example.in`;

describe.each(testDatabases())('company accounts on $name', (testDatabase) => {
  const sent: MailMessage[] = [];
  const api = withApiApp(testDatabase, {
    auth: testAuthConfig({ REQUESTS_PER_ADDRESS: '1000000', ADMIN_EMAILS: OPERATOR }),
    mailer: { send: async (message) => void sent.push(message) },
  });
  const shop = shoppers(api);
  const { call } = shop;

  /** A buyer with a business profile who has made it a company; their token and email. */
  async function owner() {
    const address = email('owner');
    const token = await shop.buyer(address);
    await call(token, 'PUT', '/user/business', PROFILE);
    const created = await call(token, 'POST', '/company');
    expect(created.statusCode).toBe(201);
    return { token, email: address, company: created.json<{ data: RestCompany }>().data };
  }

  /** The token in the last invitation mailed to `to`. */
  const mailedToken = (to: string) => {
    const mail = sent.filter((message) => message.to === to).at(-1);
    return /invitation=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
  };

  async function member(ownerToken: string, role: string) {
    const address = email(role);
    const token = await shop.buyer(address);
    expect((await call(ownerToken, 'POST', '/company/invitations', { email: address, role })).statusCode).toBe(201);
    const joined = await call(token, 'POST', '/company/invitations/accept', { token: mailedToken(address) });
    expect(joined.statusCode).toBe(200);
    const userId = joined.json<{ data: RestCompany }>().data.members.find((one) => one.email === address)!.userId;
    return { token, email: address, userId };
  }

  it('is made from the business profile, with its maker as Owner; a buyer without one is told what to do first', async () => {
    const token = await shop.buyer();
    const none = await call(token, 'GET', '/company');
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('You are not in a company account yet.');
    const early = await call(token, 'POST', '/company');
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe('Save your business details first: the company takes its name, GSTIN and billing address from them.');
    await call(token, 'PUT', '/user/business', PROFILE);
    const created = await call(token, 'POST', '/company');
    expect(created.statusCode).toBe(201);
    expect(created.json().msg).toBe('Company account created. You are its Owner.');
    const company = created.json<{ data: RestCompany }>().data;
    expect(company).toMatchObject({
      name: 'Asha Garments Pvt Ltd',
      gstin: '27AAPFU0939F1ZV',
      role: 'owner',
      terms: 'advance',
      creditLimit: 0,
      outstanding: 0,
      available: 0,
      onHold: false,
    });
    expect(company.members).toHaveLength(1);
    expect(company.members[0]).toMatchObject({ role: 'owner', orderLimit: null, monthlyLimit: null });
    expect(company.activity[0]!.summary).toContain('created the company account Asha Garments Pvt Ltd');
    const again = await call(token, 'POST', '/company');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You already belong to a company account: a person belongs to one company.');
    expect((await call(null, 'GET', '/company')).statusCode).toBe(401);
  });

  it('is made once when the same buyer asks twice at the same moment', async () => {
    const token = await shop.buyer();
    await call(token, 'PUT', '/user/business', PROFILE);
    const answers = await Promise.all([call(token, 'POST', '/company'), call(token, 'POST', '/company')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect((await call(token, 'GET', '/company')).json().data.members).toHaveLength(1);
    // The loser's company was undone with its transaction: no company is left without members.
    const { rows } = await sql<{ total: number }>`
      SELECT count(*)::int AS total FROM companies c
      WHERE NOT EXISTS (SELECT 1 FROM company_members m WHERE m.company_id = c.id)`.execute(api.database.db);
    expect(rows[0]!.total).toBe(0);
  });

  it('shows a link to a reader not signed in: the company, who invited, as what, the address masked, and whether it works', async () => {
    const boss = await owner();
    const invitee = email('signedout');
    await call(boss.token, 'POST', '/company/invitations', { email: invitee, role: 'approver' });
    const token = mailedToken(invitee);
    const preview = await call(null, 'GET', `/invitations/preview?token=${token}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      company: 'Asha Garments Pvt Ltd',
      role: 'approver',
      email: 's***@garments.example.in',
      status: 'open',
      message: null,
    });
    expect(preview.json().invitedBy).toBeTruthy();
    expect(JSON.stringify(preview.json())).not.toContain(invitee);
    expect((await call(null, 'GET', `/invitations/preview?token=${'x'.repeat(43)}`)).statusCode).toBe(404);
    expect((await call(null, 'GET', '/invitations/preview?token=not%20a%20token')).statusCode).toBe(400);
  });

  it('lets the Owner withdraw a waiting invitation (its link then says so) and send one again with a new link', async () => {
    const boss = await owner();
    const invitee = email('again');
    const inviteeToken = await shop.buyer(invitee);
    const invited = await call(boss.token, 'POST', '/company/invitations', { email: invitee, role: 'buyer' });
    const id = invited.json<{ data: RestCompany }>().data.invitations[0]!._id;
    const firstLink = mailedToken(invitee);

    const resent = await call(boss.token, 'POST', `/company/invitations/${id}/resend`);
    expect(resent.statusCode).toBe(200);
    expect(resent.json().msg).toBe(`Invitation sent again to ${invitee} with a new link, for 7 days. The earlier link no longer works.`);
    const secondLink = mailedToken(invitee);
    expect(secondLink).not.toBe(firstLink);
    expect((await call(inviteeToken, 'POST', '/company/invitations/accept', { token: firstLink })).statusCode).toBe(404);

    // Only the Owner withdraws or resends.
    const viewer = await member(boss.token, 'viewer');
    expect((await call(viewer.token, 'DELETE', `/company/invitations/${id}`)).statusCode).toBe(403);
    expect((await call(viewer.token, 'POST', `/company/invitations/${id}/resend`)).statusCode).toBe(403);

    const withdrawn = await call(boss.token, 'DELETE', `/company/invitations/${id}`);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().msg).toBe(`Invitation to ${invitee} withdrawn: its link no longer works.`);
    expect(withdrawn.json<{ data: RestCompany }>().data.invitations).toEqual([]);
    expect(withdrawn.json<{ data: RestCompany }>().data.activity[0]!.summary).toBe(`${boss.email} withdrew the invitation to ${invitee}`);
    const preview = await call(null, 'GET', `/invitations/preview?token=${secondLink}`);
    expect(preview.json()).toMatchObject({
      status: 'withdrawn',
      message: 'This invitation was withdrawn by the company’s Owner. Ask them for a new one.',
    });
    const refused = await call(inviteeToken, 'POST', '/company/invitations/accept', { token: secondLink });
    expect(refused.statusCode).toBe(410);
    expect(refused.json().message).toBe('This invitation was withdrawn by the company’s Owner. Ask them for a new one.');
    // Withdrawn is no longer waiting: neither call works on it again, and nothing is mailed.
    const mails = sent.length;
    expect((await call(boss.token, 'DELETE', `/company/invitations/${id}`)).json().message).toBe(
      'This invitation is no longer waiting: it was used, withdrawn or has expired.',
    );
    expect((await call(boss.token, 'POST', `/company/invitations/${id}/resend`)).statusCode).toBe(404);
    expect(sent.length).toBe(mails);
    // Another company's Owner cannot reach it.
    const other = await owner();
    const fresh = await call(boss.token, 'POST', '/company/invitations', { email: email('fresh'), role: 'buyer' });
    const freshId = fresh.json<{ data: RestCompany }>().data.invitations[0]!._id;
    expect((await call(other.token, 'DELETE', `/company/invitations/${freshId}`)).statusCode).toBe(404);
  });

  it('invites by email with a link that works once, for the invited email only, for 7 days', async () => {
    const boss = await owner();
    const invitee = email('buyer');
    const inviteeToken = await shop.buyer(invitee);
    const invited = await call(boss.token, 'POST', '/company/invitations', { email: invitee.toUpperCase(), role: 'buyer' });
    expect(invited.statusCode).toBe(201);
    expect(invited.json().msg).toBe(`Invitation sent to ${invitee}. The link works once, for 7 days.`);
    expect(invited.json().data.invitations[0]).toMatchObject({ email: invitee, role: 'buyer' });
    const mail = sent.filter((message) => message.to === invitee).at(-1)!;
    expect(mail.subject).toBe('Asha Garments Pvt Ltd invites you to buy together on FabricMart');
    expect(mail.text).toContain(`${boss.email} invites you to join Asha Garments Pvt Ltd's company account as Buyer.`);
    const token = mailedToken(invitee);
    expect(token.length).toBeGreaterThan(30);

    // Someone else holding the link cannot use it.
    const stranger = await shop.buyer(email('stranger'));
    const wrong = await call(stranger, 'POST', '/company/invitations/accept', { token });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toMatch(/^This invitation was sent to b\*\*\*@garments\.example\.in\. Sign in with that email/);

    const joined = await call(inviteeToken, 'POST', '/company/invitations/accept', { token });
    expect(joined.statusCode).toBe(200);
    expect(joined.json().msg).toBe('You joined Asha Garments Pvt Ltd as Buyer.');
    expect(joined.json().data).toMatchObject({ role: 'buyer', invitations: [], activity: [] });
    const used = await call(inviteeToken, 'POST', '/company/invitations/accept', { token });
    expect(used.statusCode).toBe(409);
    expect(used.json().message).toBe('This invitation has already been used. Ask the company’s Owner for a new one.');
    const unknown = await call(inviteeToken, 'POST', '/company/invitations/accept', { token: 'x'.repeat(43) });
    expect(unknown.statusCode).toBe(404);

    // A late invitation is refused, naming the day it expired.
    const late = email('late');
    const lateToken = await shop.buyer(late);
    await call(boss.token, 'POST', '/company/invitations', { email: late, role: 'viewer' });
    await sql`UPDATE company_invitations SET expires_at = now() - interval '1 minute' WHERE email = ${late}`.execute(api.database.db);
    const expired = await call(lateToken, 'POST', '/company/invitations/accept', { token: mailedToken(late) });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toMatch(/^This invitation expired on \d{1,2} [A-Z][a-z]{2} 20\d\d\. Ask the company’s Owner/);
    expect((await call(lateToken, 'GET', '/company')).statusCode).toBe(404);

    // An email already in the company is not invited again; a member of another company cannot join a second.
    const twice = await call(boss.token, 'POST', '/company/invitations', { email: invitee, role: 'viewer' });
    expect(twice.statusCode).toBe(409);
    const other = await owner();
    await call(other.token, 'POST', '/company/invitations', { email: invitee, role: 'viewer' });
    const second = await call(inviteeToken, 'POST', '/company/invitations/accept', { token: mailedToken(invitee) });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('You already belong to a company account: a person belongs to one company.');
  });

  it('lets one of two people using the same link at once join, and only once', async () => {
    const boss = await owner();
    const invitee = email('twice');
    const inviteeToken = await shop.buyer(invitee);
    const sameInviteeAgain = (await call(null, 'POST', '/user/signin', { email: invitee, password: 'Cotton@2026' })).json<{
      token: string;
    }>().token;
    await call(boss.token, 'POST', '/company/invitations', { email: invitee, role: 'accounts' });
    const token = mailedToken(invitee);
    const answers = await Promise.all([
      call(inviteeToken, 'POST', '/company/invitations/accept', { token }),
      call(sameInviteeAgain, 'POST', '/company/invitations/accept', { token }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const company = (await call(boss.token, 'GET', '/company')).json<{ data: RestCompany }>().data;
    expect(company.members.filter((one) => one.email === invitee)).toHaveLength(1);
  });

  it('lets only the Owner invite, change roles and limits, and remove; a company always keeps an Owner', async () => {
    const boss = await owner();
    const buyer = await member(boss.token, 'buyer');
    const accounts = await member(boss.token, 'accounts');
    for (const [method, url, body] of [
      ['POST', '/company/invitations', { email: email('x'), role: 'buyer' }],
      ['PUT', `/company/members/${buyer.userId}`, { role: 'owner' }],
      ['DELETE', `/company/members/${buyer.userId}`, undefined],
    ] as const) {
      const refused = await call(accounts.token, method, url, body);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json().message).toBe("Only the company's Owner can do this.");
    }
    const limited = await call(boss.token, 'PUT', `/company/members/${buyer.userId}`, { orderLimit: 50_000, monthlyLimit: 200_000.5 });
    expect(limited.statusCode).toBe(200);
    expect(limited.json().data.members.find((one: { userId: string }) => one.userId === buyer.userId)).toMatchObject({
      role: 'buyer',
      orderLimit: 50_000,
      monthlyLimit: 200_000.5,
    });
    const bossId = limited.json().data.members.find((one: { email: string }) => one.email === boss.email).userId;
    const demoted = await call(boss.token, 'PUT', `/company/members/${bossId}`, { role: 'viewer' });
    expect(demoted.statusCode).toBe(400);
    // An Owner's own role is another Owner's to change.
    expect(demoted.json().message).toBe('You cannot change your own role: another Owner of the company can.');
    expect((await call(boss.token, 'PUT', `/company/members/${bossId}`, { role: 'owner', orderLimit: 1_000 })).statusCode).toBe(200);
    expect((await call(boss.token, 'DELETE', `/company/members/${bossId}`)).statusCode).toBe(400);
    expect((await call(boss.token, 'PUT', '/company/members/999999', { role: 'viewer' })).statusCode).toBe(404);
    const bad = await call(boss.token, 'PUT', `/company/members/${buyer.userId}`, { orderLimit: -1 });
    expect(bad.statusCode).toBe(400);
    expect((await call(boss.token, 'PUT', `/company/members/${buyer.userId}`, {})).statusCode).toBe(400);

    // Removed, a member's very next request no longer reaches the company or its business details.
    expect((await call(buyer.token, 'GET', '/user/business')).json().data.companyName).toBe('Asha Garments Pvt Ltd');
    const removed = await call(boss.token, 'DELETE', `/company/members/${buyer.userId}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().msg).toBe('Member removed. They no longer see the company’s orders, invoices or addresses.');
    expect((await call(buyer.token, 'GET', '/company')).statusCode).toBe(404);
    expect((await call(buyer.token, 'GET', '/user/business')).json().data.companyName).toBeNull();
    const activity = (await call(boss.token, 'GET', '/company')).json<{ data: RestCompany }>().data.activity;
    expect(activity.map((entry) => entry.kind)).toEqual(
      expect.arrayContaining(['company.remove', 'company.member', 'company.join', 'company.invite', 'company.create']),
    );
  });

  it('keeps one Owner when two Owners demote each other at once', async () => {
    const boss = await owner();
    const partner = await member(boss.token, 'owner');
    const bossId = (await call(boss.token, 'GET', '/company'))
      .json<{ data: RestCompany }>()
      .data.members.find((one) => one.email === boss.email)!.userId;
    const answers = await Promise.all([
      call(boss.token, 'PUT', `/company/members/${partner.userId}`, { role: 'viewer' }),
      call(partner.token, 'PUT', `/company/members/${bossId}`, { role: 'viewer' }),
    ]);
    // The second waits for the first, and by then is no longer an Owner.
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 403]);
    const owners = (await call(boss.token, 'GET', '/company'))
      .json<{ data: RestCompany }>()
      .data.members.filter((one) => one.role === 'owner');
    expect(owners).toHaveLength(1);
  });

  it('shares the business details with every member; only the Owner changes them, for everyone', async () => {
    const boss = await owner();
    const viewer = await member(boss.token, 'viewer');
    expect((await call(viewer.token, 'GET', '/user/business')).json().data).toMatchObject({ companyName: 'Asha Garments Pvt Ltd' });
    const refused = await call(viewer.token, 'PUT', '/user/business', { ...PROFILE, companyName: 'Mine' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("The business details are the company's: only its Owner can change them.");
    const renamed = await call(boss.token, 'PUT', '/user/business', { ...PROFILE, companyName: 'Asha Garments LLP' });
    expect(renamed.statusCode).toBe(200);
    expect((await call(viewer.token, 'GET', '/user/business')).json().data.companyName).toBe('Asha Garments LLP');
    expect((await call(viewer.token, 'GET', '/company')).json().data.name).toBe('Asha Garments LLP');
  });

  it("bills a member's order to the company, not to the business profile the member had before joining", async () => {
    const boss = await owner();
    const address = email('buyer');
    const token = await shop.buyer(address);
    await call(token, 'PUT', '/user/business', { ...PROFILE, companyName: 'Own Exports', gstin: '' });
    expect((await call(boss.token, 'POST', '/company/invitations', { email: address, role: 'buyer' })).statusCode).toBe(201);
    expect((await call(token, 'POST', '/company/invitations/accept', { token: mailedToken(address) })).statusCode).toBe(200);
    await shop.addAddress(token);
    expect((await shop.addToCart(token, await shop.colour(50), 2)).statusCode).toBe(200);
    const placed = await call(token, 'POST', '/buy', { paymentMethod: 'UPI', upiId: 'asha@okaxis' });
    expect(placed.statusCode, placed.body).toBe(200);
    const { orders } = placed.json<{ orders: { orderNumber?: string; _id: string }[] }>();
    const billed = await sql<{ buyer_company: string; buyer_gstin: string | null }>`
      SELECT buyer_company, buyer_gstin FROM orders WHERE id = ${Number(orders[0]!._id)}`.execute(api.database.db);
    expect(billed.rows[0]).toEqual({ buyer_company: 'Asha Garments Pvt Ltd', buyer_gstin: '27AAPFU0939F1ZV' });
  });

  it('counts invitations per Owner per hour in one step: a burst past 30 is refused, saying when to try again', async () => {
    const boss = await owner();
    const answers = await Promise.all(
      Array.from({ length: 33 }, (_, index) =>
        call(boss.token, 'POST', '/company/invitations', { email: email(`b${index}`), role: 'viewer' }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(30);
    expect(codes.filter((code) => code === 429)).toHaveLength(3);
    expect(answers.find((answer) => answer.statusCode === 429)!.json().message).toMatch(
      /^You have sent 30 invitations in the last hour\. Please try again in \d+ minutes?\.$/,
    );
  });

  it('lets operators find companies, set terms and a credit limit and a credit hold, each in Activity', async () => {
    const operator = await shop.buyer(OPERATOR);
    const boss = await owner();
    const id = boss.company._id;
    const found = await call(operator, 'GET', `/admin/companies?q=${encodeURIComponent('asha garm')}`);
    expect(found.statusCode).toBe(200);
    expect(found.json().data.some((one: { _id: string }) => one._id === id)).toBe(true);
    const byGstin = await call(operator, 'GET', '/admin/companies?q=27aapfu0939f1zv&limit=100');
    expect(byGstin.json().data[0].members[0]).toMatchObject({ role: 'owner' });
    const terms = await call(operator, 'PUT', `/admin/companies/${id}/terms`, { terms: 'net30', creditLimit: 500_000 });
    expect(terms.statusCode).toBe(200);
    expect(terms.json().msg).toBe('Terms saved. Asha Garments Pvt Ltd: Net 30, credit limit ₹5,00,000.00');
    expect(terms.json().data).toMatchObject({ terms: 'net30', creditLimit: 500_000, available: 500_000 });
    expect((await call(boss.token, 'GET', '/company')).json().data).toMatchObject({ terms: 'net30', creditLimit: 500_000 });
    // A hold says why; without a reason nothing changes.
    const unexplained = await call(operator, 'PUT', `/admin/companies/${id}/hold`, { onHold: true });
    expect(unexplained.statusCode).toBe(400);
    expect(unexplained.json().message).toBe('Say why the company goes on credit hold: its Owner and Accounts are mailed the reason.');
    expect((await call(boss.token, 'GET', '/company')).json().data.onHold).toBe(false);
    const held = await call(operator, 'PUT', `/admin/companies/${id}/hold`, { onHold: true, reason: 'Cheque returned unpaid' });
    expect(held.json()).toMatchObject({
      msg: 'Asha Garments Pvt Ltd put on credit hold: Cheque returned unpaid',
      data: { onHold: true, heldByOperator: true, holdReason: 'set by FabricMart: Cheque returned unpaid' },
    });
    expect((await call(boss.token, 'GET', '/company')).json().data.onHold).toBe(true);
    const activity = (await call(operator, 'GET', '/admin/activity?kind=company&limit=10')).json().data;
    expect(activity.map((entry: { kind: string }) => entry.kind)).toEqual(expect.arrayContaining(['company.hold', 'company.terms']));
    for (const [method, url, body] of [
      ['PUT', `/admin/companies/${id}/terms`, { terms: 'net120', creditLimit: 1 }],
      ['PUT', `/admin/companies/${id}/terms`, { terms: 'net30', creditLimit: 0.001 }],
      ['PUT', `/admin/companies/${id}/hold`, { onHold: 'yes' }],
    ] as const)
      expect((await call(operator, method, url, body)).statusCode).toBe(400);
    expect((await call(operator, 'PUT', '/admin/companies/999999/hold', { onHold: true, reason: 'x' })).statusCode).toBe(404);
    expect((await call(boss.token, 'PUT', `/admin/companies/${id}/hold`, { onHold: false })).statusCode).toBe(403);
  });

  it('keeps the addresses in the company: members share them, each chooses their own, only the Owner and Buyers change them', async () => {
    type Listed = { _id: string; tag: string | null; selected: boolean }[];
    const book = async (token: string) =>
      (await call(token, 'GET', '/addresses')).json<{ data: Listed }>().data.map((one) => `${one.tag}${one.selected ? ' *' : ''}`);
    const bossEmail = email('owner');
    const boss = await shop.buyer(bossEmail);
    await shop.addAddress(boss, { tag: 'Head office' });
    await call(boss, 'PUT', '/user/business', PROFILE);
    expect((await call(boss, 'POST', '/company')).statusCode).toBe(201);

    // A member's own addresses stay theirs, out of sight while they belong to the company.
    const buyerEmail = email('buyer');
    const buyer = await shop.buyer(buyerEmail);
    await shop.addAddress(buyer, { tag: 'Home' });
    expect((await call(boss, 'POST', '/company/invitations', { email: buyerEmail, role: 'buyer' })).statusCode).toBe(201);
    const joined = await call(buyer, 'POST', '/company/invitations/accept', { token: mailedToken(buyerEmail) });
    const buyerId = joined.json<{ data: RestCompany }>().data.members.find((one) => one.email === buyerEmail)!.userId;
    expect(await book(buyer)).toEqual(['Head office *']);

    expect(
      (await shop.addAddress(buyer, { tag: 'Bhiwandi godown', city: 'Bhiwandi', state: 'Maharashtra', pinCode: '421302' })).statusCode,
    ).toBe(200);
    expect(await book(buyer)).toEqual(['Head office', 'Bhiwandi godown *']);
    expect(await book(boss)).toEqual(['Head office *', 'Bhiwandi godown']);

    const viewer = await member(boss, 'viewer');
    expect(await book(viewer.token)).toEqual(['Head office *', 'Bhiwandi godown']);
    const refused = await shop.addAddress(viewer.token, { tag: 'Mine' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("The addresses are the company's: its Owner and Buyers add, change and delete them.");
    const ids = (await call(boss, 'GET', '/addresses')).json<{ data: Listed }>().data.map((one) => one._id);
    expect((await call(viewer.token, 'DELETE', `/address/${ids[0]}`)).statusCode).toBe(403);
    expect(await book(viewer.token)).toEqual(['Head office *', 'Bhiwandi godown']);

    const stranger = await owner();
    expect((await call(stranger.token, 'PUT', `/address/select/${ids[1]}`)).statusCode).toBe(404);
    expect((await call(stranger.token, 'DELETE', `/address/${ids[1]}`)).statusCode).toBe(404);

    // Removed, a member sees their own addresses again; what they added stays the company's.
    expect((await call(boss, 'DELETE', `/company/members/${buyerId}`)).statusCode).toBe(200);
    expect(await book(buyer)).toEqual(['Home *']);
    expect(await book(boss)).toEqual(['Head office *', 'Bhiwandi godown']);

    // Whoever had chosen a deleted address delivers to the book's oldest from then on.
    expect((await call(boss, 'DELETE', `/address/${ids[0]}`)).statusCode).toBe(200);
    expect(await book(boss)).toEqual(['Bhiwandi godown *']);
  });

  it('shares a member’s quote with the company: the Owner sees it and writes on it; another company or a removed member gets 404', async () => {
    const boss = await owner();
    const buyer = await member(boss.token, 'buyer');
    const colour = await shop.colour(2000, 25_000);
    const asked = await call(buyer.token, 'POST', '/quotes', {
      lines: [{ productId: colour.productId, color: colour.color, metres: 600 }],
    });
    expect(asked.statusCode).toBe(201);
    const id = asked.json().data._id as string;
    const listed = (await call(boss.token, 'GET', '/quotes')).json<{ data: { _id: string }[] }>().data.map((quote) => quote._id);
    expect(listed).toContain(id);
    expect((await call(boss.token, 'GET', `/quotes/${id}`)).statusCode).toBe(200);
    expect((await call(boss.token, 'POST', `/quotes/${id}/messages`, { text: 'Can you deliver by January?' })).statusCode).toBe(200);
    const other = await owner();
    expect((await call(other.token, 'GET', `/quotes/${id}`)).statusCode).toBe(404);
    await call(boss.token, 'DELETE', `/company/members/${buyer.userId}`);
    expect((await call(buyer.token, 'GET', `/quotes/${id}`)).statusCode).toBe(404);
    expect((await call(boss.token, 'GET', `/quotes/${id}`)).statusCode).toBe(200);
  });
});
