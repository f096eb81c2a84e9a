import { sql, type Kysely } from 'kysely';
import { CODE_MAX_FAILED_ATTEMPTS, CODE_TTL_MINUTES } from '../auth/rules.js';
import { hashCode, newCode, sameHash } from '../auth/secrets.js';
import type { DB } from '../db/types.js';

export type CodePurpose = 'signin' | 'login';
export type CodeCheck = 'ok' | 'wrong' | 'expired' | 'none';

export function createCodeRepository(db: Kysely<DB>) {
  return {
    /** Issues a new code for the email; earlier unused codes for the same purpose stop working. */
    async issue(email: string, purpose: CodePurpose): Promise<string> {
      const code = newCode();
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('one_time_codes').set({ used_at: new Date() })
          .where(sql<string>`lower(email)`, '=', email).where('purpose', '=', purpose).where('used_at', 'is', null).execute();
        const { id } = await trx.insertInto('one_time_codes').values({
          email, purpose, code_hash: 'pending', expires_at: new Date(Date.now() + CODE_TTL_MINUTES * 60_000),
        }).returning('id').executeTakeFirstOrThrow();
        await trx.updateTable('one_time_codes').set({ code_hash: hashCode(id, code) }).where('id', '=', id).execute();
      });
      return code;
    },

    /** Deletes codes that were used or have expired; returns how many. */
    async prune(): Promise<number> {
      const result = await db.deleteFrom('one_time_codes')
        .where((eb) => eb.or([eb('used_at', 'is not', null), eb('expires_at', '<=', new Date())]))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /**
     * Checks and, when right, uses up the latest code, in one transaction with the row locked, so a code
     * works once even under concurrent tries. A wrong try counts; the fifth wrong try kills the code.
     */
    async consume(email: string, purpose: CodePurpose, code: string): Promise<CodeCheck> {
      return db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom('one_time_codes').selectAll()
          .where(sql<string>`lower(email)`, '=', email).where('purpose', '=', purpose).where('used_at', 'is', null)
          .orderBy('created_at', 'desc').orderBy('id', 'desc').limit(1).forUpdate()
          .executeTakeFirst();
        if (!row || row.failed_attempts >= CODE_MAX_FAILED_ATTEMPTS) return 'none';
        if (row.expires_at <= new Date()) return 'expired';
        if (!sameHash(row.code_hash, hashCode(row.id, code))) {
          await trx.updateTable('one_time_codes').set({ failed_attempts: row.failed_attempts + 1 }).where('id', '=', row.id).execute();
          return 'wrong';
        }
        await trx.updateTable('one_time_codes').set({ used_at: new Date() }).where('id', '=', row.id).execute();
        return 'ok';
      });
    },
  };
}

export type CodeRepository = ReturnType<typeof createCodeRepository>;
