import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { rupeesToPaise } from '../../../domain/money.js';
import {
  adminOrdersSchema,
  advanceOrderSchema,
  createCouponSchema,
  deactivateCouponSchema,
  delayOrderSchema,
  setStockSchema,
} from '../../../domain/rest/checkout.js';
import { badRequest, conflict, forbidden, notFound } from '../../errors.js';

/**
 * Operators' tools under /api/admin: move orders along, record delays, set stock, make and retire coupons. Registered
 * inside the signed-in routes (so a buyer is known); only emails listed in ADMIN_EMAILS pass, everyone else gets 403.
 */
export const adminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', async (request) => {
    if (!app.settings.auth.adminEmails.includes(request.user.email.toLowerCase())) throw forbidden('Only operators may do this.');
  });

  app.get('/orders', { schema: adminOrdersSchema }, async (request) => app.orders.latest(request.query.status, request.query.limit ?? 20));

  app.post('/order/:id/advance', { schema: advanceOrderSchema }, async (request) => app.orders.advance(Number(request.params.id)));

  app.post('/order/:id/delay', { schema: delayOrderSchema }, async (request) =>
    app.orders.delay(Number(request.params.id), request.body.message),
  );

  app.put('/stock', { schema: setStockSchema }, async (request) =>
    app.orders.setStock(Number(request.body.productId), request.body.color, request.body.stock),
  );

  app.post('/coupons', { schema: createCouponSchema }, async (request) => {
    const { code, description, kind, value, minSubtotal, maxDiscount, usageLimit, perBuyerLimit, endsAt } = request.body;
    if (kind === 'percent' && (value > 100 || !Number.isInteger(value)))
      throw badRequest('A percent coupon takes a whole number from 1 to 100.');
    if (endsAt && Date.parse(endsAt) <= Date.now()) throw badRequest('The end date must be in the future.');
    const created = await app.repos.coupons.create({
      code: code.toUpperCase(),
      description,
      kind,
      value: kind === 'percent' ? value : rupeesToPaise(value),
      min_subtotal_paise: rupeesToPaise(minSubtotal ?? 0),
      max_discount_paise: maxDiscount === undefined ? null : rupeesToPaise(maxDiscount),
      usage_limit: usageLimit ?? null,
      per_buyer_limit: perBuyerLimit ?? 1,
      ends_at: endsAt ? new Date(endsAt) : null,
    });
    if (!created) throw conflict(`A coupon ${code.toUpperCase()} exists already.`);
    return { msg: `Coupon ${code.toUpperCase()} created` };
  });

  app.delete('/coupons/:code', { schema: deactivateCouponSchema }, async (request) => {
    if (!(await app.repos.coupons.deactivate(request.params.code)))
      throw notFound(`${request.params.code.toUpperCase()} is not a coupon we know.`);
    return { msg: `Coupon ${request.params.code.toUpperCase()} deactivated` };
  });
};
