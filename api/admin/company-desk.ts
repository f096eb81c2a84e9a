import { ADMIN_COUNT_LIMIT, ADMIN_SEARCH_COUNT_LIMIT } from '../../domain/admin.js';
import { TERMS_NAMES } from '../../domain/company.js';
import { formatRupees, rupeesToPaise } from '../../domain/money.js';
import type { AdminCompany, TermsBody } from '../../domain/rest/company.js';
import { adminCompanyOf } from '../company/company-answer.js';
import { creditStanding } from '../company/credit-position.js';
import { indianDay } from '../../domain/day.js';
import { badRequest, conflict, notFound } from '../errors.js';
import { HOLD_MESSAGES } from '../../domain/company-credit.js';
import { may } from '../../domain/company.js';
import type { ShopLinks } from '../../domain/links.js';
import { hasVisibleText } from '../../domain/visible-text.js';
import type { Mailer } from '../auth/mailer.js';
import { closingProblem, COMPANY_MESSAGES } from '../../domain/company.js';
import { approvalEnded } from '../../domain/ownership.js';
import type { Repositories } from '../repositories/index.js';
import { pagedAnswer, type Paged } from './paged.js';
import type { Transaction } from 'kysely';
import type { DB } from '../db/types.js';

const NO_COMPANY = 'There is no company with this id.';

/** Console › Companies: found by name, GSTIN or city; terms and credit limit set, credit hold, an account closed. */
export interface CompanyDesk {
  page(q: string | undefined, page: number, limit: number): Promise<Paged<AdminCompany>>;
  setTerms(id: number, body: TermsBody, operator: string): Promise<{ msg: string; data: AdminCompany }>;
  /** Closes an account with nothing owed either way and nothing on its way; each member leaves it and is told. */
  close(id: number, reason: string, operator: string): Promise<{ msg: string; data: AdminCompany }>;
  /** On hold with why, or off it; the company's Owner and Accounts are mailed either way. */
  setHold(id: number, onHold: boolean, reasonGiven: string | undefined, operator: string): Promise<{ msg: string; data: AdminCompany }>;
}

