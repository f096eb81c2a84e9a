import { sql, type Insertable, type Kysely, type Selectable, type Transaction } from 'kysely';
import { step, type Step } from '../db/pipeline.js';
import type { CouponsTable, DB } from '../db/types.js';

/**
 * One more use by the buyer's purchase, in one statement with the check against its usage limit (the buyer's
 * redemption is kept only when the use is counted); false when it is used up.
 */
const redeeming = (trx: Transaction<DB>, couponId: number, userId: number, purchase: string): Step<boolean> =>
  step(
    trx
      .with('counted', (db) =>
        db
          .updateTable('coupons')
          .set({ times_used: sql`times_used + 1` })
          .where('id', '=', couponId)
          .where((eb) => eb.or([eb('usage_limit', 'is', null), eb('times_used', '<', eb.ref('usage_limit'))]))
          .returning('id'),
      )
      .insertInto('coupon_redemptions')
      .columns(['coupon_id', 'user_id', 'order_number'])
      .expression((db) =>
        db
          .selectFrom('counted')
          .select(['counted.id', sql<number>`${userId}::int`.as('user_id'), sql<string>`${purchase}::text`.as('order_number')]),
      )
      .returning('coupon_id'),
    ({ rows }) => rows.length > 0,
  );

/** Coupons: the console's list, made, retired, and each use counted against its limits. */
export interface CouponRepository {
  /** The console's list: active first, newest first, at most `limit`. */
  list(limit: number): Promise<Selectable<CouponsTable>[]>;
  /** A new coupon; false when one with its code exists already. */
  insert(trx: Transaction<DB>, coupon: Insertable<CouponsTable>): Promise<boolean>;
  lockByCode(trx: Transaction<DB>, code: string): Promise<{ active: boolean; times_used: number } | undefined>;
  retire(trx: Transaction<DB>, code: string): Promise<unknown>;
  /** A use counted with its limit checked, as a step (pipeline.ts): Place Order sends it beside the stock taken. */
  redeeming(trx: Transaction<DB>, couponId: number, userId: number, purchase: string): Step<boolean>;
}

/** Coupons as the console keeps them and as Place Order counts their uses. */
export function createCouponRepository(db: Kysely<DB>): CouponRepository {
  return {
    /** The console's list: active first, newest first, at most `limit`. */
    list: (limit: number) => db.selectFrom('coupons').selectAll().orderBy('active', 'desc').orderBy('id', 'desc').limit(limit).execute(),

    /** A new coupon; false when one with its code exists already. */
    insert: async (trx: Transaction<DB>, coupon: Insertable<CouponsTable>) =>
      (await trx
        .insertInto('coupons')
        .values(coupon)
        .onConflict((conflicting) => conflicting.column('code').doNothing())
        .returning('id')
        .executeTakeFirst()) !== undefined,

    lockByCode: (trx: Transaction<DB>, code: string) =>
      trx.selectFrom('coupons').select(['active', 'times_used']).where('code', '=', code).forUpdate().executeTakeFirst(),

    retire: (trx: Transaction<DB>, code: string) => trx.updateTable('coupons').set({ active: false }).where('code', '=', code).execute(),

    /** A use counted with its limit checked, as a step (pipeline.ts): Place Order sends it beside the stock taken. */
    redeeming,
  };
}
