import { assign, fromPromise, setup } from 'xstate';
import { CHECKOUT_MESSAGES, DEFAULT_SHIPPING, PAYMENT_TABS, SHIPPING_OPTIONS, type PaymentMethod } from '../domain/checkout.js';
import { messageOf, type Notice } from '../domain/notice.js';
import type { Address, CheckoutSummary, Purchase } from '../domain/order.js';

export type PaymentTab = (typeof PAYMENT_TABS)[number]['tab'];

export interface CardFields {
  number: string;
  expiry: string;
  cvv: string;
  name: string;
}

export interface PlaceOrderRequest {
  paymentMethod: PaymentMethod;
  shipping: { id: string; selectedDate?: string };
  card?: CardFields;
  upiId?: string;
  expectedTotal: number;
  /** One per Place Order attempt: a retry of the same attempt sends the same key. */
  idempotencyKey: string;
}

export type CheckoutEvent =
  | { type: 'checkout.next' }
  | { type: 'checkout.back' }
  | { type: 'address.choose'; id: string }
  /** The address book changed (added, edited, deleted): the list as it now is. */
  | { type: 'addresses.changed'; addresses: Address[] }
  | { type: 'shipping.choose'; id: string }
  | { type: 'shipping.date'; date: string }
  | { type: 'payment.tab'; tab: PaymentTab }
  | { type: 'payment.card'; field: keyof CardFields; value: string }
  | { type: 'payment.upi'; value: string }
  | { type: 'checkout.place' }
  | { type: 'popup.close' }
  | { type: 'retry' };

export interface CheckoutContext {
  addresses: Address[];
  addressId: string | null;
  shipping: string;
  selectedDate: string;
  tab: PaymentTab;
  card: CardFields;
  upiId: string;
  summary: CheckoutSummary | null;
  idempotencyKey: string | null;
  purchase: Purchase | null;
  failure: string | null;
}

/** 128 random bits as hex (getRandomValues works on plain http too, unlike randomUUID). */
export const newIdempotencyKey = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');

const selectedOf = (addresses: Address[], current: string | null) =>
  addresses.find((address) => address.id === current)?.id ?? addresses.find((address) => address.selected)?.id ?? null;

const requiresDate = (id: string) => SHIPPING_OPTIONS.find((option) => option._id === id)?.requiresDateSelection ?? false;

/** What Place Order sends for the chosen tab (SPEC §7: Paypal sends 'UPI'). */
export function placeOrderRequest(context: CheckoutContext, idempotencyKey: string): PlaceOrderRequest {
  const method = PAYMENT_TABS.find((tab) => tab.tab === context.tab)!.method;
  return {
    paymentMethod: method,
    shipping: { id: context.shipping, ...(requiresDate(context.shipping) ? { selectedDate: context.selectedDate } : {}) },
    ...(method === 'Credit Card' ? { card: { ...context.card, number: context.card.number.replace(/\s/g, '') } } : {}),
    ...(method === 'UPI' ? { upiId: context.upiId.trim() } : {}),
    expectedTotal: context.summary?.pricing.total ?? 0,
    idempotencyKey,
  };
}

/**
 * SPEC §2.8 and §4 checkout: Address, then Shipping, then Payment, by Next and back by Back (Back on the first step
 * leaves for /cart). Step 2 only with an address; step 3 only with an address and a shipping option (a scheduled
 * one needs its date). Place Order disables the buttons while pending; success shows the success popup, which
 * closes to /success-payment; failure the failure popup, which closes to /cart.
 */
