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

/** The business a buyer buys for: their company's, else their own profile. */
export interface BusinessProfileRepository {
  /** Their company's profile when they are a member of one, else their own (inside a transaction, pass it). */
  read(userId: number, executor?: Kysely<DB> | Transaction<DB>): Promise<BusinessProfileValues | undefined>;
  /** The buyer's own profile, whether or not they are in a company (a company is made from it). */
  own(userId: number, executor?: Kysely<DB> | Transaction<DB>): Promise<BusinessProfileValues | undefined>;
  save(userId: number, values: BusinessProfileValues, executor?: Kysely<DB> | Transaction<DB>): Promise<BusinessProfileValues>;
}

/** A buyer's business: company, GSTIN and billing address, one per account. */
export function createBusinessProfileRepository(db: Kysely<DB>): BusinessProfileRepository {
  const columns = ['company_name', 'gstin', 'address', 'city', 'state_code', 'pin_code'] as const;
  return {
    /**
     * The business the user buys for: their company's when they are a member of one, else their own profile. Inside a
     * transaction, pass it: PGlite has one connection, and a read beside it would wait for it forever.
     */
    read: async (userId: number, executor: Kysely<DB> | Transaction<DB> = db): Promise<BusinessProfileValues | undefined> =>
      (await executor
        .selectFrom('company_members as m')
        .innerJoin('companies as c', 'c.id', 'm.company_id')
        .select(['c.name as company_name', 'c.gstin', 'c.address', 'c.city', 'c.state_code', 'c.pin_code'])
        .where('m.user_id', '=', userId)
        .unionAll(
          executor
            .selectFrom('business_profiles as b')
            .select(['b.company_name', 'b.gstin', 'b.address', 'b.city', 'b.state_code', 'b.pin_code'])
            .where('b.user_id', '=', userId)
            .where((eb) => eb.not(eb.exists(eb.selectFrom('company_members').select('user_id').where('user_id', '=', userId)))),
        )
        .executeTakeFirst()) as BusinessProfileValues | undefined,

    /** The buyer's own profile, whether or not they are in a company (a company is made from it). */
    own: (userId: number, executor: Kysely<DB> | Transaction<DB> = db): Promise<BusinessProfileValues | undefined> =>
      executor.selectFrom('business_profiles').select(columns).where('user_id', '=', userId).executeTakeFirst(),

    save: (userId: number, values: BusinessProfileValues, executor: Kysely<DB> | Transaction<DB> = db): Promise<BusinessProfileValues> =>
      executor
        .insertInto('business_profiles')
        .values({ user_id: userId, ...values })
        .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ ...values, updated_at: new Date() }))
        .returning(columns)
        .executeTakeFirstOrThrow(),
  };
}
