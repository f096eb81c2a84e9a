import type { ShopLinks } from '../../domain/links.js';
import { pagedAnswer, type Paged, type RowChange } from './paged.js';
import type { AdminSupportRequest } from '../../domain/rest/admin.js';
import { EMAIL_PATTERN } from '../../domain/validation.js';
import type { Mailer } from '../auth/mailer.js';
import { conflict, notFound } from '../errors.js';
import type { Repositories } from '../repositories/index.js';
import type { SupportRow } from '../repositories/support-requests.js';
import type { Executor } from '../db/executor.js';

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

/** Console › Support: requests newest first, marked handled or reopened, answered by email. */
export interface SupportDesk {
  page(handled: boolean | undefined, page: number, limit: number): Promise<Paged<AdminSupportRequest>>;
  /** How many requests wait for an operator (the console's Support count). */
  waiting(): Promise<number>;
  mark(id: number, handled: boolean, operator: string): Promise<RowChange<AdminSupportRequest>>;
  /** The reply goes out through the mail path of sign-in codes; the request is handled. */
  reply(id: number, message: string, operator: string): Promise<RowChange<AdminSupportRequest>>;
}

/** Support requests (POST /user/support) as operators read, answer and close them. */
export function createSupportDesk(repos: Repositories, mailer: Mailer, links: ShopLinks): SupportDesk {
  const one = async (id: number, executor: Executor = repos.db) => {
    const row = await repos.supportRequests.one(executor, id);
    if (!row) throw notFound('There is no support request with this id.');
    return row;
  };

  return {
    async page(handled: boolean | undefined, page: number, limit: number) {
      const { rows, total } = await repos.supportRequests.page(handled, page, limit);
      return pagedAnswer(rows.map(toRequest), total, limit);
    },

    /** How many requests wait for an operator (the console's Support count). */
    waiting: repos.supportRequests.waiting,

    mark: (id: number, handled: boolean, operator: string) =>
      repos.transaction(async (trx) => {
        const before = await one(id, trx);
        await repos.supportRequests.setHandled(trx, id, handled);
        await repos.activity.record(trx, {
          operator,
          kind: handled ? 'support.handle' : 'support.reopen',
          objectId: id,
          summary: `${handled ? 'Marked handled' : 'Reopened'} the request from ${before.name}`,
          before: { handled: before.handled_at !== null },
          after: { handled },
        });
        const after = await one(id, trx);
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
        await repos.supportRequests.markReplied(trx, id);
        await repos.activity.record(trx, {
          operator,
          kind: 'support.reply',
          objectId: id,
          summary: `Replied to ${row.name} at ${to}`,
          before: { handled: row.handled_at !== null },
          after: { handled: true, reply: message.trim() },
        });
        const after = await one(id, trx);
        return { msg: `Reply sent to ${to}`, data: toRequest(after) };
      });
    },
  };
}
