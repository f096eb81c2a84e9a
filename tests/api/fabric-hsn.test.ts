import { describe, expect, it } from 'vitest';
import type { AdminProduct, AdminTaxRate, ProductBody } from '../../domain/rest/admin.js';
import type { BuyAnswer } from '../../domain/rest/checkout.js';
import type { RestCart } from '../../domain/rest/shopping.js';
import { rateWarning } from '../../domain/tax-rates.js';
import { withApiApp } from '../support/api-app.js';
import { shoppers } from '../support/buyers.js';
import { testDatabases } from '../support/databases.js';
import { pdfText } from '../support/pdf-text.js';
import { testAuthConfig } from '../support/test-config.js';

const OPERATOR = 'fabric.hsn@fabricmart.example.in';

const fabric = (name: string, hsn?: string | null): ProductBody => ({
  name,
  description: 'A coated cotton for bags and aprons.',
  category: 'Cotton',
  subCategory: null,
  fabricType: 'Coated canvas',
  pattern: 'Solid',
  count: '40x40',
  construction: '132x72',
  endUse: null,
  weight: 300,
  width: 58,
  minOrderMetres: 1,
  ...(hsn === undefined ? {} : { hsn }),
  productVarieties: [{ color: 'Olive', colorCode: '#556B2F', pricepermeter: 300, stock: 500 }],
});

describe.each(testDatabases())('a fabric’s own HSN heading on $name', (testDatabase) => {
  const api = withApiApp(testDatabase, { auth: testAuthConfig({ REQUESTS_PER_ADDRESS: '1000000', ADMIN_EMAILS: OPERATOR }) });
  const shop = shoppers(api);
  const { call } = shop;
  let operatorSession: Promise<string> | undefined;
  const operator = () => (operatorSession ??= shop.buyer(OPERATOR));

  it('files the fabric under it in place of its category’s: its rate in the cart, its code on the invoice, its row in GST rates', async () => {
    const created = await call(await operator(), 'POST', '/admin/products', fabric(`Coated Canvas ${Date.now()}`, '5903'));
    expect(created.statusCode).toBe(201);
    const product = created.json<{ data: AdminProduct }>().data;
    expect(product).toMatchObject({ hsn: '5903', categoryHsn: '5208' });
    const rates = (await call(await operator(), 'GET', '/admin/tax-rates')).json<{ data: AdminTaxRate[] }>().data;
    // A heading the shop's table of rates in force does not cover: at the fabrics' 5% until set, and flagged to check.
    expect(rates.find((row) => row.hsn === '5903')).toMatchObject({ rate: 5, categories: [], fabrics: 1, inForce: null });
    expect(rates.find((row) => row.hsn === '5903')!.warning).toBe(rateWarning('5903', 5));
    expect(rateWarning('5903', 5)).toMatch(/^HSN 5903 is not a fabric heading this shop knows the rate of/);
    expect((await call(await operator(), 'PUT', '/admin/tax-rates/5903', { rate: 12 })).statusCode).toBe(200);

    const buyer = await shop.buyer();
    await shop.addAddress(buyer);
    expect((await call(buyer, 'POST', '/user/add-to-cart', { productId: product._id, color: 'Olive', quantity: 2 })).statusCode).toBe(200);
    const cart = (await call(buyer, 'GET', '/user/cart')).json<{ data: RestCart }>().data;
    expect(cart.products[0]!.taxPercent).toBe(12);
    const placed = (await call(buyer, 'POST', '/buy', { paymentMethod: 'Cash on Delivery' })).json<BuyAnswer>();
    expect(placed.orders[0]!.pricing).toMatchObject({ estimatedTax: 72, taxRates: [12] });
    const text = (await pdfText((await call(buyer, 'GET', `/purchase/${placed.purchaseId}/invoice.pdf`)).rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('5903 12%');

    // Cleared, it files under its category's again; left out of an edit, it stays.
    const kept = await call(await operator(), 'PUT', `/admin/products/${product._id}`, fabric(product.name));
    expect(kept.json<{ data: AdminProduct }>().data.hsn).toBe('5903');
    const cleared = await call(await operator(), 'PUT', `/admin/products/${product._id}`, fabric(product.name, null));
    expect(cleared.json<{ data: AdminProduct }>().data.hsn).toBeNull();
    expect((await call(await operator(), 'PUT', `/admin/products/${product._id}`, fabric(product.name, '59A3'))).statusCode).toBe(400);
  });
});
