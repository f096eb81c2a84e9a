import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../api/db/database.js';
import { AddReviewDocument } from '../../src/graphql/documents/AddReview.js';
import { AddToCartDocument } from '../../src/graphql/documents/AddToCart.js';
import { AddToWishlistDocument } from '../../src/graphql/documents/AddToWishlist.js';
import { ApplyCouponDocument } from '../../src/graphql/documents/ApplyCoupon.js';
import { MoveToCartDocument } from '../../src/graphql/documents/MoveToCart.js';
import { ProductDetailDocument } from '../../src/graphql/documents/ProductDetail.js';
import { ProductReviewsDocument } from '../../src/graphql/documents/ProductReviews.js';
import { RemoveFromWishlistDocument } from '../../src/graphql/documents/RemoveFromWishlist.js';
import { ShopStateDocument } from '../../src/graphql/documents/ShopState.js';
import { UpdateCartLineDocument } from '../../src/graphql/documents/UpdateCartLine.js';
import type { ApiClient } from '../../src/services/api-client.js';
import { signedInApi, stockedFabric } from '../support/bff-buyer.js';
import { testDatabases } from '../support/databases.js';
import { TINY_PNG } from '../support/multipart.js';
import { startServer, type RunningServer } from '../support/running-server.js';

const [pglite] = testDatabases();

describe('BFF shopping over the real backend', () => {
  let database: Database;
  let server: RunningServer;
  let api: ApiClient;
  let fabric: { productId: string; color: string };

  beforeAll(async () => {
    database = await pglite!.open();
    server = await startServer(database);
    api = await signedInApi(server, 'shop');
    fabric = await stockedFabric(database, 500, 15000);
  });
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  it('adds to the cart, changes a line and applies a coupon, answering the whole cart each time', async () => {
    const added = (await api.request(AddToCartDocument, { ...fabric, quantity: 10 })).addToCart;
    expect(added).toMatchObject({ message: 'Added to cart', notice: null, cart: { count: 1, subTotal: 1500, totalPrice: 1500 } });
    expect(added.cart.lines[0]).toMatchObject({
      color: fabric.color,
      quantity: 10,
      unitPrice: 150,
      linePrice: 1500,
      product: { id: fabric.productId },
    });
    const updated = (await api.request(UpdateCartLineDocument, { ...fabric, quantity: 40 })).updateCartLine;
    expect(updated.cart.totalPrice).toBe(6000);
    const coupon = (await api.request(ApplyCouponDocument, { code: 'flat500' })).applyCoupon;
    expect(coupon.cart).toMatchObject({ discount: 500, totalPrice: 5500, coupon: { code: 'FLAT500' } });
    expect(coupon.cart.lines[0]).toMatchObject({ discountedLinePrice: 5500, appliedCoupon: 'FLAT500' });
    const dropped = (await api.request(UpdateCartLineDocument, { ...fabric, quantity: 20 })).updateCartLine;
    expect(dropped.notice).toMatch(/^Coupon FLAT500 was removed/);
    await expect(api.request(AddToCartDocument, { ...fabric, quantity: 1000 })).rejects.toThrow('Out of Stock');
  });

  it("answers the viewer's cart and wishlist in one round trip, one backend call per kind", async () => {
    await api.request(AddToWishlistDocument, { productId: fabric.productId, color: fabric.color });
    server.backendCalls.length = 0;
    const { viewer } = await api.request(ShopStateDocument, {});
    expect(viewer!.cart.count).toBeGreaterThan(0);
    expect(viewer!.wishlist.map((item) => item.product.id)).toContain(fabric.productId);
    expect(server.backendCalls.sort()).toEqual(['/user/cart', '/user/me', '/wishlist']);
  });

  it('moves a wishlist entry into the cart, and removes entries', async () => {
    const {
      rows: [other],
    } = await sql<{ product_id: number; color: string }>`
      SELECT v.product_id, v.color FROM product_varieties v JOIN products p ON p.id = v.product_id
      WHERE v.stock >= 5 AND p.min_order_metres = 1 AND v.product_id <> ${Number(fabric.productId)} ORDER BY v.id DESC LIMIT 1`.execute(
      database.db,
    );
    await api.request(AddToWishlistDocument, { productId: String(other!.product_id), color: other!.color });
    const moved = (await api.request(MoveToCartDocument, { productId: String(other!.product_id), color: other!.color, quantity: 2 }))
      .moveToCart;
    expect(moved.cart.lines.some((line) => line.product.id === String(other!.product_id))).toBe(true);
    const left = (await api.request(RemoveFromWishlistDocument, { productId: fabric.productId })).removeFromWishlist;
    expect(left.map((item) => item.product.id)).not.toContain(fabric.productId);
  });

  it("adds a review with photos sent as a multipart upload, and pages the product's reviews", async () => {
    const review = (
      await api.request(AddReviewDocument, {
        productId: fabric.productId,
        rating: 4,
        review: 'Crisp handle',
        orderId: null,
        images: [new File([TINY_PNG], 'a.png', { type: 'image/png' }), new File([TINY_PNG], 'b.png', { type: 'image/png' })],
      })
    ).addReview;
    expect(review).toMatchObject({ rating: 4, review: 'Crisp handle', userName: 'Meera Mills', verifiedPurchase: false });
    expect(review.images).toHaveLength(2);
    const { product } = await api.request(ProductDetailDocument, { id: fabric.productId });
    expect(product!.reviews[0]).toMatchObject({ id: review.id, images: review.images });
    const page = (await api.request(ProductReviewsDocument, { productId: fabric.productId, page: 1 })).productReviews;
    expect(page.reviews[0]!.id).toBe(review.id);
    expect(page.pages).toBeGreaterThanOrEqual(1);
  });
});
