import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HOURS } from '../../domain/checkout.js';
import { indianDay } from '../../domain/day.js';
import type { RestAddress, BuyAnswer, RestOrder } from '../../domain/rest/checkout.js';
import type { RestCart } from '../../domain/rest/shopping.js';
import type { Colour } from '../support/buyers.js';
import type { MailMessage } from '../../api/auth/mailer.js';
import { formatRupees } from '../../domain/money.js';
import { withApiApp } from '../support/api-app.js';
import { multipartBody } from '../support/multipart.js';
import { pdfText } from '../support/pdf-text.js';
import { shoppers } from '../support/buyers.js';
import { testDatabases } from '../support/databases.js';
import { testAuthConfig } from '../support/test-config.js';

const OPERATOR = 'ops.desk@fabricmart.example.in';
const GOOD_CARD = { number: '4111 1111 1111 1111', expiry: '12/39', cvv: '123', name: 'Asha Patel' };
const DECLINED_CARD = { ...GOOD_CARD, number: '4000 0000 0000 0002' };

describe.each(testDatabases())('checkout and orders on $name', (testDatabase) => {
  const sent: MailMessage[] = [];

  const api = withApiApp(testDatabase, {
    auth: testAuthConfig({ REQUESTS_PER_ADDRESS: '1000000', ADMIN_EMAILS: OPERATOR }),
    mailer: {
      send: async (message) => {
        sent.push(message);
      },
    },
  });
  const shop = shoppers(api);
  const { call } = shop;

  const addresses = async (token: string) => (await call(token, 'GET', '/addresses')).json<{ data: RestAddress[] }>().data;
  const orders = async (token: string, page = 1) =>
    (await call(token, 'GET', `/user/orderlist?page=${page}&limit=5`)).json<{
      orders: RestOrder[];
      totalPages: number;
      totalItems: number;
    }>();
  const cartOf = async (token: string) => (await call(token, 'GET', '/user/cart')).json<{ data: RestCart }>().data;
  const buy = (token: string, body: object = { paymentMethod: 'Cash on Delivery' }, key?: string) =>
    call(token, 'POST', '/buy', body, key ? { 'idempotency-key': key } : {});

  /** A buyer with an address and `metres` of a fresh colour in the cart. */
  async function readyBuyer(metres = 2, stock = 20, pricePaise = 20_000) {
    const token = await shop.buyer();
    await shop.addAddress(token);
    const colour = await shop.colour(stock, pricePaise);
    expect((await shop.addToCart(token, colour, metres)).statusCode).toBe(200);
    return { token, colour };
  }

  it('answers 401 to every checkout call when signed out', async () => {
    for (const [method, url] of [
      ['GET', '/addresses'],
      ['POST', '/address'],
      ['POST', '/buy'],
      ['GET', '/user/orderlist'],
      ['PATCH', '/order/cancel/1'],
      ['GET', '/checkout/summary'],
      ['POST', '/admin/order/1/advance'],
    ] as const) {
      expect((await call(null, method, url, method === 'GET' ? undefined : {})).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  describe('addresses', () => {
    it('selects the first address, keeps exactly one selected, and selects another when the selected one is deleted', async () => {
      const token = await shop.buyer();
      const first = await shop.addAddress(token, { tag: 'Warehouse' });
      expect(first.statusCode).toBe(200);
      expect(first.json<{ data: RestAddress[] }>().data).toMatchObject([
        { selected: true, name: 'Asha Textiles', tag: 'Warehouse', city: 'Surat', pinCode: '395003' },
      ]);
      expect(
        (await shop.addAddress(token, { name: 'Dispatch desk', city: 'Ludhiana', state: 'Punjab', pinCode: '' })).json().message,
        'a PIN code is required',
      ).toBe('Please enter a valid 6-digit PIN code');
      await shop.addAddress(token, { name: 'Dispatch desk', city: 'Ludhiana', state: 'Punjab', pinCode: '141001' });
      let book = await addresses(token);
      expect(book.map((address) => address.selected)).toEqual([true, false]);
      expect(book[1]).toMatchObject({ name: 'Dispatch desk', pinCode: '141001', tag: null });

      const selected = await call(token, 'PUT', `/address/select/${book[1]!._id}`);
      expect(selected.json()).toMatchObject({ msg: 'Address selected successfully' });
      book = await addresses(token);
      expect(book.map((address) => address.selected)).toEqual([false, true]);

      const deleted = await call(token, 'DELETE', `/address/${book[1]!._id}`);
      expect(deleted.json()).toMatchObject({ msg: 'Address Deleted Successfully', data: [{ _id: book[0]!._id, selected: true }] });
    });

    it('applies SPEC §5 rules on the server with SPEC §8 messages, changing nothing', async () => {
      const token = await shop.buyer();
      const missing = await shop.addAddress(token, { city: ' ' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toBe('Please fill all the fields');
      const phone = await shop.addAddress(token, { alternativePhoneNumber: '98765' });
      expect(phone.json().message).toBe('Please enter a valid phone number');
      expect((await shop.addAddress(token, { pinCode: '39500' })).statusCode).toBe(400);
      expect((await call(token, 'POST', '/address', { city: 'Surat' })).statusCode).toBe(400);
      expect(await addresses(token)).toEqual([]);
    });

    it('takes an Indian state only from the GST state list (the place of supply): a state it cannot match is refused, a known one kept in its spelling', async () => {
      const token = await shop.buyer();
      const unknown = await shop.addAddress(token, { state: 'Narnia', country: 'India' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toBe('Narnia is not an Indian state or union territory; choose one from the list.');
      expect(await addresses(token)).toEqual([]);
      expect((await shop.addAddress(token, { state: ' tamil nadu ', country: 'india' })).statusCode).toBe(200);
      expect((await addresses(token)).map((address) => address.state)).toEqual(['Tamil Nadu']);
      // Abroad (an export address) the state is as written.
      expect((await shop.addAddress(token, { state: 'Bavaria', country: 'Germany' })).statusCode).toBe(200);
      expect((await addresses(token)).map((address) => address.state)).toEqual(['Tamil Nadu', 'Bavaria']);
    });

    it('edits an address, and answers 404 to another buyer for it, changing nothing', async () => {
      const owner = await shop.buyer();
      const [address] = (await shop.addAddress(owner)).json<{ data: RestAddress[] }>().data;
      const edited = await call(owner, 'PUT', `/address/${address!._id}`, {
        address: '22 Ring Road',
        city: 'Surat',
        state: 'Gujarat',
        country: 'India',
        alternativePhoneNumber: '9000000001',
        pinCode: '395003',
      });
      expect(edited.json()).toMatchObject({ msg: 'Address updated successfully', data: [{ address: '22 Ring Road', selected: true }] });

      const stranger = await shop.buyer();
      for (const [method, url] of [
        ['PUT', `/address/${address!._id}`],
        ['PUT', `/address/select/${address!._id}`],
        ['DELETE', `/address/${address!._id}`],
      ] as const) {
        const answer = await call(
          stranger,
          method,
          url,
          method === 'PUT' && !url.includes('select')
            ? { address: 'x', city: 'x', state: 'x', country: 'x', alternativePhoneNumber: '9000000002', pinCode: '395003' }
            : undefined,
        );
        expect(answer.statusCode, `${method} ${url}`).toBe(404);
      }
      expect((await addresses(owner))[0]).toMatchObject({ address: '22 Ring Road', selected: true });
    });
  });

  describe('placing orders', () => {
    it('places one order per cart line for the selected address, takes the metres from stock and empties the cart', async () => {
      const { token, colour } = await readyBuyer(3, 20, 24_550);
      const second = await shop.colour(5, 10_000);
      await shop.addToCart(token, second, 5);
      const summary = (await call(token, 'GET', '/checkout/summary')).json<{ pricing: BuyAnswer['pricing']; shipping: string }>();
      // 3 × 245.50 + 5 × 100 = 1236.50; GST 5% (woven fabrics) = 61.825, to the paisa 61.83; free shipping.
      expect(summary).toMatchObject({
        shipping: 'free',
        pricing: { subTotal: 1236.5, estimatedShippingHandling: 0, estimatedTax: 61.83, total: 1298.33 },
      });

      const placed = await buy(token, { paymentMethod: 'Cash on Delivery', expectedTotal: 1298.33 });
      expect(placed.statusCode).toBe(200);
      const answer = placed.json<BuyAnswer>();
      expect(answer).toMatchObject({ msg: 'Payment Success', pricing: { subTotal: 1236.5, estimatedTax: 61.83, total: 1298.33 } });
      expect(answer.orders).toHaveLength(2);
      expect(answer.orders[0]).toMatchObject({
        orderStatus: 'Ordered Placed',
        cancellable: true,
        delayed: false,
        paymentMethod: 'Cash on Delivery',
        item: { quantity: 3, price: 736.5, color: colour.color },
        shippingAddress: { fullName: 'Asha Textiles', phone: '9876501234', city: 'Surat', pinCode: '395003' },
        shipment: { date: indianDay(new Date(), 1), estimatedDelivery: indianDay(new Date(), 10) },
        trackingDetails: [{ status: 'Ordered Placed', isError: false }],
      });
      expect(answer.orders.reduce((sum, order) => sum + order.pricing.total, 0)).toBeCloseTo(1298.33, 2);
      expect(new Set(answer.orders.map((order) => order.purchaseId)).size).toBe(1);
      expect(await shop.stockOf(colour)).toBe(17);
      expect(await shop.stockOf(second)).toBe(0);
      expect((await cartOf(token)).products).toEqual([]);
      const history = await orders(token);
      expect(history).toMatchObject({ totalItems: 2, totalPages: 1 });
      expect(history.orders.map((order) => order.orderId).sort()).toEqual(answer.orders.map((order) => order.orderId).sort());
    });

    it('prices express shipping by the fabric’s weight: ₹8.50 a kilogram begun, the same in the summary and the order', async () => {
      const heavy = await readyBuyer(300, 400, 10_000);
      const product = (await call(null, 'GET', `/product/${heavy.colour.productId}`)).json<{ data: { weight: number; width: number } }>()
        .data;
      const kg = Math.ceil((300 * product.width * 0.0254 * product.weight) / 1000 - 1e-9);
      expect(kg).toBeGreaterThan(1);
      const summary = (await call(heavy.token, 'GET', '/checkout/summary?shipping=express')).json<{
        pricing: { estimatedShippingHandling: number };
        shippingOptions: { _id: string; price: number }[];
      }>();
      expect(summary.pricing.estimatedShippingHandling).toBeCloseTo(kg * 8.5, 2);
      expect(summary.shippingOptions.find((option) => option._id === 'express')?.price).toBeCloseTo(kg * 8.5, 2);
      const answer = (await buy(heavy.token, { paymentMethod: 'Cash on Delivery', shipping: { _id: 'express' } })).json<BuyAnswer>();
      expect(answer.pricing.estimatedShippingHandling).toBeCloseTo(kg * 8.5, 2);
    });

    it('prices express shipping at ₹8.50 and dates a scheduled delivery from tomorrow on', async () => {
      const express = await readyBuyer(1, 10, 10_000);
      const answer = (await buy(express.token, { paymentMethod: 'Cash on Delivery', shipping: { _id: 'express' } })).json<BuyAnswer>();
      expect(answer.pricing).toEqual({
        subTotal: 100,
        discount: 0,
        estimatedShippingHandling: 8.5,
        estimatedTax: 5,
        total: 113.5,
        taxRates: [5],
      });
      expect(answer.orders[0]!.shipment.estimatedDelivery).toBe(indianDay(new Date(), 3));

      const scheduled = await readyBuyer(1);
      expect((await buy(scheduled.token, { paymentMethod: 'Cash on Delivery', shipping: { _id: 'scheduled' } })).json().message).toBe(
        'Choose a delivery date for scheduled shipping.',
      );
      expect(
        (
          await buy(scheduled.token, {
            paymentMethod: 'Cash on Delivery',
            shipping: { _id: 'scheduled', selectedDate: indianDay(new Date()) },
          })
        ).statusCode,
      ).toBe(400);
      const day = indianDay(new Date(), 4);
      const placed = await buy(scheduled.token, { paymentMethod: 'Cash on Delivery', shipping: { _id: 'scheduled', selectedDate: day } });
      expect(placed.json<BuyAnswer>().orders[0]!.shipment).toMatchObject({ estimatedDelivery: day, option: 'scheduled' });
    });

    it('checks cards (Luhn, expiry) and UPI ids; the declined test card places nothing and leaves stock alone', async () => {
      const { token, colour } = await readyBuyer(2, 10);
      const card = (details: object) => buy(token, { paymentMethod: 'Credit Card', card: { ...GOOD_CARD, ...details } });
      expect((await card({ number: '4111 1111 1111 1112' })).json().message).toBe(
        'This card number is not valid. Check the digits and try again.',
      );
      expect((await card({ expiry: '01/24' })).json().message).toBe('This card has expired.');
      // What a buyer typed wrongly is said in a sentence naming the field, never as a schema's pattern.
      expect((await card({ expiry: '1228' })).json().message).toBe('Enter the expiry as MM/YY, e.g. 08/29.');
      expect((await card({ cvv: '12' })).json().message).toBe('Enter the 3 or 4 digits on the back of the card.');
      expect((await card({ name: ' ' })).json().message).toBe('Enter the name as it is printed on the card.');
      expect((await buy(token, { paymentMethod: 'Credit Card' })).statusCode).toBe(400);
      expect((await buy(token, { paymentMethod: 'UPI', upiId: 'asha' })).json().message).toBe('Enter a UPI ID like name@bank.');

      const declined = await buy(token, { paymentMethod: 'Credit Card', card: DECLINED_CARD });
      expect(declined.statusCode).toBe(402);
      expect(declined.json().message).toBe('Your card was declined. Nothing was charged and no order was placed.');
      expect(await shop.stockOf(colour)).toBe(10);
      expect((await cartOf(token)).products).toHaveLength(1);
      expect((await orders(token)).totalItems).toBe(0);

      expect((await card({})).statusCode).toBe(200);
      expect(await shop.stockOf(colour)).toBe(8);
      const upi = await readyBuyer(1);
      expect((await buy(upi.token, { paymentMethod: 'UPI', upiId: 'asha.patel@okaxis' })).json<BuyAnswer>().orders[0]!.paymentMethod).toBe(
        'UPI',
      );
    });

    it('refuses a line with too few metres, naming it, and places none of the cart', async () => {
      const { token, colour } = await readyBuyer(2, 10);
      const short = await shop.colour(6);
      await shop.addToCart(token, short, 5);
      await sql`UPDATE product_varieties SET stock = 3 WHERE id = ${short.varietyId}`.execute(api.database.db);
      const refused = await buy(token);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toMatch(new RegExp(`^Only 3 metres of .+ \\(${short.color}\\) are left\\.`));
      expect(await shop.stockOf(colour)).toBe(10);
      expect(await shop.stockOf(short)).toBe(3);
      expect((await cartOf(token)).products).toHaveLength(2);
      expect((await orders(token)).totalItems).toBe(0);
    });

    it('names exactly the lines that are short, with what is left of each, whatever their order in the cart', async () => {
      const token = await shop.buyer();
      await shop.addAddress(token);
      const colours = [await shop.colour(20), await shop.colour(20), await shop.colour(20)].sort((a, b) => a.varietyId - b.varietyId);
      for (const colour of colours) await shop.addToCart(token, colour, 5);
      const nameOf = async (colour: Colour) =>
        (await sql<{ name: string }>`SELECT name FROM products WHERE id = ${Number(colour.productId)}`.execute(api.database.db)).rows[0]!
          .name;
      // One short, and it is not the lowest colour id: the refusal names it, not the first line.
      const [low, middle, high] = colours as [Colour, Colour, Colour];
      await sql`UPDATE product_varieties SET stock = 2 WHERE id = ${high.varietyId}`.execute(api.database.db);
      const one = await buy(token);
      expect(one.statusCode).toBe(409);
      expect(one.json().message).toBe(
        `Only 2 metres of ${await nameOf(high)} (${high.color}) are left. Change the quantity in your cart and place the order again.`,
      );
      // Two short: both named, each with what is left; the line with enough is not.
      await sql`UPDATE product_varieties SET stock = 0 WHERE id = ${middle.varietyId}`.execute(api.database.db);
      const two = await buy(token);
      expect(two.json().message).toBe(
        `${await nameOf(middle)} (${middle.color}) is out of stock; only 2 metres of ${await nameOf(high)} (${high.color}) are left. ` +
          'Change or remove these lines in your cart and place the order again.',
      );
      expect(two.json().message).not.toContain(`${await nameOf(low)} (${low.color})`);
      expect(await shop.stockOf(low)).toBe(20);
      expect((await orders(token)).totalItems).toBe(0);
    });

    it('refuses to deliver to an address saved before states came from the list whose state it cannot match, placing nothing', async () => {
      const { token, colour } = await readyBuyer(2, 10);
      const [saved] = await addresses(token);
      await sql`UPDATE addresses SET state = 'Bombay Presidency' WHERE id = ${Number(saved!._id)}`.execute(api.database.db);
      const refused = await buy(token);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(
        'Bombay Presidency is not an Indian state or union territory; choose one from the list. Edit the delivery address to choose its state.',
      );
      expect(await shop.stockOf(colour)).toBe(10);
      expect((await cartOf(token)).products).toHaveLength(1);
      expect((await orders(token)).totalItems).toBe(0);
    });

    it('needs a cart and a selected address, and refuses when the total shown is no longer the total', async () => {
      const empty = await shop.buyer();
      await shop.addAddress(empty);
      expect((await buy(empty)).json().message).toBe('Your cart is empty.');
      const homeless = await shop.buyer();
      await shop.addToCart(homeless, await shop.colour(5), 1);
      expect((await buy(homeless)).json().message).toBe('Choose a delivery address first.');

      const { token, colour } = await readyBuyer(1, 10, 10_000);
      await sql`UPDATE product_varieties SET price_per_metre_paise = 12000 WHERE id = ${colour.varietyId}`.execute(api.database.db);
      const changed = await buy(token, { paymentMethod: 'Cash on Delivery', expectedTotal: 110 });
      expect(changed.statusCode).toBe(409);
      expect(changed.json().message).toBe('Prices have changed: the total is now ₹126.00. Check the summary and place the order again.');
      expect(await shop.stockOf(colour)).toBe(10);
    });

    it('applies the cart coupon to the orders and counts its use, so it cannot be used twice', async () => {
      const { token } = await readyBuyer(5, 20, 10_000);
      expect((await call(token, 'POST', '/user/apply-coupon', { couponCode: 'WELCOME10' })).statusCode).toBe(200);
      const answer = (await buy(token)).json<BuyAnswer>();
      // 500 − 10% = 450; GST 5% 22.50.
      expect(answer.pricing).toMatchObject({ subTotal: 500, discount: 50, estimatedTax: 22.5, total: 472.5 });
      expect(answer.orders[0]!.pricing).toMatchObject({ discount: 50, total: 472.5 });
      await shop.addToCart(token, await shop.colour(5), 1);
      expect((await call(token, 'POST', '/user/apply-coupon', { couponCode: 'WELCOME10' })).json().message).toBe(
        'You have already used WELCOME10.',
      );
    });
  });

  describe("the buyer's purchase order", () => {
    it('carries the PO number and requested delivery day to every order, the tax invoice and the confirmation email', async () => {
      const { token } = await readyBuyer(2);
      await shop.addToCart(token, await shop.colour(10), 1);
      const needed = indianDay(new Date(), 30);
      const placed = await buy(token, { paymentMethod: 'Cash on Delivery', poNumber: ' PO/2026/118 ', requestedDelivery: needed });
      expect(placed.statusCode).toBe(200);
      const answer = placed.json<BuyAnswer>();
      expect(answer.orders.map((order) => [order.poNumber, order.requestedDelivery])).toEqual([
        ['PO/2026/118', needed],
        ['PO/2026/118', needed],
      ]);
      expect((await orders(token)).orders[0]).toMatchObject({ poNumber: 'PO/2026/118', requestedDelivery: needed });
      const invoice = await pdfText((await call(token, 'GET', `/order/${answer.orders[0]!._id}/invoice.pdf`)).rawPayload);
      expect(invoice.replace(/\s+/g, ' ')).toContain('Buyer’s order no.: PO/2026/118');
      const email = await call(token, 'GET', '/user/me');
      await api.app.jobs.settled();
      const mail = sent.filter((message) => message.to === email.json().data.email && message.subject.includes(answer.purchaseId));
      expect(mail[0]!.text).toContain('Your PO number: PO/2026/118');
    });

    it('refuses a PO number or day the form would refuse, with its sentence, and places nothing', async () => {
      const { token } = await readyBuyer(2);
      for (const [body, message] of [
        [
          { poNumber: 'PO-2026-0000000118' },
          'A PO number is up to 16 letters, digits, spaces and / . _ # -, as printed on your purchase order.',
        ],
        [{ poNumber: '<b>PO</b>' }, 'A PO number is up to 16 letters, digits, spaces and / . _ # -, as printed on your purchase order.'],
        [{ requestedDelivery: '2020-01-01' }, 'Choose a delivery date from today to 365 days ahead.'],
        [{ requestedDelivery: '2027-02-30' }, 'Choose a delivery date from today to 365 days ahead.'],
        [{ requestedDelivery: '2027-13-01' }, 'Choose a delivery date from today to 365 days ahead.'],
        [{ requestedDelivery: 'soon' }, 'Choose a delivery date from today to 365 days ahead.'],
      ] as const) {
        const refused = await buy(token, { paymentMethod: 'Cash on Delivery', ...body });
        expect(refused.statusCode, JSON.stringify(body)).toBe(400);
        expect(refused.json().message).toBe(message);
      }
      expect((await cartOf(token)).products).toHaveLength(1);
      expect((await orders(token)).totalItems).toBe(0);
    });
  });

  describe('Idempotency-Key', () => {
    it('answers a retry with the first answer and places nothing new; another body with the key is refused', async () => {
      const { token, colour } = await readyBuyer(2, 10);
      const first = await buy(token, { paymentMethod: 'Cash on Delivery' }, 'retry-key-0001');
      const again = await buy(token, { paymentMethod: 'Cash on Delivery' }, 'retry-key-0001');
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      expect(await shop.stockOf(colour)).toBe(8);
      expect((await orders(token)).totalItems).toBe(1);
      const other = await buy(token, { paymentMethod: 'UPI', upiId: 'asha@okaxis' }, 'retry-key-0001');
      expect(other.statusCode).toBe(422);
    });

    it('remembers a refusal too: a retry of a declined card is declined again, without charging', async () => {
      const { token, colour } = await readyBuyer(2, 10);
      const body = { paymentMethod: 'Credit Card', card: DECLINED_CARD };
      expect((await buy(token, body, 'declined-key-01')).statusCode).toBe(402);
      const retry = await buy(token, body, 'declined-key-01');
      expect(retry.statusCode).toBe(402);
      expect(await shop.stockOf(colour)).toBe(10);
      // A new attempt (a new key) with a good card goes through.
      expect((await buy(token, { paymentMethod: 'Credit Card', card: GOOD_CARD }, 'declined-key-02')).statusCode).toBe(200);
    });

    it(`forgets an answer after ${IDEMPOTENCY_HOURS} hours: the key places a new order, and remembers that answer`, async () => {
      const { token, colour } = await readyBuyer(2, 10);
      const first = await buy(token, { paymentMethod: 'Cash on Delivery' }, 'old-key-0001');
      expect(first.statusCode).toBe(200);
      await sql`UPDATE idempotency_keys SET created_at = now() - make_interval(hours => ${IDEMPOTENCY_HOURS + 1})
        WHERE key = 'old-key-0001'`.execute(api.database.db);
      expect((await shop.addToCart(token, colour, 2)).statusCode).toBe(200);
      const second = await buy(token, { paymentMethod: 'Cash on Delivery' }, 'old-key-0001');
      expect(second.statusCode, second.body).toBe(200);
      expect(second.json<BuyAnswer>().purchaseId).not.toBe(first.json<BuyAnswer>().purchaseId);
      expect(await shop.stockOf(colour)).toBe(6);
      const replay = await buy(token, { paymentMethod: 'Cash on Delivery' }, 'old-key-0001');
      expect(replay.json()).toEqual(second.json());
      expect(await shop.stockOf(colour)).toBe(6);
    });
  });

  describe('order history and cancellation', () => {
    it('pages orders five at a time, newest first', async () => {
      const token = await shop.buyer();
      await shop.addAddress(token);
      for (let index = 0; index < 6; index++) await shop.addToCart(token, await shop.colour(5), 1);
      expect((await buy(token)).json<BuyAnswer>().orders).toHaveLength(6);
      const first = await orders(token);
      expect(first).toMatchObject({ totalItems: 6, totalPages: 2 });
      expect(first.orders).toHaveLength(5);
      const second = await orders(token, 2);
      expect(second.orders).toHaveLength(1);
      const all = [...first.orders, ...second.orders];
      expect(new Set(all.map((order) => order.orderId)).size).toBe(6);
      expect((await call(token, 'GET', '/user/orderlist?page=0')).statusCode).toBe(400);
    });

    it('emails a confirmation once (not again for a replayed key) with the order numbers, lines, address and total, and a cancellation', async () => {
      const email = `mail.${Date.now()}@mill.example.in`;
      const token = await shop.buyer(email);
      await shop.addAddress(token);
      await shop.addToCart(token, await shop.colour(5), 2);
      await shop.addToCart(token, await shop.colour(5), 3);
      const orderMail = () => sent.filter((message) => message.to === email && message.subject.startsWith('FabricMart order'));
      const answer = (await buy(token, { paymentMethod: 'Cash on Delivery' }, 'mail-key-0001')).json<BuyAnswer>();
      expect((await buy(token, { paymentMethod: 'Cash on Delivery' }, 'mail-key-0001')).json<BuyAnswer>().purchaseId).toBe(
        answer.purchaseId,
      );
      await api.app.jobs.settled();
      expect(orderMail()).toHaveLength(1);
      const [confirmation] = orderMail();
      expect(confirmation!.subject).toBe(
        `FabricMart order confirmation ${answer.orders.map((order) => order.orderId).join(', ')} (purchase ${answer.purchaseId})`,
      );
      expect(confirmation!.text).toContain(`Thank you for your purchase ${answer.purchaseId}.`);
      expect(confirmation!.text).toContain('It is placed as 2 orders, one per fabric and colour');
      for (const order of answer.orders)
        expect(confirmation!.text).toContain(`${order.orderId}  ${order.item.name} (${order.item.color}), ${order.item.quantity} m`);
      expect(confirmation!.text).toContain(`Total ${formatRupees(answer.pricing.total)} (Cash on Delivery)`);
      expect(confirmation!.text).toContain('Order History: http://localhost:3000/user-profile?section=orderHistory');
      expect(confirmation!.text).toContain('Deliver to: Asha Textiles');

      expect((await call(token, 'PATCH', `/order/cancel/${answer.orders[0]!._id}`, { status: 'Cancelled', message: '' })).statusCode).toBe(
        200,
      );
      await api.app.jobs.settled();
      const cancellation = orderMail()[1]!;
      expect(cancellation.subject).toBe(`FabricMart order ${answer.orders[0]!.orderId} cancelled`);
      expect(cancellation.text).toContain('It was to be paid on delivery, so nothing was charged.');
    });

    it('cancels at Ordered Placed within 12 hours, returning the metres; not twice, not later, not another buyer’s', async () => {
      const { token, colour } = await readyBuyer(4, 10);
      const [order] = (await buy(token)).json<BuyAnswer>().orders;
      expect(await shop.stockOf(colour)).toBe(6);
      const stranger = await shop.buyer();
      expect(
        (await call(stranger, 'PATCH', `/order/cancel/${order!._id}`, { status: 'Cancelled', message: '', isError: true })).statusCode,
      ).toBe(404);

      const cancelled = await call(token, 'PATCH', `/order/cancel/${order!._id}`, { status: 'Cancelled', message: '', isError: true });
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json()).toMatchObject({
        msg: 'Order Cancelled Successfully',
        data: { orderStatus: 'Cancelled', cancellable: false, delayed: false },
      });
      expect(await shop.stockOf(colour)).toBe(10);
      const twice = await call(token, 'PATCH', `/order/cancel/${order!._id}`, { status: 'Cancelled', message: '' });
      expect(twice.statusCode).toBe(409);
      expect(await shop.stockOf(colour)).toBe(10);

      const late = await readyBuyer(1, 10);
      const [old] = (await buy(late.token)).json<BuyAnswer>().orders;
      await sql`UPDATE orders SET created_at = now() - interval '13 hours' WHERE id = ${Number(old!._id)}`.execute(api.database.db);
      const refused = await call(late.token, 'PATCH', `/order/cancel/${old!._id}`, { status: 'Cancelled', message: '' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe('Orders can be cancelled only within 12 hours of ordering.');
      expect((await orders(late.token)).orders[0]).toMatchObject({ orderStatus: 'Ordered Placed', cancellable: false });
    });
  });

  it('a review verifies a purchase only while its order stands: cancelled, the order verifies nothing', async () => {
    const { token, colour } = await readyBuyer(2, 10);
    const [order] = (await buy(token)).json<BuyAnswer>().orders;
    const review = async (text: string) => {
      const { payload, headers } = await multipartBody({ productId: colour.productId, rating: '5', review: text, orderId: order!.orderId });
      return (
        await api.app.inject({ method: 'POST', url: '/api/product/addReview', payload, headers: { ...headers, authorization: token } })
      ).json<{ data: { verifiedPurchase: boolean } }>().data;
    };
    const shown = async () =>
      (await call(null, 'GET', `/product/${colour.productId}`)).json<{
        data: { rating: { review: string; verifiedPurchase: boolean }[] };
      }>().data.rating;
    expect((await review('Crisp and even')).verifiedPurchase).toBe(true);
    expect((await call(token, 'PATCH', `/order/cancel/${order!._id}`, { status: 'Cancelled', message: '' })).statusCode).toBe(200);
    expect((await shown()).find((entry) => entry.review === 'Crisp and even')?.verifiedPurchase).toBe(false);
    expect((await review('Written after cancelling')).verifiedPurchase).toBe(false);
  });

  describe('operators', () => {
    let operatorToken: Promise<string> | undefined;
    const operatorOf = () => (operatorToken ??= shop.buyer(OPERATOR));

    it('refuses every operator call to a buyer not in ADMIN_EMAILS with 403', async () => {
      const token = await shop.buyer();
      expect((await call(token, 'POST', '/admin/order/1/advance')).statusCode).toBe(403);
      expect((await call(token, 'PUT', '/admin/stock', { productId: '1', color: 'Indigo', stock: 5 })).statusCode).toBe(403);
      expect((await call(token, 'GET', '/admin/orders')).statusCode).toBe(403);
    });

    it('moves an order through the stages, records a delay, and the buyer can no longer cancel once it moves', async () => {
      const operator = await operatorOf();
      const { token } = await readyBuyer(1, 10);
      const [order] = (await buy(token)).json<BuyAnswer>().orders;
      const ongoing = await call(operator, 'POST', `/admin/order/${order!._id}/advance`);
      expect(ongoing.json()).toMatchObject({ msg: 'Order moved to Ongoing', data: { orderStatus: 'Ongoing', cancellable: false } });
      expect((await call(token, 'PATCH', `/order/cancel/${order!._id}`, { status: 'Cancelled', message: '' })).json().message).toBe(
        'This order is Ongoing and can no longer be cancelled.',
      );
      const delayed = await call(operator, 'POST', `/admin/order/${order!._id}/delay`, { message: 'Held at the Surat hub by rain.' });
      expect(delayed.json<{ data: RestOrder }>().data).toMatchObject({ orderStatus: 'Ongoing', delayed: true });
      expect(delayed.json<{ data: RestOrder }>().data.trackingDetails.at(-1)).toMatchObject({
        status: 'Ongoing',
        isError: true,
        message: 'Held at the Surat hub by rain.',
      });
      const dispatch = { transporter: 'VRL Logistics', lrNumber: 'VRL-2611-0457', date: indianDay(new Date()) };
      const shipped = await call(operator, 'POST', `/admin/order/${order!._id}/advance`, { dispatch });
      expect(shipped.json<{ data: RestOrder }>().data).toMatchObject({
        orderStatus: 'Shipped',
        dispatch: { ...dispatch, vehicleNumber: null, ewayBillNumber: null, ewayBillValidUntil: null },
      });
      const delivered = await call(operator, 'POST', `/admin/order/${order!._id}/advance`);
      expect(delivered.json<{ data: RestOrder }>().data).toMatchObject({ orderStatus: 'Delivered', delayed: false });
      expect((await call(operator, 'POST', `/admin/order/${order!._id}/advance`)).statusCode).toBe(409);
      expect((await call(operator, 'POST', '/admin/order/999999999/advance')).statusCode).toBe(404);
      // The buyer heard of the delay (with its reason), the shipping and the delivery; not of Ongoing, nor of the refusals.
      await api.app.jobs.settled();
      const mails = sent.filter((message) => message.subject.includes(order!.orderId) && !/confirmation/.test(message.subject));
      expect(mails.map((message) => message.subject)).toEqual([
        `FabricMart order ${order!.orderId} delayed`,
        `FabricMart order ${order!.orderId} shipped`,
        `FabricMart order ${order!.orderId} delivered`,
      ]);
      expect(mails[0]!.text).toContain('is delayed: Held at the Surat hub by rain.');
      expect(mails[1]!.text).toContain('has left the mill');
    });

    it('sets a colour’s stock and makes and retires coupons', async () => {
      const operator = await operatorOf();
      const colour = await shop.colour(3);
      const set = await call(operator, 'PUT', '/admin/stock', { productId: colour.productId, color: colour.color, stock: 250 });
      expect(set.json()).toMatchObject({ stock: 250 });
      expect(await shop.stockOf(colour)).toBe(250);

      const code = `MILL${Date.now() % 100_000}`;
      expect((await call(operator, 'POST', '/admin/coupons', { code, description: '₹100 off', kind: 'flat', value: 100 })).statusCode).toBe(
        200,
      );
      expect((await call(operator, 'POST', '/admin/coupons', { code, description: 'again', kind: 'flat', value: 100 })).statusCode).toBe(
        409,
      );
      expect(
        (await call(operator, 'POST', '/admin/coupons', { code: 'PCT150', description: 'too much', kind: 'percent', value: 150 }))
          .statusCode,
      ).toBe(400);
      const { token } = await readyBuyer(2, 10, 10_000);
      expect((await call(token, 'POST', '/user/apply-coupon', { couponCode: code })).json<{ data: RestCart }>().data).toMatchObject({
        discount: 100,
      });
      expect((await call(operator, 'DELETE', `/admin/coupons/${code}`)).statusCode).toBe(200);
      expect((await buy(token)).json().message).toBe(
        `Coupon ${code} can no longer be used: ${code} is no longer offered. Remove it from your cart to order without it.`,
      );
    });
  });
});
