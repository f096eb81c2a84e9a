import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { adminCouponsSchema, createCouponSchema, deactivateCouponSchema } from '../../../domain/rest/admin.js';
import { operatorOf } from './operator.js';

/** Coupons: every coupon with its uses so far; make one; retire one. */
export const couponRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/coupons', { schema: adminCouponsSchema }, async () => ({ data: await app.console.coupons.list() }));
  app.post('/coupons', { schema: createCouponSchema }, async (request) => app.console.coupons.create(request.body, operatorOf(request)));
  app.delete('/coupons/:code', { schema: deactivateCouponSchema }, async (request) =>
    app.console.coupons.retire(request.params.code, operatorOf(request)),
  );
};
