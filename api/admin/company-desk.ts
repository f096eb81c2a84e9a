import { ADMIN_COUNT_LIMIT, ADMIN_SEARCH_COUNT_LIMIT } from '../../domain/admin.js';
import { TERMS_NAMES } from '../../domain/company.js';
import { formatRupees, rupeesToPaise } from '../../domain/money.js';
import type { TermsBody } from '../../domain/rest/company.js';
import { adminCompanyOf } from '../company/company-answer.js';
import { creditStanding } from '../company/credit-position.js';
import { indianDay } from '../../domain/day.js';
import { notFound } from '../errors.js';
import type { Repositories } from '../repositories/index.js';
import { pagedAnswer } from './paged.js';

const NO_COMPANY = 'There is no company with this id.';

/** Companies as operators run them: found by name, GSTIN or city; payment terms, credit limit and credit hold. */
export function createCompanyDesk(repos: Repositories) {
  async function change<T>(id: number, work: (trx: Parameters<Parameters<Repositories['transaction']>[0]>[0]) => Promise<T>) {
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

    async setHold(id: number, onHold: boolean, operator: string) {
      const { summary, data } = await change(id, async (trx) => {
        const before = (await repos.companies.one(trx, id))!;
        await repos.companies.setHold(trx, id, onHold);
        const summary = `${before.name} ${onHold ? 'put on credit hold' : 'taken off credit hold'}`;
        await repos.activity.record(trx, {
          operator,
          kind: onHold ? 'company.hold' : 'company.release',
          objectId: id,
          summary,
          before: { onHold: before.on_hold },
          after: { onHold },
        });
        return summary;
      });
      return { msg: summary, data };
    },
  };
}

export type CompanyDesk = ReturnType<typeof createCompanyDesk>;
