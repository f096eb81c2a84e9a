import type { Kysely } from 'kysely';
import { newToken, sha256 } from '../auth/secrets.js';
import type { SessionCache } from '../auth/session-cache.js';
import { compiledOnce } from '../db/compiled-once.js';
import type { DB } from '../db/types.js';
import { sessionCacheLookups } from '../metrics.js';
import type { UserRow } from './users.js';

const DAY = 24 * 60 * 60 * 1000;

/** Signed-in sessions: opened, looked up (through the process's cache), revoked and pruned. */
export interface SessionRepository {
  /** A new session; the token is returned once and only its hash is kept. */
  open(userId: number): Promise<string>;
  /** The user of a live session (known, not expired, not revoked), or undefined. */
  userFor(token: string): Promise<Readonly<UserRow> | undefined>;
  /** What NOTIFY session_changes says (migration 0054): this user changed, or one of their sessions did. */
  changed(payload: string): void;
  /** Forgets every cached session: notifications may have been missed. */
  forgetAll(): void;
  /** After this process changed a user: its next request reads them afresh (other processes hear it by NOTIFY). */
  forgetUser(userId: number): void;
  /** Deletes sessions that have expired or were revoked; returns how many. */
  prune(): Promise<number>;
  revoke(token: string): Promise<void>;
}

export function createSessionRepository(db: Kysely<DB>, ttlDays: number, cache: SessionCache): SessionRepository {
  const userOf = compiledOnce((executor, { tokenHash, now }: { tokenHash: string; now: Date }) =>
    executor
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .selectAll('users')
      .select('sessions.expires_at as session_expires_at')
      .where('sessions.token_hash', '=', tokenHash)
      .where('sessions.revoked_at', 'is', null)
      .where('sessions.expires_at', '>', now),
  );

  return {
    /** A new session; the token is returned once and only its hash is kept. */
    async open(userId: number): Promise<string> {
      const token = newToken();
      await db
        .insertInto('sessions')
        .values({
          user_id: userId,
          token_hash: sha256(token),
          expires_at: new Date(Date.now() + ttlDays * DAY),
        })
        .execute();
      return token;
    },

    /**
     * The user of a live session (known, not expired, not revoked), or undefined: from the cache when this process read
     * it lately, else one read.
     */
    async userFor(token: string): Promise<Readonly<UserRow> | undefined> {
      const tokenHash = sha256(token);
      const cached = cache.get(tokenHash);
      sessionCacheLookups.inc({ outcome: cached ? 'hit' : 'miss' });
      if (cached) return cached;
      const generation = cache.generation();
      const row = (await userOf(db, { tokenHash, now: new Date() })).rows[0];
      if (!row) return undefined;
      const { session_expires_at: expiresAt, ...user } = row;
      cache.put(tokenHash, user, expiresAt, generation);
      return user;
    },

    /** What NOTIFY session_changes says (migration 0054): this user changed, or one of their sessions did. */
    changed(payload: string): void {
      // Anything but a user's id (an empty payload, say) forgets everyone: forgetting too much only costs a read.
      if (/^\d{1,15}$/.test(payload)) cache.forgetUser(Number(payload));
      else cache.forgetAll();
    },

    /** Forgets every cached session: notifications may have been missed. */
    forgetAll: () => cache.forgetAll(),

    /** After this process changed a user: its next request reads them afresh (other processes hear it by NOTIFY). */
    forgetUser: (userId: number) => cache.forgetUser(userId),

    /** Deletes sessions that have expired or were revoked; returns how many. */
    async prune(): Promise<number> {
      const result = await db
        .deleteFrom('sessions')
        .where((eb) => eb.or([eb('expires_at', '<=', new Date()), eb('revoked_at', 'is not', null)]))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async revoke(token: string): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ revoked_at: new Date() })
        .where('token_hash', '=', sha256(token))
        .where('revoked_at', 'is', null)
        .execute();
      cache.forgetToken(sha256(token));
    },
  };
}
