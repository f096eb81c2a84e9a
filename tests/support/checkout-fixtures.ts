import type { Address, CheckoutSummary, Order, Purchase } from '../../src/graphql/generated.js';
import { cartWith } from './shopping-fixtures.js';

export const address = (id: string, selected = false): Address => ({
  id,
  name: 'Asha Textiles',
  tag: null,
  address: `${id} Ring Road`,
  city: 'Surat',
  state: 'Gujarat',
  pinCode: '395002',
  phone: '9876501234',
  country: 'India',
  selected,
});

export const pricing = { subTotal: 500, discount: 0, shipping: 0, tax: 50, total: 550, taxRates: [10] };

export const summary: CheckoutSummary = {
  shipping: 'free',
  cart: cartWith(2),
  address: address('1', true),
  shippingOptions: [
    {
      id: 'free',
      name: 'Free Shipping',
      description: 'Regular',
      price: 0,
      estimatedDelivery: 'By 2 Dec 2026',
      requiresDateSelection: false,
    },
  ],
  pricing,
};

export const order = (id: string, status = 'Ordered Placed', cancellable = status === 'Ordered Placed'): Order => ({
  id,
  orderId: `FM${id}`,
  purchaseId: 'P1',
  invoiceNumber: `FM/2627/${id.padStart(6, '0')}`,
  claimableMetres: 2,
  productId: '7',
  status,
  delayed: false,
  cancellable,
  shipmentDate: '2026-11-23',
  estimatedDelivery: '2026-12-02',
  shippingOption: 'free',
  paymentMethod: 'Cash on Delivery',
  createdAt: '2026-11-22T10:00:00.000Z',
  item: { name: 'Indigo Mulmul', description: 'Soft', quantity: 2, price: 500, color: 'Indigo', image: null, isSample: false },
  tracking: [{ status: 'Ordered Placed', message: 'Placed', time: '2026-11-22T10:00:00.000Z', isError: false, isActive: true }],
  shippingAddress: {
    fullName: 'Asha Textiles',
    phone: '9876501234',
    address: '1 Ring Road',
    city: 'Surat',
    state: 'Gujarat',
    pinCode: '395002',
    country: 'India',
  },
  pricing,
});

export const purchase: Purchase = { message: 'Payment Success', purchaseId: 'P1', orders: [order('1')], pricing };
