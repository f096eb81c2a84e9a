import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  addToCartSchema,
  cartSchema,
  couponSchema,
  removeFromCartSchema,
  totalPriceSchema,
  updateCartSchema,
} from '../../../domain/rest/shopping.js';

/** The cart and its coupon (SPEC §7). Every change answers the whole cart. */
export const cartRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/user/cart', { schema: cartSchema }, async (request) => ({ data: await app.carts.read(request.user.id) }));

  app.get('/user/cart/totalprice', { schema: totalPriceSchema }, async (request) => ({
    totalPrice: (await app.carts.read(request.user.id)).totalPrice,
  }));

  app.post('/user/add-to-cart', { schema: addToCartSchema }, async (request) => {
    const { productId, color, quantity } = request.body;
    const answer = await app.carts.add(request.user.id, Number(productId), color, quantity);
    // SPEC §7: data is the cart's products.
    return { msg: answer.msg, ...(answer.notice ? { notice: answer.notice } : {}), data: answer.data.products, cart: answer.data };
  });

  app.patch('/user/updateCart', { schema: updateCartSchema }, async (request) =>
    app.carts.update(request.user.id, Number(request.body.productId), request.body.color, request.body.quantity),
  );

  app.post('/user/remove-from-cart', { schema: removeFromCartSchema }, async (request) =>
    app.carts.remove(
      request.user.id,
      Number(request.body.productId),
      request.body.color,
      request.body.quoteId === undefined ? undefined : Number(request.body.quoteId),
    ),
  );

  app.post('/user/apply-coupon', { schema: couponSchema }, async (request) =>
    app.carts.applyCoupon(request.user.id, request.body.couponCode),
  );

  app.post('/user/remove-coupon', { schema: couponSchema }, async (request) =>
    app.carts.removeCoupon(request.user.id, request.body.couponCode),
  );
};
