import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/types.js';

export type AuthEventKind = 'signin_failure' | 'code_request';

/** The rate-limit ledger: how often something happened for a subject (an email or a client address) lately. */
export function createAuthEventRepository(db: Kysely<DB>) {
  return {
    async count(kind: AuthEventKind, subject: string, windowMinutes: number): Promise<number> {
      const since = new Date(Date.now() - windowMinutes * 60_000);
      const row = await db.selectFrom('auth_events').select(sql<number>`count(*)::int`.as('total'))
        .where('kind', '=', kind).where('subject', '=', subject).where('created_at', '>', since)
        .executeTakeFirstOrThrow();
      return row.total;
    },

    /** Records an event and drops the subjects' events that have left the window, so the ledger stays small. */
    async record(kind: AuthEventKind, subjects: string[], windowMinutes: number): Promise<void> {
      const since = new Date(Date.now() - windowMinutes * 60_000);
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('auth_events').where('kind', '=', kind).where('subject', 'in', subjects).where('created_at', '<=', since).execute();
        await trx.insertInto('auth_events').values(subjects.map((subject) => ({ kind, subject }))).execute();
      });
    },
  };
}

export type AuthEventRepository = ReturnType<typeof createAuthEventRepository>;
