import { fromPromise } from 'xstate';
import type { CartChange, WishlistItem } from '../graphql/generated.js';
import type { ProductDetail, Review } from '../../domain/product.js';
import type { AddToCartRequest } from '../../machines/add-to-cart.js';
import type { CartLineChange } from '../../machines/cart.js';
import type { ReviewDraft } from '../../machines/review-popup.js';
import type { ShopState } from '../../machines/shop.js';
import { AddReviewDocument } from '../graphql/documents/AddReview.js';
import { AddToCartDocument } from '../graphql/documents/AddToCart.js';
import { AddToWishlistDocument } from '../graphql/documents/AddToWishlist.js';
import { ApplyCouponDocument } from '../graphql/documents/ApplyCoupon.js';
import { MoveToCartDocument } from '../graphql/documents/MoveToCart.js';
import { ProductDetailDocument } from '../graphql/documents/ProductDetail.js';
import { ProductReviewsDocument } from '../graphql/documents/ProductReviews.js';
import { RemoveCouponDocument } from '../graphql/documents/RemoveCoupon.js';
import { RemoveFromCartDocument } from '../graphql/documents/RemoveFromCart.js';
import { RemoveSampleDocument } from '../graphql/documents/RemoveSample.js';
import { RemoveFromWishlistDocument } from '../graphql/documents/RemoveFromWishlist.js';
import { ShopStateDocument } from '../graphql/documents/ShopState.js';
import { UpdateCartLineDocument } from '../graphql/documents/UpdateCartLine.js';
import type { ApiClient } from '../services/api-client.js';
import { unlessAborted } from '../services/unless-aborted.js';

/** Implementations of the shopping machines' actors, over the BFF. */
export function shopActors(api: ApiClient) {
  return {
    loadShop: fromPromise<ShopState>(async ({ signal }) => {
      const { viewer } = await unlessAborted(signal, api.request(ShopStateDocument, {}, signal));
      if (!viewer) throw new Error('Please sign in again');
      return { cart: viewer.cart, wishlist: viewer.wishlist };
    }),
    changeCart: fromPromise<CartChange, CartLineChange>(async ({ input }) => {
      const line = { productId: input.productId, color: input.color };
      if (input.kind === 'remove' && input.sample) return (await api.request(RemoveSampleDocument, line)).removeSample;
      if (input.kind === 'remove')
        return (await api.request(RemoveFromCartDocument, { ...line, quoteId: input.quoteId ?? null })).removeFromCart;
      return (await api.request(UpdateCartLineDocument, input)).updateCartLine;
    }),
    applyCoupon: fromPromise<CartChange, string>(
      async ({ input }) => (await api.request(ApplyCouponDocument, { code: input })).applyCoupon,
    ),
    removeCoupon: fromPromise<CartChange, string>(
      async ({ input }) => (await api.request(RemoveCouponDocument, { code: input })).removeCoupon,
    ),
    addToCart: fromPromise<CartChange, AddToCartRequest>(async ({ input: { fromWishlist, ...line } }) =>
      fromWishlist ? (await api.request(MoveToCartDocument, line)).moveToCart : (await api.request(AddToCartDocument, line)).addToCart,
    ),
    addToWishlist: fromPromise<WishlistItem[], { productId: string; color: string | null }>(
      async ({ input }) => (await api.request(AddToWishlistDocument, input)).addToWishlist,
    ),
    removeFromWishlist: fromPromise<WishlistItem[], { productId: string }>(
      async ({ input }) => (await api.request(RemoveFromWishlistDocument, input)).removeFromWishlist,
    ),
    loadProduct: fromPromise<ProductDetail, string>(async ({ input, signal }) => {
      const { product } = await unlessAborted(signal, api.request(ProductDetailDocument, { id: input }, signal));
      if (!product) throw new Error('Product not found');
      return product;
    }),
    loadReviews: fromPromise<{ reviews: Review[]; pages: number }, { productId: string; page: number }>(
      async ({ input, signal }) => (await unlessAborted(signal, api.request(ProductReviewsDocument, input, signal))).productReviews,
    ),
    addReview: fromPromise<Review, ReviewDraft>(
      async ({ input }) =>
        (
          await api.request(AddReviewDocument, {
            productId: input.productId,
            rating: input.rating,
            review: input.review.trim(),
            orderId: input.orderId.trim() || null,
            images: input.images.length > 0 ? input.images : null,
          })
        ).addReview,
    ),
  };
}

export type ShopActors = ReturnType<typeof shopActors>;
