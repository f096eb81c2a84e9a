import { expect } from 'vitest';
import type { MailMessage } from '../../api/auth/mailer.js';
import type { RestCompany } from '../../domain/rest/company.js';
import type { shoppers } from './buyers.js';

let sequence = 0;
/** A fresh email at a company's domain, labelled by who it is. */
export const companyEmail = (who: string) => `${who}.${Date.now()}.${++sequence}@company.example.in`;

/** The token in the last invitation mailed to `to`. */
export const mailedInvitation = (sent: MailMessage[], to: string) =>
  /invitation=([A-Za-z0-9_-]+)/.exec(sent.filter((message) => message.to === to).at(-1)?.text ?? '')?.[1] ?? '';

/**
 * Companies for API tests: an Owner with saved business details who made them a company (terms and credit set by the
 * operator when given), and members who joined by the mailed invitation, those who order each with an address of their own choosing.
 */
export function companyFixtures(shop: ReturnType<typeof shoppers>, sent: MailMessage[], operatorEmail: string) {
  const { call } = shop;
  let operator = '';
  const asOperator = async () => (operator ||= await shop.buyer(operatorEmail));

  return {
    asOperator,

    async company(profile: object, credit?: { terms: string; creditLimit: number }) {
      const email = companyEmail('owner');
      const token = await shop.buyer(email);
      expect((await call(token, 'PUT', '/user/business', profile)).statusCode).toBe(200);
      const created = await call(token, 'POST', '/company');
      expect(created.statusCode).toBe(201);
      const data = created.json<{ data: RestCompany }>().data;
      if (credit) expect((await call(await asOperator(), 'PUT', `/admin/companies/${data._id}/terms`, credit)).statusCode).toBe(200);
      await shop.addAddress(token);
      return { token, email, id: data._id, company: data };
    },

    /** A new buyer invited as `role` who joined; their token, email and user id. */
    async member(ownerToken: string, role: string, limits: { orderLimit?: number; monthlyLimit?: number } = {}) {
      const email = companyEmail(role);
      const token = await shop.buyer(email);
      expect((await call(ownerToken, 'POST', '/company/invitations', { email, role })).statusCode).toBe(201);
      const joined = await call(token, 'POST', '/company/invitations/accept', { token: mailedInvitation(sent, email) });
      expect(joined.statusCode).toBe(200);
      const userId = joined.json<{ data: RestCompany }>().data.members.find((one) => one.email === email)!.userId;
      if (Object.keys(limits).length > 0)
        expect((await call(ownerToken, 'PUT', `/company/members/${userId}`, limits)).statusCode).toBe(200);
      if (role === 'buyer' || role === 'owner') expect((await shop.addAddress(token)).statusCode).toBe(200);
      return { token, email, userId };
    },
  };
}
