import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../api/db/database.js';
import { AddAddressDocument } from '../../src/graphql/documents/AddAddress.js';
import { AddressesDocument } from '../../src/graphql/documents/Addresses.js';
import { AddToCartDocument } from '../../src/graphql/documents/AddToCart.js';
import { CancelOrderDocument } from '../../src/graphql/documents/CancelOrder.js';
import { CheckoutSummaryDocument } from '../../src/graphql/documents/CheckoutSummary.js';
import { DeleteAddressDocument } from '../../src/graphql/documents/DeleteAddress.js';
import { OrdersDocument } from '../../src/graphql/documents/Orders.js';
import { PlaceOrderDocument } from '../../src/graphql/documents/PlaceOrder.js';
import { QuickOrderDocument } from '../../src/graphql/documents/QuickOrder.js';
import { ReorderDocument } from '../../src/graphql/documents/Reorder.js';
import { ReverseGeocodeDocument } from '../../src/graphql/documents/ReverseGeocode.js';
import { SelectAddressDocument } from '../../src/graphql/documents/SelectAddress.js';
import { createApiClient, type ApiClient } from '../../src/services/api-client.js';
import { signedInApi, stockedFabric } from '../support/bff-buyer.js';
import { testDatabases } from '../support/databases.js';
import { startServer, type RunningServer } from '../support/running-server.js';

const [pglite] = testDatabases();
const ADDRESS = { address: '14 Ring Road', city: 'Surat', state: 'Gujarat', country: 'India', phone: '9876501234', pinCode: '395002' };

describe('BFF checkout over the real backend', () => {
  let database: Database;
  let server: RunningServer;
  let api: ApiClient;
  let fabric: { productId: string; color: string };

  beforeAll(async () => {
    database = await pglite!.open();
    server = await startServer(database);
    api = await signedInApi(server, 'checkout');
    fabric = await stockedFabric(database, 50, 10000);
  });
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  it('keeps the address book with one selected, in the SPEC names', async () => {
    const added = (await api.request(AddAddressDocument, { address: ADDRESS })).addAddress;
    expect(added).toMatchObject({
      message: 'Address added successfully',
      addresses: [{ ...ADDRESS, name: 'Meera Mills', selected: true }],
    });
    const second = (await api.request(AddAddressDocument, { address: { ...ADDRESS, name: 'Dispatch', city: 'Ludhiana' } })).addAddress
      .addresses[1]!;
    expect((await api.request(SelectAddressDocument, { id: second.id })).selectAddress.message).toBe('Address selected successfully');
    const deleted = (await api.request(DeleteAddressDocument, { id: second.id })).deleteAddress;
    expect(deleted.addresses).toHaveLength(1);
    expect(deleted.addresses[0]!.selected).toBe(true);
    expect((await api.request(AddressesDocument, {})).viewer!.addresses).toHaveLength(1);
  });

  it('answers the payment step in one round trip, places with an Idempotency-Key once, lists and cancels', async () => {
    await api.request(AddToCartDocument, { ...fabric, quantity: 3 });
    const summary = (await api.request(CheckoutSummaryDocument, { shipping: 'express' })).checkoutSummary;
    expect(summary).toMatchObject({
      shipping: 'express',
      address: { city: 'Surat' },
      pricing: { subTotal: 300, shipping: 8.5, tax: 15, total: 323.5 },
    });
    expect(summary.cart.lines).toHaveLength(1);
    expect(summary.shippingOptions.map((option) => option.id)).toEqual(['free', 'express', 'scheduled']);

    const variables = {
      paymentMethod: 'Cash on Delivery',
      shipping: { id: 'express' },
      expectedTotal: 323.5,
      idempotencyKey: 'bff-checkout-key-1',
    };
    const [first, again] = await Promise.all([api.request(PlaceOrderDocument, variables), api.request(PlaceOrderDocument, variables)]);
    expect(first.placeOrder.purchaseId).toBe(again.placeOrder.purchaseId);
    expect(first.placeOrder.orders[0]).toMatchObject({
      status: 'Ordered Placed',
      cancellable: true,
      item: { quantity: 3 },
      shippingOption: 'express',
    });

    const { orders } = (await api.request(OrdersDocument, { page: 1, limit: 5 })).viewer!;
    expect(orders.totalItems).toBe(1);
    const cancelled = (await api.request(CancelOrderDocument, { id: orders.orders[0]!.id })).cancelOrder;
    expect(cancelled).toMatchObject({ message: 'Order Cancelled Successfully', order: { status: 'Cancelled', cancellable: false } });
    await expect(api.request(CancelOrderDocument, { id: orders.orders[0]!.id })).rejects.toThrow('can no longer be cancelled');
  });

  it('orders again: the order’s metres into the cart, and another buyer’s order is not found', async () => {
    await api.request(AddToCartDocument, { ...fabric, quantity: 2 });
    const placed = await api.request(PlaceOrderDocument, { paymentMethod: 'Cash on Delivery', idempotencyKey: 'bff-reorder-key-1' });
    const orderId = placed.placeOrder.orders[0]!.id;
    const { reorder } = await api.request(ReorderDocument, { orderId });
    expect(reorder.added).toEqual([{ productId: fabric.productId, color: fabric.color, metres: 2 }]);
    expect(reorder.skipped).toEqual([]);
    expect(reorder.cart.lines).toMatchObject([{ quantity: 2 }]);
    const other = await signedInApi(server, 'reorder-stranger');
    await expect(other.request(ReorderDocument, { orderId })).rejects.toThrow('There is no such order in your history.');
  });

  it('quick-orders a CSV sheet as text/csv: a preview changes nothing, then the good rows go in', async () => {
    const buyer = await signedInApi(server, 'quick-order');
    const csv = `productId,color,metres\n${fabric.productId},${fabric.color},4\n${fabric.productId},Nope,1`;
    const preview = (await buyer.request(QuickOrderDocument, { csv, dryRun: true })).quickOrder;
    expect(preview.rows.map((row) => row.status)).toEqual(['ok', 'refused']);
    expect(preview.cart.lines).toEqual([]);
    const added = (await buyer.request(QuickOrderDocument, { csv, dryRun: false })).quickOrder;
    expect(added.message).toBe('1 of 2 rows added to your cart');
    expect(added.cart.lines).toMatchObject([{ quantity: 4, color: fabric.color }]);
    await expect(buyer.request(QuickOrderDocument, { csv: 'id,colour\n1,Red', dryRun: true })).rejects.toThrow(
      'The first row must be the header productId,color,metres.',
    );
  });

  it('refuses the reverse-geocoding lookup to a signed-out browser', async () => {
    const stranger = createApiClient({ url: `${server.url}/graphql`, token: () => null, onUnauthenticated: () => {} });
    await expect(stranger.request(ReverseGeocodeDocument, { latitude: 21.17, longitude: 72.83 })).rejects.toThrow();
  });
});
