import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import type { CouponsTable, DB } from '../db/types.js';

/** Coupons as the console keeps them and as Place Order counts their uses. */
export function createCouponRepository(db: Kysely<DB>) {
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

    /** One more use, in one step with the check against its usage limit; false when it is used up. */
    countUse: async (trx: Transaction<DB>, couponId: number) =>
      Number(
        (
          await trx
            .updateTable('coupons')
            .set({ times_used: sql`times_used + 1` })
            .where('id', '=', couponId)
            .where((eb) => eb.or([eb('usage_limit', 'is', null), eb('times_used', '<', eb.ref('usage_limit'))]))
            .executeTakeFirst()
        ).numUpdatedRows,
      ) > 0,

    /** The buyer's use of it, by purchase (their per-buyer limit counts these). */
    redeem: (trx: Transaction<DB>, couponId: number, userId: number, purchase: string) =>
      trx.insertInto('coupon_redemptions').values({ coupon_id: couponId, user_id: userId, order_number: purchase }).execute(),
  };
}
