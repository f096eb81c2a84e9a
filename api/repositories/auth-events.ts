import { sql, type Kysely } from 'kysely';
import { transaction } from '../db/transaction.js';
import type { DB } from '../db/types.js';

export type AuthEventKind =
  'signin_failure' | 'code_request' | 'support_request' | 'code_guess' | 'review' | 'quote_message' | 'claim' | 'company_invite';

export interface SubjectLimit {
  /** An email or a client address, e.g. `email:asha@mill.example.in`, `ip:203.0.113.7`. */
  subject: string;
  /** Events allowed per window. */
  max: number;
  /** Its own window, in minutes, when not the reservation's. */
  windowMinutes?: number;
}

/** Reserved (the events' ids, to give back), or refused: the subject over its limit and when its oldest event leaves the window. */
export type Reservation = { ok: true; ids: number[] } | { ok: false; subject: string; retryAfterSeconds: number };

/** Sign-in attempts and codes sent, counted per subject (email, phone, address) for their limits. */
export interface AuthEventRepository {
  /** Records one event for every subject if each is under its limit, else records nothing and names the subject over it. */
  reserve(kind: AuthEventKind, limits: SubjectLimit[], windowMinutes: number): Promise<Reservation>;
  /** Takes back reserved events (a sign-in that turned out right is not a failure). */
  release(ids: number[]): Promise<void>;
  count(kind: AuthEventKind, subject: string, windowMinutes: number): Promise<number>;
}

/**
 * The rate-limit ledger: how often something happened for a subject (an email or a client address) lately.
 * Checking a limit and counting against it is one step (reserve), so a burst of concurrent requests can never pass
 * a limit, not even by one.
 */
export function createAuthEventRepository(db: Kysely<DB>): AuthEventRepository {
  return {
    /**
     * Records one event for every subject if each is under its limit, else records nothing and names the subject
     * over its limit. Runs in one transaction holding an advisory lock per subject (taken in a fixed order), so
     * concurrent reservations for a subject count one after the other. Old events of the subjects are dropped as it goes.
     */
    async reserve(kind: AuthEventKind, limits: SubjectLimit[], windowMinutes: number): Promise<Reservation> {
      const ordered = [...limits].sort((a, b) => (a.subject < b.subject ? -1 : 1));
      const sinceOf = (limit: SubjectLimit) => new Date(Date.now() - (limit.windowMinutes ?? windowMinutes) * 60_000);
      return transaction(db, async (trx) => {
        for (const { subject } of ordered) {
          await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`${kind}:${subject}`}, 0))`.execute(trx);
        }
        const subjects = ordered.map((limit) => limit.subject);
        // Events older than the longest window of these subjects go; each subject then counts within its own.
        const oldest = new Date(Math.min(...ordered.map((limit) => sinceOf(limit).getTime())));
        await trx
          .deleteFrom('auth_events')
          .where('kind', '=', kind)
          .where('subject', 'in', subjects)
          .where('created_at', '<=', oldest)
          .execute();
        const counts = await trx
          .selectFrom('auth_events')
          .select(['subject', sql<number>`count(*)::int`.as('total'), sql<Date>`min(created_at)`.as('first')])
          .where('kind', '=', kind)
          .where((eb) => eb.or(ordered.map((limit) => eb.and([eb('subject', '=', limit.subject), eb('created_at', '>', sinceOf(limit))]))))
          .groupBy('subject')
          .execute();
        const countOf = (limit: SubjectLimit) => counts.find((row) => row.subject === limit.subject);
        const over = ordered.find((limit) => (countOf(limit)?.total ?? 0) >= limit.max);
        if (over) {
          const freeAt = new Date(countOf(over)!.first).getTime() + (over.windowMinutes ?? windowMinutes) * 60_000;
          return { ok: false, subject: over.subject, retryAfterSeconds: Math.max(1, Math.ceil((freeAt - Date.now()) / 1000)) };
        }
        const rows = await trx
          .insertInto('auth_events')
          .values(subjects.map((subject) => ({ kind, subject })))
          .returning('id')
          .execute();
        return { ok: true, ids: rows.map((row) => row.id) };
      });
    },

    /** Takes back reserved events (a sign-in that turned out right is not a failure). */
    async release(ids: number[]): Promise<void> {
      if (ids.length > 0) await db.deleteFrom('auth_events').where('id', 'in', ids).execute();
    },

    async count(kind: AuthEventKind, subject: string, windowMinutes: number): Promise<number> {
      const since = new Date(Date.now() - windowMinutes * 60_000);
      const row = await db
        .selectFrom('auth_events')
        .select(sql<number>`count(*)::int`.as('total'))
        .where('kind', '=', kind)
        .where('subject', '=', subject)
        .where('created_at', '>', since)
        .executeTakeFirstOrThrow();
      return row.total;
    },
  };
}
