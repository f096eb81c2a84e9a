import { fromPromise } from 'xstate';
import type { Address, CheckoutSummary, Order, Purchase } from '../graphql/generated.js';
import { addressBookMachine, type GeocodedFields, type SaveAddressRequest } from '../../machines/address-book.js';
import type { PlaceOrderRequest } from '../../machines/checkout.js';
import type { OrderPage } from '../../machines/order-history.js';
import { AddAddressDocument } from '../graphql/documents/AddAddress.js';
import { AddressesDocument } from '../graphql/documents/Addresses.js';
import { CancelOrderDocument } from '../graphql/documents/CancelOrder.js';
import { CheckoutSummaryDocument } from '../graphql/documents/CheckoutSummary.js';
import { DeleteAddressDocument } from '../graphql/documents/DeleteAddress.js';
import { EditAddressDocument } from '../graphql/documents/EditAddress.js';
import { OrdersDocument } from '../graphql/documents/Orders.js';
import { PlaceOrderDocument } from '../graphql/documents/PlaceOrder.js';
import { ReverseGeocodeDocument } from '../graphql/documents/ReverseGeocode.js';
import { SelectAddressDocument } from '../graphql/documents/SelectAddress.js';
import type { Notice } from '../../domain/notice.js';
import type { ApiClient } from '../services/api-client.js';
import { unlessAborted } from '../services/unless-aborted.js';

const signedIn = <T>(viewer: T | null | undefined): T => {
  if (!viewer) throw new Error('Please sign in again');
  return viewer;
};

/** A network failure (not an answer from the store): the same attempt may be sent again safely. */
const unreachable = (error: unknown) => error instanceof TypeError || (error instanceof Error && /fetch|network/i.test(error.message));

/** The buyer's address book (their company's when they are in one). */
export const loadAddressBook = async (api: ApiClient, signal: AbortSignal): Promise<Address[]> =>
  signedIn((await unlessAborted(signal, api.request(AddressesDocument, {}, signal))).viewer).addresses;

/** Implementations of the checkout, address book and order history machines' actors, over the BFF. */
export function checkoutActors(api: ApiClient) {
  return {
    loadAddresses: fromPromise<Address[]>(({ signal }) => loadAddressBook(api, signal)),
    selectAddress: fromPromise<Address[], string>(
      async ({ input }) => (await api.request(SelectAddressDocument, { id: input })).selectAddress.addresses,
    ),
    loadSummary: fromPromise<CheckoutSummary, string>(
      async ({ input, signal }) =>
        (await unlessAborted(signal, api.request(CheckoutSummaryDocument, { shipping: input }, signal))).checkoutSummary,
    ),
    /** One Place Order attempt: sent again once, with the same Idempotency-Key, if the first send never got an answer. */
    placeOrder: fromPromise<Purchase, PlaceOrderRequest>(async ({ input }) => {
      const variables = {
        paymentMethod: input.paymentMethod,
        shipping: input.shipping,
        card: input.card ?? null,
        upiId: input.upiId ?? null,
        expectedTotal: input.expectedTotal,
        idempotencyKey: input.idempotencyKey,
        poNumber: input.poNumber ?? null,
        requestedDelivery: input.requestedDelivery ?? null,
      };
      try {
        return (await api.request(PlaceOrderDocument, variables)).placeOrder;
      } catch (error) {
        if (!unreachable(error)) throw error;
        return (await api.request(PlaceOrderDocument, variables)).placeOrder;
      }
    }),
    saveAddress: fromPromise<{ message: string; addresses: Address[] }, SaveAddressRequest>(async ({ input: { id, draft } }) => {
      const address = {
        name: draft.name.trim() || null,
        tag: draft.tag.trim() || null,
        address: draft.address.trim(),
        city: draft.city.trim(),
        state: draft.state.trim(),
        pinCode: draft.pinCode.trim() || null,
        phone: draft.phone.trim(),
        country: draft.country.trim(),
      };
      return id
        ? (await api.request(EditAddressDocument, { id, address })).editAddress
        : (await api.request(AddAddressDocument, { address })).addAddress;
    }),
    deleteAddress: fromPromise<{ message: string; addresses: Address[] }, string>(
      async ({ input }) => (await api.request(DeleteAddressDocument, { id: input })).deleteAddress,
    ),
    reverseGeocode: fromPromise<GeocodedFields | null, { latitude: number; longitude: number }>(async ({ input }) => {
      const found = (await api.request(ReverseGeocodeDocument, input)).reverseGeocode;
      if (!found) return null;
      return Object.fromEntries(
        Object.entries(found).filter(([key, value]) => key !== '__typename' && typeof value === 'string'),
      ) as GeocodedFields;
    }),
    loadOrders: fromPromise<OrderPage, { page: number; limit: number }>(
      async ({ input, signal }) => signedIn((await unlessAborted(signal, api.request(OrdersDocument, input, signal))).viewer).orders,
    ),
    cancelOrder: fromPromise<{ message: string; order: Order }, string>(
      async ({ input }) => (await api.request(CancelOrderDocument, { id: input, message: '' })).cancelOrder,
    ),
  };
}

/** The address book's popups (Checkout's and My Account's) saving through these calls, their outcomes said by `notify`. */
export const addressBookLogic = (actors: ReturnType<typeof checkoutActors>, notify: (notice: Notice) => void) =>
  addressBookMachine.provide({
    actors: { saveAddress: actors.saveAddress, deleteAddress: actors.deleteAddress, reverseGeocode: actors.reverseGeocode },
    actions: { notify: (_, notice) => notify(notice) },
  });
