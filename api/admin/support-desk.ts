import type { ShopLinks } from '../../domain/links.js';
import { sql } from 'kysely';
import { ADMIN_COUNT_LIMIT } from '../../domain/admin.js';
import { countUpTo } from '../db/count-up-to.js';
import { pagedAnswer } from './paged.js';
import type { AdminSupportRequest } from '../../domain/rest/admin.js';
import { EMAIL_PATTERN } from '../../domain/validation.js';
import type { Mailer } from '../auth/mailer.js';
import { conflict, notFound } from '../errors.js';
import type { Repositories } from '../repositories/index.js';

const supportColumns = (db: Repositories['db']) =>
  db
    .selectFrom('support_requests as s')
    .leftJoin('users as u', 'u.id', 's.user_id')
    .select(['s.id', 's.name', 's.contact_details', 's.message', 's.user_id', 's.handled_at', 's.replied_at', 's.created_at', 'u.email']);
type SupportRow = Awaited<ReturnType<ReturnType<typeof supportColumns>['executeTakeFirstOrThrow']>>;

const toRequest = (row: SupportRow): AdminSupportRequest => ({
  _id: String(row.id),
  name: row.name,
  contactDetails: row.contact_details,
  message: row.message,
  accountEmail: row.email,
  signedIn: row.user_id !== null,
  handled: row.handled_at !== null,
  repliedAt: row.replied_at?.toISOString() ?? null,
  createdAt: row.created_at.toISOString(),
});

/** Where a reply goes: the signed-in sender's account, else the contact details when they are an email address. */
const replyAddress = (row: SupportRow) => row.email ?? (EMAIL_PATTERN.test(row.contact_details.trim()) ? row.contact_details.trim() : null);

/** Support requests (POST /user/support) as operators read, answer and close them. */
export function createSupportDesk(repos: Repositories, mailer: Mailer, links: ShopLinks) {
  const one = async (id: number, db: Repositories['db'] = repos.db) => {
    const row = await supportColumns(db).where('s.id', '=', id).executeTakeFirst();
    if (!row) throw notFound('There is no support request with this id.');
    return row;
  };

  return {
    async page(handled: boolean | undefined, page: number, limit: number) {
      let query = supportColumns(repos.db);
      let count = repos.db.selectFrom('support_requests as s');
      if (handled !== undefined) {
        query = query.where('s.handled_at', handled ? 'is not' : 'is', null);
        count = count.where('s.handled_at', handled ? 'is not' : 'is', null);
      }
      const [rows, total] = await Promise.all([
        query
          .orderBy('s.created_at', 'desc')
          .orderBy('s.id', 'desc')
          .limit(limit)
          .offset((page - 1) * limit)
          .execute(),
        countUpTo(repos.db, count, ADMIN_COUNT_LIMIT),
      ]);
      return pagedAnswer(rows.map(toRequest), total, limit);
    },

    /** How many requests wait for an operator (the console's Support count). */
    waiting: async () =>
      (
        await repos.db
          .selectFrom('support_requests')
          .select(sql<number>`count(*)::int`.as('total'))
          .where('handled_at', 'is', null)
          .executeTakeFirstOrThrow()
      ).total,

    mark: (id: number, handled: boolean, operator: string) =>
      repos.transaction(async (trx) => {
        const before = await one(id, trx);
        await trx
          .updateTable('support_requests')
          .set({ handled_at: handled ? new Date() : null })
          .where('id', '=', id)
          .execute();
        await repos.activity.record(trx, {
          operator,
          kind: handled ? 'support.handle' : 'support.reopen',
          objectId: id,
          summary: `${handled ? 'Marked handled' : 'Reopened'} the request from ${before.name}`,
          before: { handled: before.handled_at !== null },
          after: { handled },
        });
        const after = await supportColumns(trx).where('s.id', '=', id).executeTakeFirstOrThrow();
        return { msg: handled ? 'Marked handled' : 'Reopened', data: toRequest(after) };
      }),

    /** The reply goes out through the mail path of sign-in codes (the outbox without SMTP); the request is handled. */
    async reply(id: number, message: string, operator: string) {
      const row = await one(id);
      const to = replyAddress(row);
      if (!to) throw conflict(`This request left no email address to reply to: contact ${row.name} at ${row.contact_details}.`);
      await mailer.send({
        to,
        subject: 'Your FabricMart support request',
        text: `${message.trim()}\n\n— FabricMart support\n\nYou wrote on ${row.created_at.toISOString().slice(0, 10)}:\n${row.message}\n\nWrite to us again: ${links.support()}`,
      });
      return repos.transaction(async (trx) => {
        await trx.updateTable('support_requests').set({ replied_at: new Date(), handled_at: new Date() }).where('id', '=', id).execute();
        await repos.activity.record(trx, {
          operator,
          kind: 'support.reply',
          objectId: id,
          summary: `Replied to ${row.name} at ${to}`,
          before: { handled: row.handled_at !== null },
          after: { handled: true, reply: message.trim() },
        });
        const after = await supportColumns(trx).where('s.id', '=', id).executeTakeFirstOrThrow();
        return { msg: `Reply sent to ${to}`, data: toRequest(after) };
      });
    },
  };
}
