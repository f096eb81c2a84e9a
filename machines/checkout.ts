import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { EMPTY_CART } from './empty-cart.js';
import { CHECKOUT_MESSAGES, DEFAULT_SHIPPING, PAYMENT_TABS, SHIPPING_OPTIONS, type PaymentMethod } from '../domain/checkout.js';
import { messageOf, type Notice } from '../domain/notice.js';
import type { Address, CheckoutSummary, Purchase } from '../src/graphql/generated.js';
import {
  formatCardNumber,
  formatCvv,
  formatExpiry,
  paymentProblems,
  type CardInput,
  type PaymentProblems,
} from '../domain/payment-details.js';
import { purchaseOrderProblems, type PurchaseOrderInput, type PurchaseOrderProblems } from '../domain/purchase-order.js';
import { addressBookMachine } from './address-book.js';
import type { SavedBusinessProfile } from './business-profile.js';
import { shopActions } from './shop-link.js';

export type PaymentTab = (typeof PAYMENT_TABS)[number]['tab'];

export type CardFields = CardInput;

/** The choices a checkout that failed to pay keeps, so the buyer can come back to the Payment step with them. */
export interface CheckoutChoices {
  addressId: string;
  shipping: string;
  selectedDate: string;
  tab: PaymentTab;
  poNumber: string;
  requestedDelivery: string;
}

export interface PlaceOrderRequest {
  paymentMethod: PaymentMethod;
  shipping: { id: string; selectedDate?: string };
  card?: CardFields;
  upiId?: string;
  expectedTotal: number;
  /** One per Place Order attempt: a retry of the same attempt sends the same key. */
  idempotencyKey: string;
  /** The buyer's purchase order number and requested delivery day, when given. */
  poNumber?: string;
  requestedDelivery?: string;
}

