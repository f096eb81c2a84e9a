import type { AdminCoupon, CouponBody } from '../../domain/rest/admin.js';
import { paiseToRupees, rupeesToPaise } from '../../domain/money.js';
import { badRequest, conflict, notFound } from '../errors.js';
import type { Repositories } from '../repositories/index.js';

/** Console › Coupons: listed with their uses, made, retired. */
export interface CouponBook {
  list(): Promise<AdminCoupon[]>;
  create(body: CouponBody, operator: string): Promise<{ msg: string }>;
  retire(code: string, operator: string): Promise<{ msg: string }>;
}

/** Coupons as operators list, make and retire them (the fields of `npm run admin -- coupon`). */
export function createCouponBook(repos: Repositories, now: () => Date = () => new Date()): CouponBook {
  return {
    async list(): Promise<AdminCoupon[]> {
      const rows = await repos.coupons.list(500);
      return rows.map((row) => ({
        code: row.code,
        description: row.description,
        kind: row.kind,
        value: row.kind === 'percent' ? row.value : paiseToRupees(row.value),
        minSubtotal: paiseToRupees(row.min_subtotal_paise),
        maxDiscount: row.max_discount_paise === null ? null : paiseToRupees(row.max_discount_paise),
        usageLimit: row.usage_limit,
        perBuyerLimit: row.per_buyer_limit,
        timesUsed: row.times_used,
        endsAt: row.ends_at?.toISOString() ?? null,
        active: row.active,
      }));
    },

    create: (body: CouponBody, operator: string) =>
      repos.transaction(async (trx) => {
        const { code, description, kind, value, minSubtotal, maxDiscount, usageLimit, perBuyerLimit, endsAt } = body;
        if (kind === 'percent' && (value > 100 || !Number.isInteger(value)))
          throw badRequest('A percent coupon takes a whole number from 1 to 100.');
        if (endsAt && Date.parse(endsAt) <= now().getTime()) throw badRequest('The end date must be in the future.');
        const upper = code.toUpperCase();
        const created = await repos.coupons.insert(trx, {
          code: upper,
          description,
          kind,
          value: kind === 'percent' ? value : rupeesToPaise(value),
          min_subtotal_paise: rupeesToPaise(minSubtotal ?? 0),
          max_discount_paise: maxDiscount === undefined ? null : rupeesToPaise(maxDiscount),
          usage_limit: usageLimit ?? null,
          per_buyer_limit: perBuyerLimit ?? 1,
          ends_at: endsAt ? new Date(endsAt) : null,
        });
        if (!created) throw conflict(`A coupon ${upper} exists already.`);
        await repos.activity.record(trx, {
          operator,
          kind: 'coupon.create',
          objectId: upper,
          summary: `Created coupon ${upper}: ${description}`,
          after: { ...body, code: upper },
        });
        return { msg: `Coupon ${upper} created` };
      }),

    retire: (code: string, operator: string) =>
      repos.transaction(async (trx) => {
        const upper = code.toUpperCase();
        const row = await repos.coupons.lockByCode(trx, upper);
        if (!row) throw notFound(`${upper} is not a coupon we know.`);
        await repos.coupons.retire(trx, upper);
        await repos.activity.record(trx, {
          operator,
          kind: 'coupon.retire',
          objectId: upper,
          summary: `Retired coupon ${upper} after ${row.times_used} use${row.times_used === 1 ? '' : 's'}`,
          before: { active: row.active },
          after: { active: false },
        });
        return { msg: `Coupon ${upper} deactivated` };
      }),
  };
}
