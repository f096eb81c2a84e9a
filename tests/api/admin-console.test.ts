import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../api/auth/mailer.js';
import { ACTIVITY_MESSAGES, BLOCKED_MESSAGE } from '../../domain/admin.js';
import { indianDay } from '../../domain/day.js';
import type { ActivityEntry } from '../../domain/rest/activity.js';
import type { AdminBuyer, AdminOrder, AdminProduct, AdminReview, AdminSupportRequest, ProductBody } from '../../domain/rest/admin.js';
import type { BuyAnswer, RestOrder } from '../../domain/rest/checkout.js';
import { withApiApp } from '../support/api-app.js';
import { shoppers } from '../support/buyers.js';
import { testDatabases } from '../support/databases.js';
import { blankPng, multipartBody } from '../support/multipart.js';
import { testAuthConfig } from '../support/test-config.js';

const OPERATOR = 'console.desk@fabricmart.example.in';

const fabric = (name: string): ProductBody => ({
  name,
  description: 'A crisp poplin for summer shirts. Minimum order 10 metres; first sample free.',
  category: 'Cotton',
  subCategory: null,
  fabricType: 'Poplin',
  pattern: 'Solid',
  count: '40x40',
  construction: '132x72',
  endUse: 'Shirting',
  weight: 110,
  width: 58,
  minOrderMetres: 10,
  productVarieties: [
    { color: 'Indigo Night', colorCode: '#1F2A5C', pricepermeter: 240, discountedPrice: 220, stock: 500 },
    { color: 'Chalk', colorCode: '#F4F1EA', pricepermeter: 230, stock: 300 },
  ],
});