/** How a checkout ends: the thank-you page for what was bought, or back to the cart (Back, or a payment that failed). */
export interface CheckoutOutcome {
  next: 'purchase' | 'cart';
  purchase: Purchase | null;
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
  /** The buyer's own reference for the purchase (optional): PO number, requested delivery day. */
  | { type: 'reference.change'; field: keyof PurchaseOrderInput; value: string }
  | { type: 'checkout.place' }
  | { type: 'popup.close' }
  /** From the failure popup: back to the Payment step with everything as it was, to pay another way. */
  | { type: 'payment.another' }
  | { type: 'checkout.retry' };

export interface CheckoutContext {
  addresses: Address[];
  addressId: string | null;
  shipping: string;
  selectedDate: string;
  tab: PaymentTab;
  card: CardFields;
  upiId: string;
  poNumber: string;
  requestedDelivery: string;
  summary: CheckoutSummary | null;
  idempotencyKey: string | null;
  purchase: Purchase | null;
  failure: string | null;
  /** Place Order was pressed with details a provider would refuse: each field now says what is wrong. */
  showProblems: boolean;
  /** Choices kept from a payment that failed, to start again at the Payment step (if the address is still there). */
  resume: CheckoutChoices | null;
  /** The business details' billing address, offered for delivery while the book does not hold it; null without one. */
  billing: SavedBusinessProfile | null;
}

/** 128 random bits as hex (getRandomValues works on plain http too, unlike randomUUID). */
export const newIdempotencyKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');

const selectedOf = (addresses: Address[], current: string | null) =>
  addresses.find((address) => address.id === current)?.id ?? addresses.find((address) => address.selected)?.id ?? null;

const requiresDate = (id: string) => SHIPPING_OPTIONS.find((option) => option._id === id)?.requiresDateSelection ?? false;

const methodOf = (tab: PaymentTab) => PAYMENT_TABS.find((candidate) => candidate.tab === tab)!.method;

/**
 * The payment tabs this summary offers: Pay on account only to a company on Net terms, and for an order that will
 * await approval only the methods that fit it (no card typed in vain).
 */
export const offeredTabs = (summary: Pick<CheckoutSummary, 'onAccount' | 'approval'> | null): PaymentTab[] =>
  PAYMENT_TABS.filter(
    (candidate) =>
      (candidate.method !== 'On Account' || Boolean(summary?.onAccount)) &&
      (!summary?.approval || summary.approval.methods.includes(candidate.method)),
  ).map((candidate) => candidate.tab);

/** The tab kept when it is still offered, else the first one offered. */
const fittingTab = (tab: PaymentTab, summary: CheckoutSummary) => {
  const offered = offeredTabs(summary);
  return offered.includes(tab) ? tab : (offered[0] ?? tab);
};

/**
 * What is wrong with the details the chosen payment tab needs (none for cash on delivery) and with the buyer's
 * purchase order reference, by field.
 */
export const checkoutPaymentProblems = (
  context: Pick<CheckoutContext, 'tab' | 'card' | 'upiId' | 'poNumber' | 'requestedDelivery'>,
  now = new Date(),
): PaymentProblems & PurchaseOrderProblems => ({
  ...paymentProblems(methodOf(context.tab), { card: context.card, upiId: context.upiId }, now),
  ...purchaseOrderProblems({ poNumber: context.poNumber, requestedDelivery: context.requestedDelivery }, now),
});

/** Each card field as the buyer types it: the number in fours, the expiry with its slash, digits only for the CVV. */
const FORMAT: Record<keyof CardFields, (value: string) => string> = {
  number: formatCardNumber,
  expiry: formatExpiry,
  cvv: formatCvv,
  name: (value) => value,
};

/** What Place Order sends for the chosen tab (SPEC §7: Paypal sends 'UPI'). */
export function placeOrderRequest(context: CheckoutContext, idempotencyKey: string): PlaceOrderRequest {
  const method = methodOf(context.tab);
  return {
    paymentMethod: method,
    shipping: { id: context.shipping, ...(requiresDate(context.shipping) ? { selectedDate: context.selectedDate } : {}) },
    ...(method === 'Credit Card'
      ? { card: { ...context.card, number: context.card.number.replace(/\s/g, ''), name: context.card.name.trim() } }
      : {}),
    ...(method === 'UPI' ? { upiId: context.upiId.trim() } : {}),
    expectedTotal: context.summary?.pricing.total ?? 0,
    idempotencyKey,
    ...(context.poNumber.trim() ? { poNumber: context.poNumber.trim() } : {}),
    ...(context.requestedDelivery ? { requestedDelivery: context.requestedDelivery } : {}),
  };
}

/** Where a checkout that did not pay sends the buyer. */
const TO_CART: CheckoutOutcome = { next: 'cart', purchase: null };

/**
 * SPEC §2.8 and §4 checkout: Address, then Shipping, then Payment, by Next and back by Back (Back on the first step
 * leaves for /cart). Step 2 only with an address; step 3 only with an address and a shipping option (a scheduled
 * one needs its date). Place Order disables the buttons while pending; success shows the success popup, which
 * closes to /success-payment; failure the failure popup, which closes to /cart, or with "Try another way" goes back
 * to the Payment step with every choice kept. Started with the choices of a payment that failed, it goes from the
 * address book straight to the Payment step.
 */
export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as { resume?: CheckoutChoices | null } | undefined,
    output: {} as CheckoutOutcome,
    children: {} as { addressBook: 'addressBook' },
  },
  actors: {
    /** The add, edit and delete popups of the Address step; it tells the checkout the book as it then is. */
    addressBook: addressBookMachine,
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
    /** The business details (the company's for a member): their billing address is offered on the Address step. */
    loadBilling: fromPromise<SavedBusinessProfile | null>(async () => null),
  },
  actions: {
    notify: (_, _notice: Notice) => {},
    /** The orders are placed: the app forgets the kept choices. */
    purchased: () => {},
    tellShopCart: shopActions.tellShopCart,
    /** The checkout has ended: the app takes the buyer where its outcome says (a provided navigation). */
    leave: (_, _outcome: CheckoutOutcome) => {},
    /** A payment failed: the app keeps the choices, so Checkout opened again from the cart resumes with them. */
    rememberChoices: (_, _choices: CheckoutChoices) => {},
    newKey: assign({ idempotencyKey: () => newIdempotencyKey() }),
  },
  guards: {
    // The kept choices' address is still the selected one (the server prices the summary for it).
    resumable: ({ context }, { addresses }: { addresses: Address[] }) =>
      context.resume !== null && selectedOf(addresses, null) === context.resume.addressId,
    hasAddress: ({ context }) => context.addressId !== null,
    shippingReady: ({ context }) => !requiresDate(context.shipping) || context.selectedDate !== '',
    otherAddress: ({ context, event }) => event.type === 'address.choose' && event.id !== context.addressId,
    offeredTab: ({ context, event }) =>
      event.type === 'payment.tab' && (context.summary === null || offeredTabs(context.summary).includes(event.tab)),
    payable: ({ context }) => Object.keys(checkoutPaymentProblems(context)).length === 0,
  },
}).createMachine({
  id: 'checkout',
  // The final state reached says how the checkout ended (its own output below).
  output: ({ event }) => event.output as CheckoutOutcome,
  context: ({ input }) => ({
    addresses: [],
    addressId: null,
    shipping: DEFAULT_SHIPPING,
    selectedDate: '',
    tab: 'Credit Card',
    card: { number: '', expiry: '', cvv: '', name: '' },
    upiId: '',
    poNumber: '',
    requestedDelivery: '',
    summary: null,
    idempotencyKey: null,
    purchase: null,
    failure: null,
    showProblems: false,
    resume: input?.resume ?? null,
    billing: null,
  }),
  invoke: [
    { id: 'addressBook', src: 'addressBook' },
    // Without business details (or when they cannot be read) nothing is offered: the checkout goes on as it was.
    {
      id: 'loadBilling',
      src: 'loadBilling',
      onDone: { actions: assign({ billing: ({ event }) => event.output }) },
      onError: { actions: assign({ billing: null }) },
    },
  ],
  initial: 'address',
  states: {
    address: {
      initial: 'loading',
      // The address book is edited on this step only, so later steps always have the address they were given.
      on: {
        'addresses.changed': {
          actions: assign({
            addresses: ({ event }) => event.addresses,
            addressId: ({ event, context }) => selectedOf(event.addresses, context.addressId),
          }),
        },
      },
      states: {
        loading: {
          invoke: {
            id: 'loadAddresses',
            src: 'loadAddresses',
            onDone: [
              {
                guard: { type: 'resumable', params: ({ event }) => ({ addresses: event.output }) },
                target: '#checkout.payment',
                actions: assign(({ context, event }) => ({
                  addresses: event.output,
                  addressId: context.resume!.addressId,
                  shipping: context.resume!.shipping,
                  selectedDate: context.resume!.selectedDate,
                  tab: context.resume!.tab,
                  poNumber: context.resume!.poNumber,
                  requestedDelivery: context.resume!.requestedDelivery,
                  resume: null,
                })),
              },
              {
                target: 'ready',
                actions: assign({
                  addresses: ({ event }) => event.output,
                  addressId: ({ event }) => selectedOf(event.output, null),
                  resume: null,
                }),
              },
            ],
            onError: 'failed',
          },
        },
        failed: { on: { 'checkout.retry': 'loading' } },
        ready: {
          on: {
            'address.choose': { guard: 'otherAddress', target: 'choosing' },
            'checkout.next': { guard: 'hasAddress', target: '#checkout.shipping' },
            'checkout.back': '#checkout.left',
          },
        },
        choosing: {
          invoke: {
            id: 'selectAddress',
            src: 'selectAddress',
            input: ({ event }) => {
              assertEvent(event, 'address.choose');
              return event.id;
            },
            onDone: {
              target: 'ready',
              actions: [
                assign({ addresses: ({ event }) => event.output, addressId: ({ event }) => selectedOf(event.output, null) }),
                { type: 'notify', params: { kind: 'success', message: CHECKOUT_MESSAGES.addressSelected } },
              ],
            },
            onError: {
              target: 'ready',
              actions: { type: 'notify', params: { kind: 'error', message: CHECKOUT_MESSAGES.somethingWentWrong } },
            },
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
        'payment.tab': { guard: 'offeredTab', actions: assign({ tab: ({ event }) => event.tab }) },
        'payment.card': {
          actions: assign({ card: ({ context, event }) => ({ ...context.card, [event.field]: FORMAT[event.field](event.value) }) }),
        },
        'payment.upi': { actions: assign({ upiId: ({ event }) => event.value }) },
        'reference.change': { actions: assign(({ event }) => ({ [event.field]: event.value })) },
      },
      states: {
        loading: {
          invoke: {
            id: 'loadSummary',
            src: 'loadSummary',
            input: ({ context }) => context.shipping,
            onDone: {
              target: 'ready',
              actions: assign({ summary: ({ event }) => event.output, tab: ({ context, event }) => fittingTab(context.tab, event.output) }),
            },
            onError: 'failed',
          },
        },
        failed: {
          on: { 'checkout.retry': 'loading', 'checkout.back': '#checkout.shipping' },
        },
        ready: {
          on: {
            'checkout.back': '#checkout.shipping',
            'checkout.place': [{ guard: 'payable', target: 'placing', actions: 'newKey' }, { actions: assign({ showProblems: true }) }],
          },
        },
        placing: {
          invoke: {
            id: 'placeOrder',
            src: 'placeOrder',
            input: ({ context }) => placeOrderRequest(context, context.idempotencyKey!),
            onDone: {
              target: '#checkout.succeeded',
              // The cart is now empty: the shop is told so.
              actions: [
                assign({ purchase: ({ event }) => event.output }),
                'purchased',
                { type: 'tellShopCart', params: { cart: EMPTY_CART } },
              ],
            },
            onError: {
              target: '#checkout.failed',
              actions: [
                assign({ failure: ({ event }) => messageOf(event.error, CHECKOUT_MESSAGES.paymentFailure) }),
                {
                  type: 'rememberChoices',
                  params: ({ context }) => ({
                    addressId: context.addressId!,
                    shipping: context.shipping,
                    selectedDate: context.selectedDate,
                    tab: context.tab,
                    poNumber: context.poNumber,
                    requestedDelivery: context.requestedDelivery,
                  }),
                },
              ],
            },
          },
        },
      },
    },
    succeeded: {
      on: { 'popup.close': 'paid' },
    },
    failed: {
      on: {
        'popup.close': 'unpaid',
        'payment.another': { target: '#checkout.payment.ready', actions: assign({ failure: null }) },
      },
    },
    // Where the buyer goes next is the machine's output, and the provided `leave` takes them there.
    paid: {
      type: 'final',
      entry: { type: 'leave', params: ({ context }) => ({ next: 'purchase', purchase: context.purchase }) },
      output: ({ context }): CheckoutOutcome => ({ next: 'purchase', purchase: context.purchase }),
    },
    unpaid: { type: 'final', entry: { type: 'leave', params: TO_CART }, output: () => TO_CART },
    left: { type: 'final', entry: { type: 'leave', params: TO_CART }, output: () => TO_CART },
  },
});
