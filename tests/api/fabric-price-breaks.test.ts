import { describe, expect, it } from 'vitest';
import type { AdminProduct, ProductBody } from '../../domain/rest/admin.js';
import type { RestCart } from '../../domain/rest/shopping.js';
import { withApiApp } from '../support/api-app.js';
import { shoppers } from '../support/buyers.js';
import { testDatabases } from '../support/databases.js';
import { testAuthConfig } from '../support/test-config.js';

const OPERATOR = 'fabric.breaks@fabricmart.example.in';

const fabric = (name: string, breaks?: { minMetres: number; pricepermeter: number }[]): ProductBody => ({
  name,
  description: 'A crisp poplin for summer shirts, sold from 10 metres.',
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
    {
      color: 'Indigo Night',
      colorCode: '#1F2A5C',
      pricepermeter: 240,
      discountedPrice: 220,
      stock: 5000,
      ...(breaks ? { priceTiers: breaks } : {}),
    },
    { color: 'Chalk', colorCode: '#F4F1EA', pricepermeter: 230, stock: 300 },
  ],
});

describe.each(testDatabases())('price breaks in the fabric editor on $name', (testDatabase) => {
  const api = withApiApp(testDatabase, { auth: testAuthConfig({ REQUESTS_PER_ADDRESS: '1000000', ADMIN_EMAILS: OPERATOR }) });
  const shop = shoppers(api);
  const { call } = shop;
  let operatorSession: Promise<string> | undefined;
  const operator = () => (operatorSession ??= shop.buyer(OPERATOR));
  const tiersOf = (product: AdminProduct, color: string) => product.productVarieties.find((colour) => colour.color === color)!.priceTiers;

  it('writes a colour’s breaks with the fabric; the shop and the cart price by them; left out they stay, empty they go', async () => {
    const created = await call(
      await operator(),
      'POST',
      '/admin/products',
      fabric(`Break Poplin ${Date.now()}`, [
        { minMetres: 50, pricepermeter: 210 },
        { minMetres: 200, pricepermeter: 195.5 },
      ]),
    );
    expect(created.statusCode).toBe(201);
    const product = created.json<{ data: AdminProduct }>().data;
    expect(tiersOf(product, 'Indigo Night')).toEqual([
      { minMetres: 50, pricepermeter: 210 },
      { minMetres: 200, pricepermeter: 195.5 },
    ]);
    expect(tiersOf(product, 'Chalk')).toEqual([]);
    const shown = (await call(null, 'GET', `/product/${product._id}`)).json<{ data: AdminProduct }>().data;
    expect(tiersOf(shown, 'Indigo Night')).toHaveLength(2);

    const buyer = await shop.buyer();
    expect(
      (await call(buyer, 'POST', '/user/add-to-cart', { productId: product._id, color: 'Indigo Night', quantity: 60 })).statusCode,
    ).toBe(200);
    const cart = (await call(buyer, 'GET', '/user/cart')).json<{ data: RestCart }>().data;
    expect(cart.products[0]).toMatchObject({ unitPrice: 210, itemPrice: 12_600 });

    // Edited without priceTiers: the breaks stay. With an empty list: they go, and the cart is priced at the colour's price.
    const { priceTiers: _left, ...indigo } = fabric('x', [])!.productVarieties[0]!;
    const kept = await call(await operator(), 'PUT', `/admin/products/${product._id}`, {
      ...fabric(product.name),
      productVarieties: [indigo, fabric('x').productVarieties[1]],
    });
    expect(tiersOf(kept.json<{ data: AdminProduct }>().data, 'Indigo Night')).toHaveLength(2);
    const cleared = await call(await operator(), 'PUT', `/admin/products/${product._id}`, fabric(product.name, []));
    expect(tiersOf(cleared.json<{ data: AdminProduct }>().data, 'Indigo Night')).toEqual([]);
    const after = (await call(buyer, 'GET', '/user/cart')).json<{ data: RestCart }>().data;
    expect(after.products[0]).toMatchObject({ unitPrice: 220, itemPrice: 13_200 });
  });

  it('refuses breaks that do not step down from the colour’s price with a sentence, and keeps what there was', async () => {
    const product = (
      await call(await operator(), 'POST', '/admin/products', fabric(`Break Check ${Date.now()}`, [{ minMetres: 50, pricepermeter: 210 }]))
    ).json<{
      data: AdminProduct;
    }>().data;
    for (const [breaks, message] of [
      [[{ minMetres: 10, pricepermeter: 200 }], "Indigo Night: a price break starts above the fabric's minimum order of 10 m."],
      [[{ minMetres: 50, pricepermeter: 220 }], 'Indigo Night: each price break must be cheaper than the price before it (₹220).'],
      [
        [
          { minMetres: 100, pricepermeter: 200 },
          { minMetres: 50, pricepermeter: 190 },
        ],
        'Indigo Night: list the price breaks from the fewest metres up, each metres once.',
      ],
      [
        [
          { minMetres: 50, pricepermeter: 200 },
          { minMetres: 100, pricepermeter: 205 },
        ],
        'Indigo Night: each price break must be cheaper than the price before it (₹200).',
      ],
    ] as const) {
      const refused = await call(await operator(), 'PUT', `/admin/products/${product._id}`, fabric(product.name, [...breaks]));
      expect(refused.statusCode, JSON.stringify(breaks)).toBe(400);
      expect(refused.json().message).toBe(message);
    }
    const tooMany = Array.from({ length: 7 }, (_, index) => ({ minMetres: 20 + index * 10, pricepermeter: 200 - index }));
    expect((await call(await operator(), 'PUT', `/admin/products/${product._id}`, fabric(product.name, tooMany))).statusCode).toBe(400);
    const unchanged = (await call(await operator(), 'GET', `/admin/products/${product._id}`)).json<{ data: AdminProduct }>().data;
    expect(tiersOf(unchanged, 'Indigo Night')).toEqual([{ minMetres: 50, pricepermeter: 210 }]);
  });
});
