import type { Kysely } from 'kysely';
import { newToken, sha256 } from '../auth/secrets.js';
import { compiledOnce } from '../db/compiled-once.js';
import type { DB } from '../db/types.js';

const DAY = 24 * 60 * 60 * 1000;

export function createSessionRepository(db: Kysely<DB>, ttlDays: number) {
  const userOf = compiledOnce((executor, { tokenHash, now }: { tokenHash: string; now: Date }) =>
    executor
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .selectAll('users')
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

    /** The user of a live session (known, not expired, not revoked), or undefined: one read for every signed-in request. */
    userFor: async (token: string) => (await userOf(db, { tokenHash: sha256(token), now: new Date() })).rows[0],

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
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
