import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { addToWishlistSchema, moveToCartSchema, removeFromWishlistSchema, wishlistSchema } from '../../../domain/rest/shopping.js';
import { SHOPPING_MESSAGES } from '../../../domain/shopping.js';
import { notFound } from '../../errors.js';
import { sendJsonText } from '../../json-text.js';

/** The wishlist of SPEC §7: products with the colour chosen, newest first; adding twice keeps one entry. */
export const wishlistRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** The products arrive as their JSON texts, so the answer is put together as text. */
  const wishlistText = async (userId: number, head: string) => {
    const entries = await app.repos.wishlists.list(userId);
    const products = entries.map((entry) => `{"productId":${entry.product_json},"color":${JSON.stringify(entry.color)}}`);
    return `{${head}"data":{"products":[${products.join(',')}]}}`;
  };

  app.get('/wishlist', { schema: wishlistSchema }, async (request, reply) => sendJsonText(reply, await wishlistText(request.user.id, '')));

  app.post('/wishlist/add', { schema: addToWishlistSchema }, async (request, reply) => {
    if (!(await app.repos.wishlists.add(request.user.id, Number(request.body.productId), request.body.color))) {
      throw notFound('That fabric or colour is not in the catalogue.');
    }
    return sendJsonText(reply, await wishlistText(request.user.id, `"message":${JSON.stringify(SHOPPING_MESSAGES.addedToWishlist)},`));
  });

  app.put('/wishlist/remove', { schema: removeFromWishlistSchema }, async (request, reply) => {
    if (!(await app.repos.wishlists.remove(request.user.id, Number(request.query.id))))
      throw notFound('That fabric is not in your wishlist.');
    return sendJsonText(reply, await wishlistText(request.user.id, `"msg":${JSON.stringify(SHOPPING_MESSAGES.removedFromWishlist)},`));
  });

  app.post('/wishlist/move-to-cart', { schema: moveToCartSchema }, async (request) => {
    const { productId, color, quantity } = request.body;
    const answer = await app.carts.moveFromWishlist(request.user.id, Number(productId), color, quantity);
    return { msg: answer.msg, ...(answer.notice ? { notice: answer.notice } : {}), data: answer.data.products, cart: answer.data };
  });
};
