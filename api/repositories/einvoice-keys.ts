import type { Kysely } from 'kysely';
import type { DB } from '../db/types.js';

/** The stand-in e-invoice portal's signing key pair, made once and kept. */
export interface EinvoiceKeyRepository {
  /** The kept pair, or `made` when none was kept yet. */
  keep(made: { privateKey: string; publicKey: string }): Promise<{ privateKey: string; publicKey: string }>;
}

/** The stand-in registry's key pair (PEM), made once: the first process to ask keeps `made`, every other reads it. */
export function createEinvoiceKeyRepository(db: Kysely<DB>): EinvoiceKeyRepository {
  return {
    async keep(made: { privateKey: string; publicKey: string }) {
      await db
        .insertInto('einvoice_stand_in_key')
        .values({ private_key: made.privateKey, public_key: made.publicKey })
        .onConflict((conflict) => conflict.column('singleton').doNothing())
        .execute();
      const row = await db.selectFrom('einvoice_stand_in_key').select(['private_key', 'public_key']).executeTakeFirstOrThrow();
      return { privateKey: row.private_key, publicKey: row.public_key };
    },
  };
}