export const checkoutMachine = setup({
  types: { context: {} as CheckoutContext, events: {} as CheckoutEvent },
  actors: {
    loadAddresses: fromPromise<Address[]>(async () => {
      throw new Error('loadAddresses must be provided');
    }),
    selectAddress: fromPromise<Address[], string>(async () => {
      throw new Error('selectAddress must be provided');
    }),
    loadSummary: fromPromise<CheckoutSummary, string>(async () => {
      throw new Error('loadSummary must be provided');
    }),
    placeOrder: fromPromise<Purchase, PlaceOrderRequest>(async () => {
      throw new Error('placeOrder must be provided');
    }),
  },
  actions: {
    notify: (_, _notice: Notice) => {},
    navigate: (_, _path: string) => {},
    /** The cart is now empty (the orders are placed): the shop reloads it. */
    purchased: () => {},
    newKey: assign({ idempotencyKey: () => newIdempotencyKey() }),
  },
  guards: {
    hasAddress: ({ context }) => context.addressId !== null,
    shippingReady: ({ context }) => !requiresDate(context.shipping) || context.selectedDate !== '',
    otherAddress: ({ context, event }) => event.type === 'address.choose' && event.id !== context.addressId,
  },
}).createMachine({
  id: 'checkout',
  context: {
    addresses: [], addressId: null, shipping: DEFAULT_SHIPPING, selectedDate: '', tab: 'Credit Card',
    card: { number: '', expiry: '', cvv: '', name: '' }, upiId: '', summary: null, idempotencyKey: null, purchase: null, failure: null,
  },
  initial: 'address',
  states: {
    address: {
      initial: 'loading',
      // The address book is edited on this step only, so later steps always have the address they were given.
      on: {
        'addresses.changed': {
          actions: assign({ addresses: ({ event }) => event.addresses, addressId: ({ event, context }) => selectedOf(event.addresses, context.addressId) }),
        },
      },
      states: {
        loading: {
          invoke: {
            id: 'loadAddresses',
            src: 'loadAddresses',
            onDone: { target: 'ready', actions: assign({ addresses: ({ event }) => event.output, addressId: ({ event }) => selectedOf(event.output, null) }) },
            onError: 'failed',
          },
        },
        failed: { on: { retry: 'loading' } },
        ready: {
          on: {
            'address.choose': { guard: 'otherAddress', target: 'choosing' },
            'checkout.next': { guard: 'hasAddress', target: '#checkout.shipping' },
            'checkout.back': { actions: { type: 'navigate', params: '/cart' } },
          },
        },
        choosing: {
          invoke: {
            id: 'selectAddress',
            src: 'selectAddress',
            input: ({ event }) => (event as { id: string }).id,
            onDone: {
              target: 'ready',
              actions: [
                assign({ addresses: ({ event }) => event.output, addressId: ({ event }) => selectedOf(event.output, null) }),
                { type: 'notify', params: { kind: 'success', message: CHECKOUT_MESSAGES.addressSelected } },
              ],
            },
            onError: { target: 'ready', actions: { type: 'notify', params: { kind: 'error', message: CHECKOUT_MESSAGES.somethingWentWrong } } },
          },
        },
      },
    },
    shipping: {
      on: {
        'shipping.choose': { actions: assign({ shipping: ({ event }) => event.id }) },
        'shipping.date': { actions: assign({ selectedDate: ({ event }) => event.date }) },
        'checkout.next': { guard: 'shippingReady', target: 'payment' },
        'checkout.back': 'address.ready',
      },
    },
    payment: {
      initial: 'loading',
      on: {
        'payment.tab': { actions: assign({ tab: ({ event }) => event.tab }) },
        'payment.card': { actions: assign({ card: ({ context, event }) => ({ ...context.card, [event.field]: event.value }) }) },
        'payment.upi': { actions: assign({ upiId: ({ event }) => event.value }) },
      },
      states: {
        loading: {
          invoke: {
            id: 'loadSummary',
            src: 'loadSummary',
            input: ({ context }) => context.shipping,
            onDone: { target: 'ready', actions: assign({ summary: ({ event }) => event.output }) },
            onError: 'failed',
          },
        },
        failed: {
          on: { retry: 'loading', 'checkout.back': '#checkout.shipping' },
        },
        ready: {
          on: {
            'checkout.back': '#checkout.shipping',
            'checkout.place': { target: 'placing', actions: 'newKey' },
          },
        },
        placing: {
          invoke: {
            id: 'placeOrder',
            src: 'placeOrder',
            input: ({ context }) => placeOrderRequest(context, context.idempotencyKey!),
            onDone: { target: '#checkout.succeeded', actions: [assign({ purchase: ({ event }) => event.output }), 'purchased'] },
            onError: { target: '#checkout.failed', actions: assign({ failure: ({ event }) => messageOf(event.error, CHECKOUT_MESSAGES.paymentFailure) }) },
          },
        },
      },
    },
    succeeded: {
      on: { 'popup.close': { target: 'done', actions: { type: 'navigate', params: '/success-payment' } } },
    },
    failed: {
      on: { 'popup.close': { target: 'done', actions: { type: 'navigate', params: '/cart' } } },
    },
    done: { type: 'final' },
  },
});
