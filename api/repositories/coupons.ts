import type { Kysely } from 'kysely';
import type { DB } from '../db/types.js';

export interface NewCoupon {
  code: string;
  description: string;
  kind: 'percent' | 'flat';
  /** The percentage, or paise for a flat coupon. */
  value: number;
  min_subtotal_paise: number;
  max_discount_paise: number | null;
  usage_limit: number | null;
  per_buyer_limit: number;
  ends_at: Date | null;
}

/** Coupons as operators make and retire them (buyers use them through the cart). */
export function createCouponRepository(db: Kysely<DB>) {
  return {
    /** False when a coupon with the code exists. */
    create: async (coupon: NewCoupon): Promise<boolean> =>
      (await db
        .insertInto('coupons')
        .values(coupon)
        .onConflict((conflict) => conflict.column('code').doNothing())
        .returning('id')
        .executeTakeFirst()) !== undefined,

    deactivate: async (code: string): Promise<boolean> =>
      Number(
        (await db.updateTable('coupons').set({ active: false }).where('code', '=', code.toUpperCase()).executeTakeFirst()).numUpdatedRows,
      ) > 0,
  };
}
