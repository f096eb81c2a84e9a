import { assign, fromPromise, sendTo, setup } from 'xstate';
import { CHECKOUT_MESSAGES } from '../domain/checkout.js';
import type { Notice } from '../domain/notice.js';
import type { Address } from '../src/graphql/generated.js';
import { addressBookMachine, type AddressBookEvent, type AddressDraft } from './address-book.js';
import type { SavedBusinessProfile } from './business-profile.js';

/** My Account's address book and the billing address it can take, loaded together. */
export interface AccountAddresses {
  addresses: Address[];
  /** The business profile's billing address; null when none is saved. */
  billing: SavedBusinessProfile | null;
}

export interface AccountAddressesContext extends AccountAddresses {
  /** The buyer's phone, offered for a billing address taken into the book. */
  phone: string;
}

export type AccountAddressesEvent =
  | { type: 'addresses.retry' }
  /** Make this address the default one: Checkout opens with it selected. */
  | { type: 'addresses.makeDefault'; id: string }
  /** Told by the address book after it saved or deleted. */
  | { type: 'addresses.changed'; addresses: Address[] }
  | AddressBookEvent;

const sameText = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/**
 * The billing address as a delivery address, when the profile has one the book does not hold yet (same street and
 * PIN code): the company delivers to its own office in one step, without retyping it.
 */
export function billingDraft({ addresses, billing, phone }: AccountAddressesContext): AddressDraft | null {
  if (!billing?.address || !billing.city || !billing.state) return null;
  const held = addresses.some((address) => sameText(address.address, billing.address) && sameText(address.pinCode, billing.pinCode));
  if (held) return null;
  return {
    name: billing.companyName ?? '',
    tag: 'Billing address',
    address: billing.address,
    city: billing.city,
    state: billing.state,
    pinCode: billing.pinCode ?? '',
    phone,
    country: 'India',
  };
}

/**
 * My Account › Addresses: the buyer's (or their company's) address book without a cart. It loads the book with the
 * billing address, makes an address the default for Checkout, and hands add, edit and delete to the address book
 * popups, taking the book as they leave it.
 */
export const accountAddressesMachine = setup({
  types: {
    context: {} as AccountAddressesContext,
    events: {} as AccountAddressesEvent,
    input: {} as { phone: string },
    children: {} as { addressBook: 'addressBook' },
  },
  actors: {
    addressBook: addressBookMachine,
    loadAddresses: fromPromise<AccountAddresses>(async () => {
      throw new Error('loadAddresses must be provided');
    }),
    selectAddress: fromPromise<Address[], string>(async () => {
      throw new Error('selectAddress must be provided');
    }),
  },
  actions: {
    notify: (_, _notice: Notice) => {},
    toBook: sendTo('addressBook', ({ event }) => event),
  },
  guards: {
    notDefault: ({ context, event }) =>
      event.type === 'addresses.makeDefault' && context.addresses.some((address) => address.id === event.id && !address.selected),
  },
}).createMachine({
  id: 'accountAddresses',
  context: ({ input }) => ({ addresses: [], billing: null, phone: input.phone }),
  invoke: { id: 'addressBook', src: 'addressBook' },
  initial: 'loading',
  on: {
    'addresses.changed': { actions: assign({ addresses: ({ event }) => event.addresses }) },
  },
  states: {
    loading: {
      invoke: {
        src: 'loadAddresses',
        onDone: { target: 'ready', actions: assign(({ event }) => event.output) },
        onError: 'failed',
      },
    },
    failed: { on: { 'addresses.retry': 'loading' } },
    ready: {
      on: {
        'addresses.makeDefault': { guard: 'notDefault', target: 'choosing' },
        'book.add': { actions: 'toBook' },
        'book.edit': { actions: 'toBook' },
        'book.delete': { actions: 'toBook' },
      },
    },
    choosing: {
      invoke: {
        src: 'selectAddress',
        input: ({ event }) => (event.type === 'addresses.makeDefault' ? event.id : ''),
        onDone: {
          target: 'ready',
          actions: [
            assign({ addresses: ({ event }) => event.output }),
            { type: 'notify', params: { kind: 'success', message: CHECKOUT_MESSAGES.addressSelected } },
          ],
        },
        onError: { target: 'ready', actions: { type: 'notify', params: { kind: 'error', message: CHECKOUT_MESSAGES.somethingWentWrong } } },
      },
    },
  },
});
