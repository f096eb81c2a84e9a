import { describe, expect, it } from 'vitest';
import type { BuyAnswer } from '../../domain/rest/checkout.js';
import type { RestProductDetail } from '../../domain/rest/catalogue.js';
import { withApiApp } from '../support/api-app.js';
import { shoppers, type Colour } from '../support/buyers.js';
import { testDatabases } from '../support/databases.js';
import { testAuthConfig } from '../support/test-config.js';

/**
 * A process that wrote a catalogue change answers from its caches as changed at once (read your writes): the product
 * page asked for right after Place Order or a cancellation has answered shows the stock as it now is, not as it was
 * until the catalogue's NOTIFY comes back.
 */
describe.each(testDatabases())('the catalogue read right after a write on $name', (testDatabase) => {
  const OPERATOR = 'desk.ryw@fabricmart.example.in';
  const api = withApiApp(testDatabase, { auth: testAuthConfig({ REQUESTS_PER_ADDRESS: '1000000', ADMIN_EMAILS: OPERATOR }) });
  const shop = shoppers(api);
  const { call } = shop;

  const stockOnPage = async (colour: Colour) => {
    const page = await call(null, 'GET', `/product/${colour.productId}`);
    expect(page.statusCode).toBe(200);
    return page.json<{ data: RestProductDetail }>().data.productVarieties.find((variety) => variety.color === colour.color)!.stock;
  };

  it('shows the stock Place Order took, and a cancellation gave back, in the next answer', async () => {
    const colour = await shop.colour(340);
    const token = await shop.buyer();
    await shop.addAddress(token);
    expect(await stockOnPage(colour)).toBe(340);
    let placed: BuyAnswer | undefined;
    for (const left of [339, 338, 337]) {
      // The page is kept in the cache between orders.
      expect(await stockOnPage(colour)).toBe(left + 1);
      await shop.addToCart(token, colour, 1);
      const bought = await call(token, 'POST', '/buy', { paymentMethod: 'Cash on Delivery' });
      expect(bought.statusCode).toBe(200);
      placed = bought.json<BuyAnswer>();
      expect(await stockOnPage(colour)).toBe(left);
    }
    const cancelled = await call(token, 'PATCH', `/order/cancel/${placed!.orders[0]!._id}`, { status: 'Cancelled', message: '' });
    expect(cancelled.statusCode).toBe(200);
    expect(await stockOnPage(colour)).toBe(338);

    // An operator's cancellation of a 7 m order gives the metres back in the next answer too.
    await shop.addToCart(token, colour, 7);
    const seven = (await call(token, 'POST', '/buy', { paymentMethod: 'Cash on Delivery' })).json<BuyAnswer>();
    expect(await stockOnPage(colour)).toBe(331);
    const operator = await shop.buyer(OPERATOR);
    const byOperator = await call(operator, 'POST', `/admin/order/${seven.orders[0]!._id}/cancel`, { message: 'Buyer phoned' });
    expect(byOperator.statusCode).toBe(200);
    expect(await stockOnPage(colour)).toBe(338);
  });
});