describe.each(testDatabases())('operators’ console API on $name', (testDatabase) => {
  const sent: MailMessage[] = [];
  let operator = '';

  const api = withApiApp(testDatabase, {
    auth: testAuthConfig({ REQUESTS_PER_ADDRESS: '1000000', ADMIN_EMAILS: OPERATOR }),
    mailer: { send: async (message) => void sent.push(message) },
  });
  const shop = shoppers(api);
  const { call } = shop;
  beforeAll(async () => {
    operator = await shop.buyer(OPERATOR);
  });

  const activity = async (kind: string) =>
    (await call(operator, 'GET', `/admin/activity?kind=${kind}&limit=5`)).json<{ data: ActivityEntry[] }>().data;
  const firstCategory = async () =>
    (await sql<{ name: string }>`SELECT name FROM categories ORDER BY position LIMIT 1`.execute(api.database.db)).rows[0]!.name;

  it('answers 401 signed out and 403 to a buyer on every admin route', async () => {
    const buyer = await shop.buyer();
    const routes = [
      ['GET', '/admin/me'],
      ['GET', '/admin/orders'],
      ['GET', '/admin/orders/1'],
      ['POST', '/admin/order/1/cancel'],
      ['GET', '/admin/products'],
      ['POST', '/admin/products'],
      ['PUT', '/admin/products/1'],
      ['DELETE', '/admin/products/1'],
      ['GET', '/admin/coupons'],
      ['GET', '/admin/support'],
      ['PATCH', '/admin/support/1'],
      ['POST', '/admin/support/1/reply'],
      ['GET', '/admin/reviews'],
      ['PATCH', '/admin/reviews/1'],
      ['GET', '/admin/buyers'],
      ['POST', '/admin/buyers/1/block'],
      ['POST', '/admin/buyers/1/unblock'],
      ['GET', '/admin/activity'],
      ['POST', '/admin/stock/csv'],
    ] as const;
    for (const [method, url] of routes) {
      expect((await call(null, method, url, method === 'GET' ? undefined : {})).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(buyer, method, url, method === 'GET' ? undefined : {})).statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await call(buyer, 'GET', '/user/me')).json().data.operator).toBe(false);
    expect((await call(operator, 'GET', '/user/me')).json().data.operator).toBe(true);
  });

  it('creates a fabric that the catalogue and search show, edits it, adds photos, and retires it', async () => {
    const category = await firstCategory();
    const name = `Console Poplin ${Date.now()}`;
    const bad = await call(operator, 'POST', '/admin/products', { ...fabric(name), category: 'Moonbeam' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('There is no category named Moonbeam.');
    const twice = fabric(name);
    twice.productVarieties[1]!.color = 'indigo night';
    expect((await call(operator, 'POST', '/admin/products', { ...twice, category })).json().message).toBe(
      'indigo night is listed twice: each colour once.',
    );
    const dearer = fabric(name);
    dearer.productVarieties[0]!.discountedPrice = 300;
    expect((await call(operator, 'POST', '/admin/products', { ...dearer, category })).json().message).toBe(
      'The discounted price of Indigo Night must be below its price per metre.',
    );

    const created = await call(operator, 'POST', '/admin/products', { ...fabric(name), category });
    expect(created.statusCode).toBe(201);
    const product = created.json<{ data: AdminProduct }>().data;
    expect(product).toMatchObject({ name, retired: false, category: [{ categoryName: category }], weight: 110, minOrderMetres: 10 });
    expect(product.productVarieties.map((v) => [v.color, v.pricepermeter, v.discountedPrice, v.stock])).toEqual([
      ['Indigo Night', 240, 220, 500],
      ['Chalk', 230, null, 300],
    ]);
    expect(product.productVarieties[0]!.images[0]).toMatch(/^\/api\/swatches\//);

    const search = await call(null, 'GET', `/getAllProducts?search=${encodeURIComponent(name)}`);
    expect(search.json().data.map((p: { _id: string }) => p._id)).toContain(product._id);
    expect((await call(null, 'GET', `/product/${product._id}`)).statusCode).toBe(200);
    expect((await activity('product.create'))[0]).toMatchObject({ operator: OPERATOR, objectId: product._id });

    // Photos: type by the bytes, at most 8 per colour.
    const png = blankPng(40, 30);
    const notImage = await multipartBody(
      {},
      { field: 'images', bytes: Buffer.from('GIF89a not really'), name: 'a.png', type: 'image/png' },
    );
    const refused = await api.app.inject({
      method: 'POST',
      url: `/api/admin/products/${product._id}/images?color=Chalk`,
      headers: { authorization: operator, ...notImage.headers },
      payload: notImage.payload,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Fabric photos must be JPEG, PNG or WebP images');
    const photo = await multipartBody({}, { field: 'images', bytes: png, name: 'chalk.png', type: 'image/png' });
    const added = await api.app.inject({
      method: 'POST',
      url: `/api/admin/products/${product._id}/images?color=Chalk`,
      headers: { authorization: operator, ...photo.headers },
      payload: photo.payload,
    });
    expect(added.statusCode).toBe(200);
    const chalk = added.json<{ data: AdminProduct }>().data.productVarieties.find((v) => v.color === 'Chalk')!;
    expect(chalk.images).toHaveLength(1);
    expect(chalk.images[0]).toMatch(/^\/api\/uploads\/[a-f0-9]{32}\.png$/);
    expect((await api.app.inject({ method: 'GET', url: chalk.images[0]! })).statusCode).toBe(200);
    await sql`UPDATE product_varieties SET images = array_fill('/api/uploads/00000000000000000000000000000000.png'::text, ARRAY[8])
      WHERE product_id = ${Number(product._id)} AND color = 'Indigo Night'`.execute(api.database.db);
    const ninth = await api.app.inject({
      method: 'POST',
      url: `/api/admin/products/${product._id}/images?color=Indigo%20Night`,
      headers: { authorization: operator, ...photo.headers },
      payload: photo.payload,
    });
    expect(ninth.statusCode).toBe(400);
    expect(ninth.json().message).toBe('A colour may have at most 8 photos; Indigo Night has 8, so 0 more may be added.');

    // Edit: a kept colour keeps its photos; a new colour is added; a colour left out goes.
    const { minOrderMetres: _kept, ...edited } = fabric(`${name} Plus`);
    edited.productVarieties = [
      { color: 'Chalk', colorCode: '#F4F1EA', pricepermeter: 210, stock: 120 },
      { color: 'Rust', colorCode: '#B7410E', pricepermeter: 250, stock: 40 },
    ];
    const saved = await call(operator, 'PUT', `/admin/products/${product._id}`, { ...edited, category });
    expect(saved.statusCode).toBe(200);
    const after = saved.json<{ data: AdminProduct }>().data;
    expect(after.name).toBe(`${name} Plus`);
    // Sent without a minimum, the edit keeps the fabric's.
    expect(after.minOrderMetres).toBe(10);
    expect(after.productVarieties.map((v) => [v.color, v.pricepermeter, v.stock])).toEqual([
      ['Chalk', 210, 120],
      ['Rust', 250, 40],
    ]);
    expect(after.productVarieties[0]!.images).toEqual(chalk.images);
    const [update] = await activity('product.update');
    expect(update).toMatchObject({ objectId: product._id });
    expect((update!.before as AdminProduct).name).toBe(name);
    expect((update!.after as AdminProduct).name).toBe(`${name} Plus`);

    // A buyer's cart holds it; retiring takes it out of the catalogue, search, carts, and refuses new adds.
    const buyer = await shop.buyer();
    // Below the fabric's minimum of 10 metres, refused; at it, added.
    const few = await call(buyer, 'POST', '/user/add-to-cart', { productId: product._id, color: 'Rust', quantity: 2 });
    expect(few.json().message).toBe('Minimum order for this fabric is 10 metres');
    expect((await call(buyer, 'POST', '/user/add-to-cart', { productId: product._id, color: 'Rust', quantity: 10 })).statusCode).toBe(200);
    expect((await call(operator, 'DELETE', `/admin/products/${product._id}`)).json().msg).toBe(`${name} Plus retired`);
    expect((await call(operator, 'DELETE', `/admin/products/${product._id}`)).statusCode).toBe(409);
    expect((await call(null, 'GET', `/product/${product._id}`)).statusCode).toBe(404);
    const gone = await call(null, 'GET', `/getAllProducts?search=${encodeURIComponent(name)}`);
    expect(gone.json().data.map((p: { _id: string }) => p._id)).not.toContain(product._id);
    expect((await call(buyer, 'GET', '/user/cart')).json().data.products).toHaveLength(0);
    expect((await call(buyer, 'POST', '/user/add-to-cart', { productId: product._id, color: 'Rust', quantity: 10 })).statusCode).toBe(404);
    const listed = await call(operator, 'GET', `/admin/products?q=${encodeURIComponent(name.toLowerCase())}`);
    expect(listed.json<{ data: AdminProduct[] }>().data).toMatchObject([{ _id: product._id, retired: true }]);
    expect((await call(operator, 'PUT', `/admin/products/999999999`, { ...edited, category })).statusCode).toBe(404);
  });

  it('lists orders by stage and search, shows one, and cancels with the metres back in stock', async () => {
    const email = `order.desk.${Date.now()}@mill.example.in`;
    const buyer = await shop.buyer(email);
    await shop.addAddress(buyer);
    const colour = await shop.colour(30);
    await shop.addToCart(buyer, colour, 4);
    const [order] = (await call(buyer, 'POST', '/buy', { paymentMethod: 'Cash on Delivery' })).json<BuyAnswer>().orders;
    const byEmail = await call(operator, 'GET', `/admin/orders?q=${encodeURIComponent(email.toUpperCase())}`);
    expect(byEmail.json()).toMatchObject({ totalItems: 1, totalPages: 1, data: [{ orderId: order!.orderId, buyerEmail: email }] });
    expect((await call(operator, 'GET', `/admin/orders?q=${order!.orderId}`)).json().data).toHaveLength(1);
    expect((await call(operator, 'GET', `/admin/orders?q=nonsense words`)).json()).toMatchObject({ data: [], totalItems: 0 });
    const placed = (await call(operator, 'GET', `/admin/orders?status=Ordered%20Placed&limit=100`)).json<{ data: AdminOrder[] }>().data;
    expect(placed.every((o) => o.orderStatus === 'Ordered Placed')).toBe(true);
    expect(placed.map((o) => o._id)).toContain(order!._id);
    expect((await call(operator, 'GET', `/admin/orders/${order!._id}`)).json().data).toMatchObject({ _id: order!._id, buyerEmail: email });
    expect((await call(operator, 'GET', `/admin/orders/999999999`)).statusCode).toBe(404);
    expect((await call(operator, 'GET', `/admin/orders?status=Lost`)).statusCode).toBe(400);

    expect(await shop.stockOf(colour)).toBe(26);
    // Every change answers the order as the console shows it, buyer included (its page kept no Buyer block after Advance).
    const advanced = await call(operator, 'POST', `/admin/order/${order!._id}/advance`);
    expect(advanced.json<{ msg: string; data: AdminOrder }>()).toMatchObject({
      msg: 'Order moved to Ongoing',
      data: { orderStatus: 'Ongoing', buyerEmail: email },
    });
    const delayed = await call(operator, 'POST', `/admin/order/${order!._id}/delay`, { message: 'Held by rain at the dye house.' });
    expect(delayed.json<{ data: AdminOrder }>().data).toMatchObject({ delayed: true, buyerEmail: email });
    const cancelled = await call(operator, 'POST', `/admin/order/${order!._id}/cancel`, { message: 'The mill cannot weave this lot.' });
    expect(cancelled.json<{ data: AdminOrder }>().data).toMatchObject({ orderStatus: 'Cancelled', buyerEmail: email });
    expect(await shop.stockOf(colour)).toBe(30);
    expect((await call(operator, 'POST', `/admin/order/${order!._id}/cancel`, {})).statusCode).toBe(409);
    const history = (await call(buyer, 'GET', '/user/orderlist')).json<{ orders: RestOrder[] }>().orders;
    expect(history[0]).toMatchObject({ orderStatus: 'Cancelled' });
    expect(sent.at(-1)?.to).toBe(email);
    const [entry] = await activity('order.cancel');
    expect(entry).toMatchObject({ objectId: order!.orderId, before: { stage: 'Ongoing' }, after: { stage: 'Cancelled' } });
    expect((await call(operator, 'GET', `/admin/orders?status=Cancelled&q=${order!.orderId}`)).json().totalItems).toBe(1);
  });

  it('previews and applies a stock sheet, refusing bad rows with their reasons, in one transaction', async () => {
    const colour = await shop.colour(5);
    const other = await shop.colour(7);
    const sheet = [
      'productId,color,stock',
      `${colour.productId},${colour.color},120`,
      `999999999,Red,4`,
      `${other.productId},No Such Colour,4`,
      `${other.productId},${other.color},-3`,
      `${other.productId},${other.color},2.5`,
      '',
      `${other.productId},"${other.color}",75`,
    ].join('\n');
    const post = (body: string, query = '') =>
      api.app.inject({
        method: 'POST',
        url: `/api/admin/stock/csv${query}`,
        headers: { authorization: operator, 'content-type': 'text/csv' },
        payload: body,
      });
    const preview = await post(sheet, '?dryRun=true');
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      dryRun: true,
      applied: [
        { row: 2, stock: 120 },
        { row: 8, stock: 75 },
      ],
      refused: [
        { row: 3, reason: 'unknown product 999999999' },
        { row: 4, reason: `unknown colour No Such Colour of product ${other.productId}` },
        { row: 5, reason: 'stock must be a whole number of metres from 0 to 1,00,00,000, not -3' },
        { row: 6, reason: 'stock must be a whole number of metres from 0 to 1,00,00,000, not 2.5' },
      ],
    });
    expect(await shop.stockOf(colour)).toBe(5);
    const applied = await post(sheet);
    expect(applied.json().applied).toHaveLength(2);
    expect(await shop.stockOf(colour)).toBe(120);
    expect(await shop.stockOf(other)).toBe(75);
    expect((await activity('stock.csv'))[0]!.summary).toBe('Set the stock of 2 colours from a sheet of 6 rows (4 refused)');
    expect((await post('id,colour,metres\n1,Red,3')).json().message).toBe('The first row must be the header productId,color,stock.');
    expect((await post(`productId,color,stock\n${'1,Red,1\n'.repeat(5001)}`)).json().message).toBe(
      'A sheet may have at most 5,000 rows; this one has 5,001.',
    );
    const wrongType = await api.app.inject({
      method: 'POST',
      url: '/api/admin/stock/csv',
      headers: { authorization: operator, 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(wrongType.statusCode).toBe(415);
  });

  it('lists coupons with their uses and records making and retiring them', async () => {
    const code = `DESK${Date.now() % 1_000_000}`;
    expect((await call(operator, 'POST', '/admin/coupons', { code, description: '10% off', kind: 'percent', value: 10 })).statusCode).toBe(
      200,
    );
    const coupons = (await call(operator, 'GET', '/admin/coupons')).json().data;
    expect(coupons.find((c: { code: string }) => c.code === code)).toMatchObject({
      kind: 'percent',
      value: 10,
      timesUsed: 0,
      active: true,
    });
    expect((await call(operator, 'DELETE', `/admin/coupons/${code.toLowerCase()}`)).statusCode).toBe(200);
    expect((await call(operator, 'GET', '/admin/coupons')).json().data.find((c: { code: string }) => c.code === code).active).toBe(false);
    expect((await call(operator, 'DELETE', '/admin/coupons/NOPE404')).statusCode).toBe(404);
    expect((await activity('coupon')).map((entry) => entry.kind).slice(0, 2)).toEqual(['coupon.retire', 'coupon.create']);
  });

  it('shows support requests newest first, replies through the mail path and marks them handled', async () => {
    const buyer = await shop.buyer();
    const asked = await call(buyer, 'POST', '/user/support', {
      name: 'Meera',
      contactDetails: '98765 43210',
      message: 'Where is my sample?',
    });
    expect(asked.statusCode).toBe(200);
    await call(null, 'POST', '/user/support', { name: 'Kabir', contactDetails: 'by phone only', message: 'Call me please.' });
    const open = (await call(operator, 'GET', '/admin/support?handled=false')).json<{ data: AdminSupportRequest[] }>().data;
    expect(open.slice(0, 2).map((r) => [r.name, r.signedIn])).toEqual([
      ['Kabir', false],
      ['Meera', true],
    ]);
    expect((await call(operator, 'GET', '/admin/me')).json().pendingSupport).toBeGreaterThanOrEqual(2);
    const [kabir, meera] = open;
    expect((await call(operator, 'POST', `/admin/support/${kabir!._id}/reply`, { message: 'Calling you now.' })).statusCode).toBe(409);
    const replied = await call(operator, 'POST', `/admin/support/${meera!._id}/reply`, { message: 'It left Surat today.' });
    expect(replied.json()).toMatchObject({ data: { handled: true } });
    expect(sent.at(-1)).toMatchObject({ to: meera!.accountEmail, subject: 'Your FabricMart support request' });
    // It links back to Support & Help (PUBLIC_URL, here the default).
    expect(sent.at(-1)!.text).toContain('Write to us again: http://localhost:3000/user-profile?section=supportHelp');
    expect(sent.at(-1)!.text).toContain('It left Surat today.');
    expect((await call(operator, 'PATCH', `/admin/support/${kabir!._id}`, { handled: true })).json().data.handled).toBe(true);
    const handled = (await call(operator, 'GET', '/admin/support?handled=true')).json<{ data: AdminSupportRequest[] }>().data;
    expect(handled.slice(0, 2).map((r) => r._id)).toEqual([kabir!._id, meera!._id]);
    expect((await call(operator, 'PATCH', '/admin/support/999999999', { handled: true })).statusCode).toBe(404);
  });

  it('hides a review: the product page drops it and its rating is recounted; restoring brings it back', async () => {
    const buyer = await shop.buyer();
    const colour = await shop.colour(10);
    const form = await multipartBody({ productId: colour.productId, rating: '1', review: 'Abusive words here', orderId: '' });
    const written = await api.app.inject({
      method: 'POST',
      url: '/api/product/addReview',
      headers: { authorization: buyer, ...form.headers },
      payload: form.payload,
    });
    expect(written.statusCode).toBe(200);
    const page = async () => (await call(null, 'GET', `/product/${colour.productId}?reviewLimit=50`)).json().data;
    const before = await page();
    expect(before.rating.map((r: { review: string }) => r.review)).toContain('Abusive words here');
    const listed = (await call(operator, 'GET', '/admin/reviews')).json<{ data: AdminReview[] }>().data;
    const review = listed.find((r) => r.review === 'Abusive words here')!;
    expect(review).toMatchObject({ productId: colour.productId, hidden: false, rating: 1 });
    expect((await call(operator, 'PATCH', `/admin/reviews/${review._id}`, { hidden: true })).json().data.hidden).toBe(true);
    const hidden = await page();
    expect(hidden.rating.map((r: { review: string }) => r.review)).not.toContain('Abusive words here');
    expect(hidden.reviewCount).toBe(before.reviewCount - 1);
    await call(operator, 'PATCH', `/admin/reviews/${review._id}`, { hidden: false });
    expect((await page()).reviewCount).toBe(before.reviewCount);
    expect((await activity('review')).map((entry) => entry.kind).slice(0, 2)).toEqual(['review.restore', 'review.hide']);
  });

  it('blocks a buyer: their open session stops at once and sign-in is refused; unblocking lets them back', async () => {
    const email = `blocked.${Date.now()}@mill.example.in`;
    const buyer = await shop.buyer(email);
    const found = (await call(operator, 'GET', `/admin/buyers?q=${encodeURIComponent(email.slice(0, 18))}`)).json<{ data: AdminBuyer[] }>();
    const account = found.data.find((b) => b.email === email)!;
    expect(account).toMatchObject({ blocked: false, ordersCount: 0, totalSpent: 0 });
    expect((await call(buyer, 'GET', '/user/me')).statusCode).toBe(200);
    expect((await call(operator, 'POST', `/admin/buyers/${account._id}/block`)).json().data.blocked).toBe(true);
    expect((await call(buyer, 'GET', '/user/me')).statusCode).toBe(401);
    const signIn = await call(null, 'POST', '/user/signin', { email, password: 'Cotton@2026' });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().message).toBe(BLOCKED_MESSAGE);
    expect((await call(operator, 'POST', `/admin/buyers/${account._id}/block`)).statusCode).toBe(409);
    await call(operator, 'POST', `/admin/buyers/${account._id}/unblock`);
    expect((await call(null, 'POST', '/user/signin', { email, password: 'Cotton@2026' })).statusCode).toBe(200);
    const [unblock, block] = await activity('buyer');
    expect([unblock!.kind, block!.kind]).toEqual(['buyer.unblock', 'buyer.block']);
    const me = (await call(operator, 'GET', `/admin/buyers?q=${OPERATOR}`)).json<{ data: AdminBuyer[] }>().data[0]!;
    expect((await call(operator, 'POST', `/admin/buyers/${me._id}/block`)).statusCode).toBe(409);
  });

  it('lists activity newest first, filtered by operator and by kind', async () => {
    const all = (await call(operator, 'GET', `/admin/activity?operator=${OPERATOR.toUpperCase()}&limit=100`)).json<{
      data: ActivityEntry[];
    }>();
    expect(all.data.length).toBeGreaterThan(5);
    expect(all.data.every((entry) => entry.operator === OPERATOR)).toBe(true);
    const ids = all.data.map((entry) => Number(entry._id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect((await call(operator, 'GET', '/admin/activity?operator=nobody@x.in')).json()).toMatchObject({ data: [], totalItems: 0 });
    expect((await call(operator, 'GET', '/admin/activity?kind=DROP TABLE')).statusCode).toBe(400);
  });

  it("filters activity by India's days and exports what the filter picks as a sheet", async () => {
    const today = indianDay(new Date());
    const ofToday = (await call(operator, 'GET', `/admin/activity?from=${today}&to=${today}&limit=100`)).json<{ totalItems: number }>();
    const everything = (await call(operator, 'GET', '/admin/activity?limit=100')).json<{ totalItems: number }>();
    expect(ofToday.totalItems).toBe(everything.totalItems);
    expect((await call(operator, 'GET', `/admin/activity?to=${indianDay(new Date(), -1)}`)).json()).toMatchObject({ totalItems: 0 });
    expect((await call(operator, 'GET', `/admin/activity?from=${indianDay(new Date(), 1)}`)).json()).toMatchObject({ totalItems: 0 });
    const reversed = await call(operator, 'GET', `/admin/activity?from=${today}&to=${indianDay(new Date(), -1)}`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toBe(ACTIVITY_MESSAGES.daysReversed);
    expect((await call(operator, 'GET', '/admin/activity?from=2026-02-30')).statusCode).toBe(400);

    const sheet = await call(operator, 'GET', `/admin/activity.csv?kind=buyer&from=${today}`);
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['content-type']).toMatch(/^text\/csv/);
    const lines = sheet.body.trim().split('\r\n');
    expect(lines[0]).toMatch(/^"?Activity, from \d{1,2} [A-Z][a-z]{2} \d{4}, buyer"?$/);
    expect(lines[1]).toBe('When (India),Operator,Action,Kind,Object,Summary');
    expect(lines.slice(2).filter((line) => line.includes(`,${OPERATOR},unblocked a buyer,buyer.unblock,buyer `))).toHaveLength(1);
    expect(lines[2]).toMatch(/^"\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} [ap]m",/);
    expect((await call(null, 'GET', '/admin/activity.csv')).statusCode).toBe(401);
  });
});