/** Companies as operators run them: found by name, GSTIN or city; payment terms, credit limit and credit hold. */
export function createCompanyDesk(repos: Repositories, mailer: Mailer, links: ShopLinks): CompanyDesk {
  async function change<T>(id: number, work: (trx: Transaction<DB>) => Promise<T>) {
    return repos.transaction(async (trx) => {
      const before = await repos.companies.one(trx, id);
      if (!before) throw notFound(NO_COMPANY);
      const summary = await work(trx);
      const after = (await repos.companies.one(trx, id))!;
      const [members, owing] = await Promise.all([repos.companies.members(trx, id), repos.ledger.owingOf(trx, id)]);
      return { summary, data: adminCompanyOf(after, members, creditStanding(after, owing, indianDay(new Date()))) };
    });
  }

  return {
    async page(q: string | undefined, page: number, limit: number) {
      const words = q?.trim().toLowerCase() ?? '';
      const cap = words ? ADMIN_SEARCH_COUNT_LIMIT : ADMIN_COUNT_LIMIT;
      const [rows, total] = await repos.companies.page(words, page, limit, cap);
      const ids = rows.map((row) => row.id);
      const [members, owing] = await Promise.all([repos.companies.membersOf(repos.db, ids), repos.ledger.owing(repos.db, ids)]);
      const today = indianDay(new Date());
      return pagedAnswer(
        rows.map((row) => adminCompanyOf(row, members, creditStanding(row, owing.get(row.id)!, today))),
        total,
        limit,
        cap,
      );
    },

    async setTerms(id: number, body: TermsBody, operator: string) {
      const { summary, data } = await change(id, async (trx) => {
        const before = (await repos.companies.one(trx, id))!;
        await repos.companies.setTerms(trx, id, body.terms, rupeesToPaise(body.creditLimit));
        const summary = `${before.name}: ${TERMS_NAMES[body.terms]}, credit limit ${formatRupees(body.creditLimit)}`;
        await repos.activity.record(trx, {
          operator,
          kind: 'company.terms',
          objectId: id,
          summary,
          before: { terms: before.terms, creditLimit: Number(before.credit_limit_paise) / 100 },
          after: body,
        });
        return summary;
      });
      return { msg: `Terms saved. ${summary}`, data };
    },

    /**
     * Closes a company account with nothing owed either way and nothing on its way (domain/company.ts closingProblem):
     * each member leaves it as a removed member does (what it lent them taken back, orders waiting for approval
     * ended), its open invitations end, its records stay. Each member is told by email.
     */
    async close(id: number, reason: string, operator: string) {
      const told: { email: string; name: string }[] = [];
      const { data } = await change(id, async (trx) => {
        // The members' carts first, then the company (the order every path locks in).
        for (const member of [...(await repos.companies.members(trx, id))].sort((a, b) => a.user_id - b.user_id))
          await repos.carts.lockIn(trx, member.user_id, { make: false });
        await repos.companies.lockCompany(trx, id);
        const company = (await repos.companies.one(trx, id))!;
        if (company.closed_at) throw conflict(COMPANY_MESSAGES.alreadyClosed);
        const [owing, inFlight] = await Promise.all([repos.ledger.owingOf(trx, id), repos.companies.inFlight(trx, id)]);
        const problem = closingProblem(owing, inFlight);
        if (problem) throw conflict(problem);
        const members = await repos.companies.members(trx, id);
        const takenBack = [];
        for (const member of members)
          takenBack.push(await repos.companies.takeBack(trx, id, member.user_id, approvalEnded(company.name, 'closing')));
        await repos.companies.close(trx, id, reason, new Date());
        told.push(...members.map((member) => ({ email: member.email, name: member.name })));
        const summary = `Closed ${company.name}: ${reason}`;
        await repos.activity.record(trx, {
          operator,
          kind: 'company.close',
          objectId: id,
          summary,
          before: { members: members.map((member) => member.email) },
          after: { reason, takenBack },
        });
        return summary;
      });
      for (const member of told)
        await mailer
          .send({
            to: member.email,
            subject: `${data.name}'s company account is closed`,
            text: `FabricMart closed ${data.name}'s company account: ${reason}\n\nYou no longer buy for it. Your own account, cart and wishlist are as they were; the company's orders, invoices and ledger are kept. Write to us from Support & Help with any question.`,
          })
          .catch(() => undefined);
      return { msg: COMPANY_MESSAGES.closed, data };
    },

    /** On hold with why, or off it; the company's Owner and Accounts are mailed either way. */
    async setHold(id: number, onHold: boolean, reasonGiven: string | undefined, operator: string) {
      const reason = reasonGiven?.trim() ?? '';
      if (onHold && !hasVisibleText(reason)) throw badRequest(HOLD_MESSAGES.reasonNeeded);
      let told: { email: string }[] = [];
      const { summary, data } = await change(id, async (trx) => {
        const before = (await repos.companies.one(trx, id))!;
        if (!onHold && !before.on_hold) throw conflict(HOLD_MESSAGES.notHeld);
        await repos.companies.setHold(trx, id, onHold ? reason : null);
        const summary = onHold ? `${before.name} put on credit hold: ${reason}` : `${before.name} taken off credit hold`;
        await repos.activity.record(trx, {
          operator,
          kind: onHold ? 'company.hold' : 'company.release',
          objectId: id,
          summary,
          before: { onHold: before.on_hold, reason: before.hold_reason },
          after: { onHold, reason: onHold ? reason : null },
        });
        told = (await repos.companies.members(trx, id)).filter((member) => may(member.role, 'seeLedger'));
        return summary;
      });
      const subject = onHold ? `${data.name} is on credit hold` : `${data.name} can pay on account again`;
      const text = onHold
        ? `FabricMart put ${data.name} on credit hold: ${reason}\n\nPay on account is paused until the hold is lifted; other payment methods still work. Your ledger, with where to pay, is in My Account › Company account:\n${links.company()}`
        : `FabricMart took ${data.name} off credit hold. Pay on account works again within the company's credit:\n${links.company()}`;
      for (const member of told) await mailer.send({ to: member.email, subject, text }).catch(() => undefined);
      return { msg: summary, data };
    },
  };
}
