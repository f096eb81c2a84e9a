import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/types.js';

export interface BusinessProfileValues {
  company_name: string;
  gstin: string | null;
  address: string;
  city: string;
  state_code: string;
  pin_code: string;
}

/** A buyer's business: company, GSTIN and billing address, one per account. */
export function createBusinessProfileRepository(db: Kysely<DB>) {
  const columns = ['company_name', 'gstin', 'address', 'city', 'state_code', 'pin_code'] as const;
  return {
    /** Inside a transaction, pass it: PGlite has one connection, and a read beside it would wait for it forever. */
    read: (userId: number, executor: Kysely<DB> | Transaction<DB> = db): Promise<BusinessProfileValues | undefined> =>
      executor.selectFrom('business_profiles').select(columns).where('user_id', '=', userId).executeTakeFirst(),

    save: (userId: number, values: BusinessProfileValues): Promise<BusinessProfileValues> =>
      db
        .insertInto('business_profiles')
        .values({ user_id: userId, ...values })
        .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ ...values, updated_at: new Date() }))
        .returning(columns)
        .executeTakeFirstOrThrow(),
  };
}
