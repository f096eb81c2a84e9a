import { ADMIN_COUNT_LIMIT, ADMIN_SEARCH_COUNT_LIMIT } from '../../domain/admin.js';
import { paiseToRupees } from '../../domain/money.js';
import type { AdminBuyer } from '../../domain/rest/admin.js';
import { conflict, notFound } from '../errors.js';
import type { BuyerRow } from '../repositories/buyers.js';
import type { Repositories } from '../repositories/index.js';
import { pagedAnswer, type Paged, type RowChange } from './paged.js';

const toBuyer = (row: BuyerRow): AdminBuyer => ({
  _id: String(row.id),
  name: row.name,
  email: row.email,
  phone: row.phone,
  signedUpWith: row.signed_up_with,
  createdAt: row.created_at.toISOString(),
  blocked: row.blocked_at !== null,
  ordersCount: Number(row.orders_count),
  totalSpent: paiseToRupees(Number(row.spent_paise)),
});

/** Console › Buyers: found by name or email, blocked (every session ends) or unblocked. */
export interface BuyerAccounts {
  page(q: string | undefined, page: number, limit: number): Promise<Paged<AdminBuyer>>;
  block(id: number, operator: string): Promise<RowChange<AdminBuyer>>;
  unblock(id: number, operator: string): Promise<RowChange<AdminBuyer>>;
}

/** Buyers (accounts that can sign in) with what they have ordered; operators find them and block or unblock them. */
export function createBuyerAccounts(repos: Repositories, operators: readonly string[]): BuyerAccounts {
  const setBlocked = async (id: number, blocked: boolean, operator: string) => {
    const answer = await repos.transaction(async (trx) => {
      const before = await repos.buyers.one(trx, id);
      if (!before) throw notFound('There is no buyer with this id.');
      if ((before.blocked_at !== null) === blocked) throw conflict(`${before.email} is ${blocked ? 'blocked' : 'not blocked'} already.`);
      if (blocked && operators.includes(before.email.toLowerCase())) throw conflict('An operator cannot be blocked from the console.');
      await repos.buyers.setBlocked(trx, id, blocked);
      await repos.activity.record(trx, {
        operator,
        kind: blocked ? 'buyer.block' : 'buyer.unblock',
        objectId: id,
        summary: `${blocked ? 'Blocked' : 'Unblocked'} ${before.email}`,
        before: { blocked: before.blocked_at !== null },
        after: { blocked },
      });
      const after = (await repos.buyers.one(trx, id))!;
      return { msg: `${before.email} ${blocked ? 'blocked' : 'unblocked'}`, data: toBuyer(after) };
    });
    // Committed: the buyer's next request here is refused at once (other processes hear it by NOTIFY).
    repos.sessions.forgetUser(id);
    return answer;
  };

  return {
    async page(q: string | undefined, page: number, limit: number) {
      const words = q?.trim().toLowerCase() ?? '';
      const cap = words ? ADMIN_SEARCH_COUNT_LIMIT : ADMIN_COUNT_LIMIT;
      const [rows, total] = await repos.buyers.page(words, page, limit, cap);
      return pagedAnswer(rows.map(toBuyer), total, limit, cap);
    },
    block: (id: number, operator: string) => setBlocked(id, true, operator),
    unblock: (id: number, operator: string) => setBlocked(id, false, operator),
  };
}
