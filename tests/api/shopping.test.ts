import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { RestCart, CartAnswer } from '../../domain/rest/shopping.js';
import { withApiApp } from '../support/api-app.js';
import { shoppers, type Colour } from '../support/buyers.js';
import { testDatabases } from '../support/databases.js';
import { blankPng, TINY_PNG } from '../support/multipart.js';
import { storedPhotos } from '../support/stored-photos.js';
import { tempDataDir, testAuthConfig } from '../support/test-config.js';

describe.each(testDatabases())('shopping on $name', (testDatabase) => {
  const dataDir = tempDataDir();

  const api = withApiApp(testDatabase, { dataDir, auth: testAuthConfig({ REQUESTS_PER_ADDRESS: '1000000' }) });

  const shop = () => shoppers(api);
  const buyer = () => shop().buyer();
  const colour = (stock: number, pricePaise?: number) => shop().colour(stock, pricePaise);

  const call = (token: string | null, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
    api.app.inject({ method, url: `/api${url}`, headers: token ? { authorization: token } : {}, ...(payload ? { payload } : {}) });
  const cartOf = async (token: string) => (await call(token, 'GET', '/user/cart')).json<{ data: RestCart }>().data;

  describe('cart', () => {
    it('adds metres to a colour, the same colour adding to its line, priced from the colour now', async () => {
      const token = await buyer();
      const cotton = await colour(50, 24_550);
      const first = await call(token, 'POST', '/user/add-to-cart', { productId: cotton.productId, color: cotton.color, quantity: 3 });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({
        msg: 'Added to cart',
        data: [{ quantity: 3, color: cotton.color, unitPrice: 245.5, itemPrice: 736.5 }],
      });
      await call(token, 'POST', '/user/add-to-cart', { productId: cotton.productId, color: cotton.color, quantity: 2 });
      let cart = await cartOf(token);
      expect(cart.products).toHaveLength(1);
      expect(cart.products[0]).toMatchObject({ quantity: 5, itemPrice: 1227.5, stock: 50 });
      expect(cart.products[0]!.productId._id).toBe(cotton.productId);
      expect(cart).toMatchObject({ subTotal: 1227.5, discount: 0, totalPrice: 1227.5, coupon: null });
      // The price changes: the cart follows it (the client never sends one).
      await sql`UPDATE product_varieties SET discounted_price_paise = 19999 WHERE id = ${cotton.varietyId}`.execute(api.database.db);
      cart = await cartOf(token);
      expect(cart.products[0]).toMatchObject({ unitPrice: 199.99, itemPrice: 999.95 });
      expect((await call(token, 'GET', '/user/cart/totalprice')).json()).toEqual({ totalPrice: 999.95 });
      // A price sent by the client is refused, naming it, and nothing is added: the line is priced from the colour.
      const priced = await call(token, 'POST', '/user/add-to-cart', {
        productId: cotton.productId,
        color: cotton.color,
        quantity: 1,
        itemPrice: 1,
      });
      expect(priced.statusCode).toBe(400);
      expect(priced.json().message).toBe('itemPrice is not a field this request takes: leave it out.');
      expect((await cartOf(token)).products[0]).toMatchObject({ quantity: 5, itemPrice: 999.95 });
      const added = await call(token, 'POST', '/user/add-to-cart', { productId: cotton.productId, color: cotton.color, quantity: 1 });
      expect(added.json<{ cart: RestCart }>().cart.products[0]).toMatchObject({ quantity: 6, unitPrice: 199.99, itemPrice: 1199.94 });
    });

    it('refuses more metres than the colour has with "Out of Stock", changing nothing', async () => {
      const token = await buyer();
      const linen = await colour(10);
      await call(token, 'POST', '/user/add-to-cart', { productId: linen.productId, color: linen.color, quantity: 8 });
      const over = await call(token, 'POST', '/user/add-to-cart', { productId: linen.productId, color: linen.color, quantity: 3 });
      expect(over.statusCode).toBe(409);
      expect(over.json<{ message: string }>().message).toBe('Out of Stock');
      expect((await cartOf(token)).products[0]!.quantity).toBe(8);
      const update = await call(token, 'PATCH', '/user/updateCart', { productId: linen.productId, color: linen.color, quantity: 11 });
      expect(update.statusCode).toBe(409);
      expect((await cartOf(token)).products[0]!.quantity).toBe(8);
      for (const quantity of [0, -1, 1.5, 'two', null, 100_001]) {
        expect(
          (await call(token, 'PATCH', '/user/updateCart', { productId: linen.productId, color: linen.color, quantity })).statusCode,
        ).toBe(400);
      }
      const set = await call(token, 'PATCH', '/user/updateCart', { productId: linen.productId, color: linen.color, quantity: 10 });
      expect(set.json<CartAnswer>().data.products[0]!.quantity).toBe(10);
      expect(
        (await call(token, 'POST', '/user/remove-from-cart', { productId: linen.productId, color: linen.color })).json<CartAnswer>().data
          .products,
      ).toEqual([]);
      expect(
        (await call(token, 'POST', '/user/add-to-cart', { productId: linen.productId, color: 'No Such Colour', quantity: 1 })).statusCode,
      ).toBe(404);
    });

    it('two tabs adding the same line at once leave the right quantity', async () => {
      const token = await buyer();
      const silk = await colour(100);
      const adds = await Promise.all(
        Array.from({ length: 20 }, () =>
          call(token, 'POST', '/user/add-to-cart', { productId: silk.productId, color: silk.color, quantity: 1 }),
        ),
      );
      expect(adds.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
      expect((await cartOf(token)).products[0]!.quantity).toBe(20);
      const racing = await colour(5);
      const over = await Promise.all(
        Array.from({ length: 10 }, () =>
          call(token, 'POST', '/user/add-to-cart', { productId: racing.productId, color: racing.color, quantity: 1 }),
        ),
      );
      expect(over.filter((response) => response.statusCode === 200)).toHaveLength(5);
      expect(
        (await cartOf(token)).products.find((line) => line.color === racing.color && line.productId._id === racing.productId)!.quantity,
      ).toBe(5);
    });

    it("is signed-in only, and one buyer never sees another buyer's cart", async () => {
      expect((await call(null, 'GET', '/user/cart')).statusCode).toBe(401);
      expect((await call('not-a-token', 'POST', '/user/add-to-cart', { productId: '1', color: 'x', quantity: 1 })).statusCode).toBe(401);
      const asha = await buyer();
      const ravi = await buyer();
      const denim = await colour(30);
      await call(asha, 'POST', '/user/add-to-cart', { productId: denim.productId, color: denim.color, quantity: 4 });
      expect((await cartOf(ravi)).products).toEqual([]);
      expect((await call(ravi, 'POST', '/user/remove-from-cart', { productId: denim.productId, color: denim.color })).statusCode).toBe(404);
      expect((await cartOf(asha)).products[0]!.quantity).toBe(4);
    });
  });

  describe('coupons', () => {
    async function cartWorth(token: string, rupees: number): Promise<Colour> {
      const fabric = await colour(1000, 10_000);
      await call(token, 'POST', '/user/add-to-cart', { productId: fabric.productId, color: fabric.color, quantity: rupees / 100 });
      return fabric;
    }
    const apply = (token: string, couponCode: string) => call(token, 'POST', '/user/apply-coupon', { couponCode });

    it('WELCOME10 (any case) takes 10% off, shared over the lines, and comes off again', async () => {
      const token = await buyer();
      await cartWorth(token, 1000);
      const other = await colour(100, 33_333);
      await call(token, 'POST', '/user/add-to-cart', { productId: other.productId, color: other.color, quantity: 1 });
      const applied = await apply(token, 'welcome10');
      expect(applied.statusCode).toBe(200);
      const cart = applied.json<CartAnswer>().data;
      expect(cart).toMatchObject({ subTotal: 1333.33, discount: 133.33, totalPrice: 1200, coupon: { code: 'WELCOME10' } });
      expect(cart.products.every((line) => line.appliedCoupon?.code === 'WELCOME10')).toBe(true);
      const shared = cart.products.reduce((sum, line) => sum + Math.round(line.couponDiscountedPrice! * 100), 0);
      expect(shared).toBe(120_000);
      expect((await cartOf(token)).totalPrice).toBe(1200);
      // GST on what is left after the coupon, at 5%: the checkout's estimate for the same cart.
      expect(cart).toMatchObject({ tax: 60, taxRates: [5], totalWithTax: 1260 });
      await shop().addAddress(token);
      const summary = (await call(token, 'GET', '/checkout/summary')).json<{ pricing: { estimatedTax: number } }>();
      expect(summary.pricing.estimatedTax).toBe(cart.tax);
      const removed = await call(token, 'POST', '/user/remove-coupon', { couponCode: 'WELCOME10' });
      expect(removed.json<CartAnswer>().data).toMatchObject({ discount: 0, totalPrice: 1333.33, coupon: null });
      expect((await call(token, 'POST', '/user/remove-coupon', { couponCode: 'WELCOME10' })).statusCode).toBe(404);
    });

    it('names why a coupon does not apply: unknown, expired, not yet valid, minimum not met, already used', async () => {
      const token = await buyer();
      await cartWorth(token, 1000);
      const refused = async (code: string, status: number) => {
        const response = await apply(token, code);
        expect(response.statusCode, code).toBe(status);
        return response.json<{ message: string }>().message;
      };
      expect(await refused('NOPE', 404)).toBe('NOPE is not a coupon we know.');
      expect(await refused('EXPIRED5', 400)).toMatch(/^EXPIRED5 has expired: it ended on 1 Jul 2025\.$/);
      await sql`INSERT INTO coupons (code, description, kind, value, starts_at) VALUES ('SOON20', 'Soon', 'percent', 20, now() + interval '3 days')
        ON CONFLICT (code) DO NOTHING`.execute(api.database.db);
      expect(await refused('SOON20', 400)).toMatch(/^SOON20 is not valid yet: it starts on /);
      expect(await refused('FLAT500', 400)).toBe('FLAT500 needs a cart of ₹5,000.00 or more.');
      expect(await refused('  ', 400)).toBe('Please enter coupon code');
      const {
        rows: [welcome],
      } = await sql<{ id: number }>`SELECT id FROM coupons WHERE code = 'WELCOME10'`.execute(api.database.db);
      const me = (await call(token, 'GET', '/user/me')).json<{ data: { _id: string } }>().data._id;
      await sql`INSERT INTO coupon_redemptions (coupon_id, user_id) VALUES (${welcome!.id}, ${Number(me)})`.execute(api.database.db);
      expect(await refused('WELCOME10', 400)).toBe('You have already used WELCOME10.');
      expect((await cartOf(token)).coupon).toBeNull();
    });

    it('FLAT500 falls off with a notice when the cart drops below ₹5,000; BULK15 is capped at ₹10,000', async () => {
      const token = await buyer();
      const fabric = await cartWorth(token, 6000);
      expect((await apply(token, 'FLAT500')).json<CartAnswer>().data).toMatchObject({ discount: 500, totalPrice: 5500 });
      const smaller = await call(token, 'PATCH', '/user/updateCart', { productId: fabric.productId, color: fabric.color, quantity: 40 });
      expect(smaller.json<CartAnswer>()).toMatchObject({
        notice: 'Coupon FLAT500 was removed: FLAT500 needs a cart of ₹5,000.00 or more.',
        data: { subTotal: 4000, discount: 0, totalPrice: 4000, coupon: null },
      });
      const bulk = await buyer();
      await cartWorth(bulk, 90_000);
      expect((await apply(bulk, 'bulk15')).json<CartAnswer>().data).toMatchObject({
        subTotal: 90_000,
        discount: 10_000,
        totalPrice: 80_000,
      });
    });
  });

  describe('wishlist', () => {
    it('keeps one entry per product, with its colour, and moves it to the cart in one step', async () => {
      const token = await buyer();
      const chanderi = await colour(40);
      for (let i = 0; i < 2; i++) {
        const added = await call(token, 'POST', '/wishlist/add', { productId: chanderi.productId, color: chanderi.color });
        expect(added.json()).toMatchObject({ message: 'Added to wishlist' });
      }
      const list = (await call(token, 'GET', '/wishlist')).json<{ data: { products: { productId: { _id: string }; color: string }[] } }>();
      expect(list.data.products).toHaveLength(1);
      expect(list.data.products[0]).toMatchObject({ productId: { _id: chanderi.productId }, color: chanderi.color });
      const tooMuch = await call(token, 'POST', '/wishlist/move-to-cart', {
        productId: chanderi.productId,
        color: chanderi.color,
        quantity: 41,
      });
      expect(tooMuch.statusCode).toBe(409);
      expect((await call(token, 'GET', '/wishlist')).json<{ data: { products: unknown[] } }>().data.products).toHaveLength(1);
      const moved = await call(token, 'POST', '/wishlist/move-to-cart', {
        productId: chanderi.productId,
        color: chanderi.color,
        quantity: 2,
      });
      expect(moved.statusCode).toBe(200);
      expect((await call(token, 'GET', '/wishlist')).json<{ data: { products: unknown[] } }>().data.products).toEqual([]);
      expect((await cartOf(token)).products[0]).toMatchObject({ quantity: 2, color: chanderi.color });
    });

    it('removes by product id, answers 404 for what is not there, and is private', async () => {
      const token = await buyer();
      const other = await buyer();
      const khadi = await colour(10);
      await call(token, 'POST', '/wishlist/add', { productId: khadi.productId });
      expect((await call(other, 'GET', '/wishlist')).json<{ data: { products: unknown[] } }>().data.products).toEqual([]);
      expect((await call(other, 'PUT', `/wishlist/remove?id=${khadi.productId}`)).statusCode).toBe(404);
      const removed = await call(token, 'PUT', `/wishlist/remove?id=${khadi.productId}`);
      expect(removed.json()).toMatchObject({ msg: 'Removed from wishlist', data: { products: [] } });
      expect((await call(token, 'POST', '/wishlist/add', { productId: '999999' })).statusCode).toBe(404);
      expect((await call(null, 'GET', '/wishlist')).statusCode).toBe(401);
    });
  });

  describe('reviews', () => {
    async function review(token: string, fields: Record<string, string>, images: Buffer[] = []) {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      images.forEach((bytes, index) =>
        form.append('reviewImages', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), `photo-${index}.png`),
      );
      const request = new Request('http://localhost/', { method: 'POST', body: form });
      return api.app.inject({
        method: 'POST',
        url: '/api/product/addReview',
        payload: Buffer.from(await request.arrayBuffer()),
        headers: { authorization: token, 'content-type': request.headers.get('content-type')! },
      });
    }
    const uploads = () => storedPhotos(api.database, dataDir);

    it('adds a review with photos, newest first on the product, and updates the average and count', async () => {
      const token = await buyer();
      const product = await colour(5);
      const before = (await api.app.inject(`/api/product/${product.productId}`)).json<{
        data: { reviewCount: number; averageRating: number };
      }>().data;
      const added = await review(
        token,
        { productId: product.productId, rating: '5', review: 'Even weave, true colour.', orderId: 'ABC123' },
        [TINY_PNG, TINY_PNG],
      );
      expect(added.statusCode).toBe(200);
      expect(added.json()).toMatchObject({
        message: 'Review Added Successfully',
        data: { value: 5, verifiedPurchase: false, userId: { name: 'Asha Textiles' } },
      });
      const detail = (await api.app.inject(`/api/product/${product.productId}`)).json<{
        data: { reviewCount: number; averageRating: number; rating: { review: string; images: string[] }[] };
      }>().data;
      expect(detail.reviewCount).toBe(before.reviewCount + 1);
      expect(detail.rating[0]).toMatchObject({ review: 'Even weave, true colour.' });
      expect(detail.rating[0]!.images).toHaveLength(2);
      const {
        rows: [average],
      } = await sql<{
        average: number;
      }>`SELECT round(avg(rating), 2)::float8 AS average FROM reviews WHERE product_id = ${Number(product.productId)}`.execute(
        api.database.db,
      );
      expect(detail.averageRating).toBe(average!.average);
    });

    it('a second review by the same buyer replaces the first, and its photos are deleted', async () => {
      const token = await buyer();
      const product = await colour(5);
      await review(token, { productId: product.productId, rating: '2', review: 'First look' }, [TINY_PNG]);
      const files = await uploads();
      await review(token, { productId: product.productId, rating: '4', review: 'Better after washing' });
      const detail = (await api.app.inject(`/api/product/${product.productId}`)).json<{
        data: { rating: { review: string; userId: { name: string } }[] };
      }>().data;
      expect(detail.rating.filter((entry) => entry.review === 'First look')).toEqual([]);
      expect(detail.rating.filter((entry) => entry.review === 'Better after washing')).toHaveLength(1);
      expect(await uploads()).toBe(files - 1);
    });

    it('refuses six photos, a non-image, a bad rating or product, and stores nothing', async () => {
      const token = await buyer();
      const product = await colour(5);
      const files = await uploads();
      const six = await review(token, { productId: product.productId, rating: '5' }, Array(6).fill(TINY_PNG));
      expect(six.statusCode).toBe(400);
      expect(six.json<{ message: string }>().message).toBe('You can only upload 5 images');
      const notImage = await review(token, { productId: product.productId, rating: '5' }, [TINY_PNG, Buffer.from('<svg/>')]);
      expect(notImage.statusCode).toBe(400);
      const huge = await review(token, { productId: product.productId, rating: '5' }, [TINY_PNG, blankPng(16_000, 16_000)]);
      expect(huge.statusCode).toBe(400);
      expect(huge.json<{ message: string }>().message).toContain('at most 6,000 pixels a side');
      expect((await review(token, { productId: product.productId, rating: '6' })).statusCode).toBe(400);
      expect((await review(token, { productId: '999999', rating: '3' }, [TINY_PNG])).statusCode).toBe(404);
      expect(await uploads()).toBe(files);
      expect((await api.app.inject({ method: 'POST', url: '/api/product/addReview' })).statusCode).toBe(401);
    });

    it("marks a review whose order id is one of the buyer's orders of that product as a verified purchase", async () => {
      const token = await buyer();
      const product = await colour(5);
      const me = Number((await call(token, 'GET', '/user/me')).json<{ data: { _id: string } }>().data._id);
      const orderNumber = `FM-TEST-${Date.now()}`;
      await sql`WITH o AS (
          INSERT INTO orders (order_number, user_id, payment_method, shipping_option, subtotal_paise, shipping_paise, tax_paise, total_paise,
            ship_full_name, ship_phone, ship_address, ship_city, ship_state, ship_country, invoice_number)
          VALUES (${orderNumber}, ${me}, 'Cash on Delivery', 'free', 10000, 0, 1000, 11000, 'Asha', '9876543210', '1 Mill Road', 'Surat', 'Gujarat', 'India', ${`T/${Date.now()}`})
          RETURNING id)
        INSERT INTO order_items (order_id, product_id, variety_id, name, description, color, quantity, unit_price_paise, line_total_paise, hsn_code)
        SELECT o.id, ${Number(product.productId)}, ${product.varietyId}, 'Fabric', '', ${product.color}, 1, 10000, 10000, '5208' FROM o`.execute(
        api.database.db,
      );
      const verified = await review(token, { productId: product.productId, rating: '5', orderId: orderNumber });
      expect(verified.json()).toMatchObject({ data: { verifiedPurchase: true } });
      const stranger = await buyer();
      const unverified = await review(stranger, { productId: product.productId, rating: '5', orderId: orderNumber });
      expect(unverified.json()).toMatchObject({ data: { verifiedPurchase: false } });
    });

    it("pages a product's reviews", async () => {
      const {
        rows: [busy],
      } = await sql<{ product_id: number; total: number }>`
        SELECT product_id, count(*)::int AS total FROM reviews GROUP BY product_id ORDER BY count(*) DESC LIMIT 1`.execute(api.database.db);
      const first = (await api.app.inject(`/api/product/${busy!.product_id}?reviewLimit=2`)).json<{
        data: { rating: { _id: string }[]; reviewPages: number };
      }>().data;
      expect(first.rating).toHaveLength(2);
      expect(first.reviewPages).toBe(Math.ceil(busy!.total / 2));
      const second = (await api.app.inject(`/api/product/${busy!.product_id}?reviewLimit=2&reviewPage=2`)).json<{
        data: { rating: { _id: string }[] };
      }>().data;
      expect(second.rating.map((entry) => entry._id)).not.toContain(first.rating[0]!._id);
      // A page past the last is empty and still says how many pages there are; a product nobody reviewed has none.
      const past = (await api.app.inject(`/api/product/${busy!.product_id}?reviewLimit=2&reviewPage=${first.reviewPages + 1}`)).json<{
        data: { rating: unknown[]; reviewPages: number };
      }>().data;
      expect(past).toMatchObject({ rating: [], reviewPages: first.reviewPages });
      const {
        rows: [quiet],
      } = await sql<{ id: number }>`
        SELECT min(id) AS id FROM products p WHERE NOT EXISTS (SELECT 1 FROM reviews r WHERE r.product_id = p.id)`.execute(api.database.db);
      const unreviewed = (await api.app.inject(`/api/product/${quiet!.id}`)).json<{ data: { rating: unknown[]; reviewPages: number } }>()
        .data;
      expect(unreviewed).toMatchObject({ rating: [], reviewPages: 0 });
    });
  });
});
