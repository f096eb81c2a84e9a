import type { Kysely } from 'kysely';
import { newToken, sha256 } from '../auth/secrets.js';
import type { DB } from '../db/types.js';

/** How long a browser stays known after it last signed in. */
export const DEVICE_TTL_DAYS = 365;

/** Browsers that signed in before (a known device is not asked for a second code). */
export interface DeviceRepository {
  /** The account a device token has signed in to lately, if any. */
  userOf(token: string): Promise<number | undefined>;
  /** The browser signed in to this account: its token kept fresh when it is this account's, else a new one. */
  remember(userId: number, token: string | undefined): Promise<string>;
  prune(): Promise<unknown>;
}

/** Browsers that have signed in to an account: a random token in a cookie, kept here only as its hash. */
export function createDeviceRepository(db: Kysely<DB>): DeviceRepository {
  const since = () => new Date(Date.now() - DEVICE_TTL_DAYS * 24 * 60 * 60 * 1000);
  return {
    /** The account a device token has signed in to lately, if any. */
    async userOf(token: string): Promise<number | undefined> {
      const row = await db
        .selectFrom('known_devices')
        .select('user_id')
        .where('token_hash', '=', sha256(token))
        .where('last_seen_at', '>', since())
        .executeTakeFirst();
      return row?.user_id;
    },

    /** The browser signed in to this account: its token kept fresh when it is this account's, else a new one. */
    async remember(userId: number, token: string | undefined): Promise<string> {
      if (token) {
        const seen = await db
          .updateTable('known_devices')
          .set({ last_seen_at: new Date() })
          .where('token_hash', '=', sha256(token))
          .where('user_id', '=', userId)
          .executeTakeFirst();
        if (Number(seen.numUpdatedRows) > 0) return token;
      }
      const fresh = newToken();
      await db
        .insertInto('known_devices')
        .values({ token_hash: sha256(fresh), user_id: userId })
        .execute();
      return fresh;
    },

    prune: () => db.deleteFrom('known_devices').where('last_seen_at', '<=', since()).execute(),
  };
}
