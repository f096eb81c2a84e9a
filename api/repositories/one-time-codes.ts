import { sql, type Kysely } from 'kysely';
import { transaction } from '../db/transaction.js';
import { CODE_MAX_FAILED_ATTEMPTS, CODE_TTL_MINUTES } from '../auth/rules.js';
import { hashCode, newCode, sameHash, sha256 } from '../auth/secrets.js';
import type { DB } from '../db/types.js';

export type CodePurpose = 'signin' | 'login';
export type CodeCheck = 'ok' | 'wrong' | 'expired' | 'none';

/** One-time sign-in codes as stored (only their hashes). */
export interface CodeRepository {
  /** Issues a new code for the email, tied to `challenge` (kept as its hash). Earlier codes keep working. */
  issue(email: string, purpose: CodePurpose, challenge: string): Promise<string>;
  /** Deletes codes that were used or have expired; returns how many. */
  prune(): Promise<number>;
  /** Checks a code and, when right, uses it up: a code works once, however many try it at the same time. */
  consume(email: string, purpose: CodePurpose, code: string, challenge: string | undefined): Promise<CodeCheck>;
}

export function createCodeRepository(db: Kysely<DB>): CodeRepository {
  return {
    /** Issues a new code for the email, tied to `challenge` (kept as its hash). Earlier codes keep working. */
    async issue(email: string, purpose: CodePurpose, challenge: string): Promise<string> {
      const code = newCode();
      await transaction(db, async (trx) => {
        const { id } = await trx
          .insertInto('one_time_codes')
          .values({
            email,
            purpose,
            code_hash: 'pending',
            challenge_hash: sha256(challenge),
            expires_at: new Date(Date.now() + CODE_TTL_MINUTES * 60_000),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .updateTable('one_time_codes')
          .set({ code_hash: hashCode(id, code) })
          .where('id', '=', id)
          .execute();
      });
      return code;
    },

    /** Deletes codes that were used or have expired; returns how many. */
    async prune(): Promise<number> {
      const result = await db
        .deleteFrom('one_time_codes')
        .where((eb) => eb.or([eb('used_at', 'is not', null), eb('expires_at', '<=', new Date())]))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /**
     * Checks a code and, when right, uses it up (and ends every other code for this email and purpose), in one
     * transaction with the row locked, so a code works once even under concurrent tries. With a challenge, the code
     * issued for it is tried, and a wrong try counts against that code only (the fifth kills it). Without one, the
     * newest code is tried and a wrong try changes nothing here: the caller bounds such tries per email.
     */
    async consume(email: string, purpose: CodePurpose, code: string, challenge: string | undefined): Promise<CodeCheck> {
      return transaction(db, async (trx) => {
        let query = trx
          .selectFrom('one_time_codes')
          .selectAll()
          .where(sql<string>`lower(email)`, '=', email)
          .where('purpose', '=', purpose)
          .where('used_at', 'is', null);
        query =
          challenge === undefined
            ? query.orderBy('created_at', 'desc').orderBy('id', 'desc')
            : query.where('challenge_hash', '=', sha256(challenge));
        const row = await query.limit(1).forUpdate().executeTakeFirst();
        if (!row || row.failed_attempts >= CODE_MAX_FAILED_ATTEMPTS) return 'none';
        if (row.expires_at <= new Date()) return 'expired';
        if (!sameHash(row.code_hash, hashCode(row.id, code))) {
          if (challenge !== undefined)
            await trx
              .updateTable('one_time_codes')
              .set({ failed_attempts: row.failed_attempts + 1 })
              .where('id', '=', row.id)
              .execute();
          return 'wrong';
        }
        await trx
          .updateTable('one_time_codes')
          .set({ used_at: new Date() })
          .where(sql<string>`lower(email)`, '=', email)
          .where('purpose', '=', purpose)
          .where('used_at', 'is', null)
          .execute();
        return 'ok';
      });
    },
  };
}
