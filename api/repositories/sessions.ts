import type { Kysely } from 'kysely';
import { newToken, sha256 } from '../auth/secrets.js';
import type { DB } from '../db/types.js';

const DAY = 24 * 60 * 60 * 1000;

export function createSessionRepository(db: Kysely<DB>, ttlDays: number) {
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

    /** The user id of a live session (known, not expired, not revoked), or undefined. */
    async userIdFor(token: string): Promise<number | undefined> {
      const row = await db
        .selectFrom('sessions')
        .select('user_id')
        .where('token_hash', '=', sha256(token))
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', new Date())
        .executeTakeFirst();
      return row?.user_id;
    },

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
