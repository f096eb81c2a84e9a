import type { IResolvers, MercuriusContext } from 'mercurius';
import { ORDERS_PER_PAGE } from '../../domain/checkout.js';
import type {
  RestAddress,
  RestAddressList,
  RestCheckoutSummary,
  RestOrder,
  RestOrderChange,
  RestOrderPage,
  RestPricing,
  RestPurchase,
  RestShippingOption,
} from '../rest-types.js';
import type { AwaitingApprovalAnswer } from '../../domain/rest/checkout.js';

const signedIn = ({ token, signal }: MercuriusContext) => ({ token, signal });

const NOTHING_PRICED: RestPricing = { subTotal: 0, discount: 0, estimatedShippingHandling: 0, estimatedTax: 0, total: 0, taxRates: [] };

/** Place Order's answer as a Purchase: an order waiting for approval is one with no orders and its approval's id. */
const placed = (answer: RestPurchase | AwaitingApprovalAnswer) =>
  'orders' in answer
    ? { ...answer, approvalId: null }
    : { msg: answer.msg, purchaseId: '', orders: [], pricing: NOTHING_PRICED, approvalId: answer.data.approvalId };

interface AddressInput {
  name?: string | null;
  tag?: string | null;
  address: string;
  city: string;
  state: string;
  pinCode?: string | null;
  phone: string;
  country: string;
}

/** The address fields as SPEC §7 names them. */
const restAddress = ({ name, tag, address, city, state, pinCode, phone, country }: AddressInput) => ({
  ...(name ? { name } : {}),
  ...(tag ? { tag } : {}),
  address,
  city,
  state,
  ...(pinCode ? { pinCode } : {}),
  alternativePhoneNumber: phone,
  country,
});

/** Addresses, checkout and orders of SPEC §7 over GraphQL. The Idempotency-Key comes from the checkout machine. */
export const checkoutResolvers: IResolvers = {
  Query: {
    mapSettings: (_root, _args, { tileUrl }) => ({
      tileUrl,
      attribution: tileUrl.includes('openstreetmap.org') ? '© OpenStreetMap contributors' : 'Map tiles',
    }),
    reverseGeocode: async (_root, { latitude, longitude }, context) => {
      // Signed-in buyers only: the BFF is not an open proxy to the geocoding service.
      await context.rest.get('/user/me', signedIn(context));
      return context.geocode(latitude, longitude);
    },
    checkoutSummary: async (_root, { shipping }, context) =>
      context.rest.get<RestCheckoutSummary>('/checkout/summary', { ...signedIn(context), query: { shipping: shipping ?? undefined } }),
  },
  Mutation: {
    addAddress: async (_root, { address }, context) =>
      context.rest.post<RestAddressList>('/address', restAddress(address), signedIn(context)),
    editAddress: async (_root, { id, address }, context) =>
      context.rest.put<RestAddressList>(`/address/${encodeURIComponent(id)}`, restAddress(address), signedIn(context)),
    selectAddress: async (_root, { id }, context) =>
      context.rest.put<RestAddressList>(`/address/select/${encodeURIComponent(id)}`, undefined, signedIn(context)),
    deleteAddress: async (_root, { id }, context) =>
      context.rest.delete<RestAddressList>(`/address/${encodeURIComponent(id)}`, signedIn(context)),
    placeOrder: async (
      _root,
      { paymentMethod, shipping, card, upiId, expectedTotal, idempotencyKey, poNumber, requestedDelivery },
      context,
    ) =>
      placed(
        await context.rest.post<RestPurchase | AwaitingApprovalAnswer>(
          '/buy',
          {
            paymentMethod,
            ...(shipping
              ? { shipping: { _id: shipping.id, ...(shipping.selectedDate ? { selectedDate: shipping.selectedDate } : {}) } }
              : {}),
            ...(card ? { card } : {}),
            ...(upiId ? { upiId } : {}),
            ...(expectedTotal !== null && expectedTotal !== undefined ? { expectedTotal } : {}),
            ...(poNumber ? { poNumber } : {}),
            ...(requestedDelivery ? { requestedDelivery } : {}),
          },
          { ...signedIn(context), headers: { 'idempotency-key': idempotencyKey } },
        ),
      ),
    cancelOrder: async (_root, { id, message }, context) =>
      context.rest.patch<RestOrderChange>(
        `/order/cancel/${encodeURIComponent(id)}`,
        { status: 'Cancelled', message: message ?? '', isError: true },
        signedIn(context),
      ),
  },
  User: {
    addresses: async (_user, _args, context) => (await context.rest.get<RestAddressList>('/addresses', signedIn(context))).data,
    orders: async (_user, { page, limit }, context) =>
      context.rest.get<RestOrderPage>('/user/orderlist', {
        ...signedIn(context),
        query: { page: page ?? 1, limit: limit ?? ORDERS_PER_PAGE },
      }),
  },
  Address: {
    id: (address: RestAddress) => address._id,
    phone: (address: RestAddress) => address.alternativePhoneNumber,
  },
  AddressBookChange: {
    message: (answer: RestAddressList) => answer.msg ?? '',
    addresses: (answer: RestAddressList) => answer.data,
  },
  ShippingOption: { id: (option: RestShippingOption) => option._id },
  PriceBreakdown: {
    shipping: (pricing: RestPricing) => pricing.estimatedShippingHandling,
    tax: (pricing: RestPricing) => pricing.estimatedTax,
  },
  Order: {
    id: (order: RestOrder) => order._id,
    status: (order: RestOrder) => order.orderStatus,
    tracking: (order: RestOrder) => order.trackingDetails,
    shipmentDate: (order: RestOrder) => order.shipment.date,
    estimatedDelivery: (order: RestOrder) => order.shipment.estimatedDelivery,
    shippingOption: (order: RestOrder) => order.shipment.option,
  },
  Purchase: { message: (answer: RestPurchase) => answer.msg },
  OrderChange: {
    message: (answer: RestOrderChange) => answer.msg,
    order: (answer: RestOrderChange) => answer.data,
  },
};
