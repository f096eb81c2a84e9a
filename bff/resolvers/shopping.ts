import type { IResolvers, MercuriusContext } from 'mercurius';
import type { RestProductDetail } from '../../domain/rest/catalogue.js';
import type { RestCart, RestCartChange, RestCartLine, RestReview, RestWishlistEntry } from '../rest-types.js';
import { readUpload } from '../uploads.js';

type ListChange = Omit<RestCartChange, 'data'> & { data: RestCartLine[]; cart: RestCart };

/** A cart change as the cart's routes answer it; add and move answer the lines in `data` (SPEC §7) and the cart beside. */
const change = ({ msg, notice, cart }: ListChange): RestCartChange => ({ msg, ...(notice ? { notice } : {}), data: cart });

const signedIn = ({ token, signal }: MercuriusContext) => ({ token, signal });

/** Wishlist, cart, coupons and reviews of SPEC §7 over GraphQL; the viewer's cart and wishlist come in one round trip. */
export const shoppingResolvers: IResolvers = {
  Query: {
    productReviews: async (_root, { productId, page, limit }, { rest, signal }) => {
      const { data } = await rest.get<{ data: RestProductDetail }>(`/product/${encodeURIComponent(productId)}`, {
        query: { reviewPage: page ?? 1, reviewLimit: limit ?? 20 },
        signal,
      });
      return { reviews: data.rating, pages: data.reviewPages };
    },
  },
  Mutation: {
    askWhenBack: async (_root, args, context) =>
      (await context.rest.post<{ msg: string }>('/user/stock-alert', args, signedIn(context))).msg,
    addToCart: async (_root, args, context) => change(await context.rest.post<ListChange>('/user/add-to-cart', args, signedIn(context))),
    updateCartLine: async (_root, args, context) => context.rest.patch<RestCartChange>('/user/updateCart', args, signedIn(context)),
    removeFromCart: async (_root, { productId, color, quoteId }, context) =>
      context.rest.post<RestCartChange>('/user/remove-from-cart', { productId, color, ...(quoteId ? { quoteId } : {}) }, signedIn(context)),
    applyCoupon: async (_root, { code }, context) =>
      context.rest.post<RestCartChange>('/user/apply-coupon', { couponCode: code }, signedIn(context)),
    removeCoupon: async (_root, { code }, context) =>
      context.rest.post<RestCartChange>('/user/remove-coupon', { couponCode: code }, signedIn(context)),
    addToWishlist: async (_root, { productId, color }, context) =>
      (
        await context.rest.post<{ data: { products: RestWishlistEntry[] } }>(
          '/wishlist/add',
          { productId, ...(color ? { color } : {}) },
          signedIn(context),
        )
      ).data.products,
    removeFromWishlist: async (_root, { productId }, context) =>
      (
        await context.rest.put<{ data: { products: RestWishlistEntry[] } }>(
          `/wishlist/remove?id=${encodeURIComponent(productId)}`,
          undefined,
          signedIn(context),
        )
      ).data.products,
    moveToCart: async (_root, args, context) =>
      change(await context.rest.post<ListChange>('/wishlist/move-to-cart', args, signedIn(context))),
    addReview: async (_root, { productId, rating, review, orderId, images }, context) => {
      const form = new FormData();
      form.append('productId', productId);
      form.append('rating', String(rating));
      form.append('review', review);
      form.append('orderId', orderId ?? '');
      for (const image of images ?? []) {
        const { blob, fileName } = await readUpload(image);
        form.append('reviewImages', blob, fileName);
      }
      return (await context.rest.send<{ data: RestReview }>('POST', '/product/addReview', form, signedIn(context))).data;
    },
  },
  User: {
    cart: async (_user, _args, context) => (await context.rest.get<{ data: RestCart }>('/user/cart', signedIn(context))).data,
    wishlist: async (_user, _args, context) =>
      (await context.rest.get<{ data: { products: RestWishlistEntry[] } }>('/wishlist', signedIn(context))).data.products,
  },
  Cart: {
    lines: (cart: RestCart) => cart.products,
    count: (cart: RestCart) => cart.products.length,
  },
  CartLine: {
    product: (line: RestCartLine) => line.productId,
    linePrice: (line: RestCartLine) => line.itemPrice,
    discountedLinePrice: (line: RestCartLine) => line.couponDiscountedPrice,
    appliedCoupon: (line: RestCartLine) => line.appliedCoupon?.code ?? null,
  },
  CartChange: {
    message: (answer: RestCartChange) => answer.msg,
    notice: (answer: RestCartChange) => answer.notice ?? null,
    cart: (answer: RestCartChange) => answer.data,
  },
  WishlistItem: {
    product: (entry: RestWishlistEntry) => entry.productId,
  },
};
