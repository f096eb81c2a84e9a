/** SPEC §2.8, §4, §5, §8, §9 rules, figures and messages of checkout, addresses and orders (client and server alike). */
import { gstStateNamed, unknownStateMessage } from './gstin.js';
import { PHONE_PATTERN, phoneDigits } from './validation.js';
import { formatDay, indianDay } from './day.js';
import { hasVisibleText } from './visible-text.js';
import { paiseToRupees } from './money.js';
import { shippingPaise, type ShippedLine } from './shipping.js';

export const CHECKOUT_MESSAGES = {
  fillAll: 'Please fill all the fields',
  invalidPhone: 'Please enter a valid phone number',
  invalidPinCode: 'Please enter a valid 6-digit PIN code',
  addressSelected: 'Address selected successfully',
  addressDeleted: 'Address Deleted Successfully',
  addressUpdated: 'Address updated successfully',
  addressAdded: 'Address added successfully',
  deleteConfirm: 'Are You Sure to Delete this Address?',
  deleting: 'Deleting...',
  noAddresses: 'No addresses found.',
  somethingWentWrong: 'Something went wrong',
  paymentSuccess: 'Payment Success',
  paymentFailure: 'Payment Failure',
  thankYou: 'Thank you for purchasing from Us',
  orderCancelled: 'Order Cancelled Successfully',
  cancelFailed: 'Error Cancelling Order',
  noOrders: 'Let’s Order Something',
  emptyCart: 'Your cart is empty.',
  noSelectedAddress: 'Choose a delivery address first.',
  editAddress: 'Edit the delivery address to choose its state.',
  cardDeclined: 'Your card was declined. Nothing was charged and no order was placed.',
} as const;

export const DELAYED_LABEL = 'Delayed';
/** SPEC §9: the order history shows five orders a page. */
export const ORDERS_PER_PAGE = 5;
/** Addresses one buyer may keep. */
export const MAX_ADDRESSES = 20;
/** How long a Place Order's Idempotency-Key is remembered. */
export const IDEMPOTENCY_HOURS = 24;

/** 'On Account': a company with credit terms orders without paying now; the invoice is paid against its ledger. */
export type PaymentMethod = 'UPI' | 'Credit Card' | 'Cash on Delivery' | 'On Account';
/**
 * SPEC §2.8 payment tabs and the paymentMethod each sends (SPEC §7). SPEC's 'Paypal' tab takes a UPI ID, so it says
 * so beside its name (`takes`): a buyer looking for UPI finds it, one looking for PayPal is not misled.
 */
export const PAYMENT_TABS = [
  { tab: 'Credit Card', method: 'Credit Card' },
  { tab: 'Paypal', method: 'UPI', takes: 'UPI' },
  { tab: 'Cash on Delivery', method: 'Cash on Delivery' },
  // Shown only to a member of a company on Net terms (the checkout summary's onAccount).
  { tab: 'Pay on account', method: 'On Account' },
] as const satisfies readonly { tab: string; method: PaymentMethod; takes?: string }[];

type ShippingId = 'free' | 'express' | 'scheduled';
export interface ShippingOption {
  _id: ShippingId;
  name: string;
  description: string;
  /** Rupees; per kilogram of fabric when `perKg`. */
  price: number;
  perKg: boolean;
  /** Working days from the order to delivery. */
  deliveryDays: number;
  requiresDateSelection: boolean;
}

/** SPEC §9 shipping options: free (the default), express 8.5 rupees (per kg, domain/shipping.ts), scheduled with a date. The server prices them. */
export const SHIPPING_OPTIONS: readonly ShippingOption[] = [
  {
    _id: 'free',
    name: 'Free Shipping',
    description: 'Regular shipment, 3 to 10 working days',
    price: 0,
    perKg: false,
    deliveryDays: 10,
    requiresDateSelection: false,
  },
  {
    _id: 'express',
    name: 'Express Shipping',
    description: 'Fastest delivery, 3 working days, priced by weight',
    price: 8.5,
    perKg: true,
    deliveryDays: 3,
    requiresDateSelection: false,
  },
  {
    _id: 'scheduled',
    name: 'Schedule Delivery',
    description: 'Pick the day it arrives',
    price: 0,
    perKg: false,
    deliveryDays: 0,
    requiresDateSelection: true,
  },
];
export const DEFAULT_SHIPPING: ShippingId = 'free';
export const shippingOption = (id: string): ShippingOption | undefined => SHIPPING_OPTIONS.find((option) => option._id === id);

/** Subtotal, shipping, tax (domain/tax-rates.ts, by each line's HSN) and total, in paise (SPEC §9: total = subtotal + shipping + tax). */
export function priceBreakdown(subtotalPaise: number, shippingPaise: number, taxPaise: number) {
  return { subtotalPaise, shippingPaise, taxPaise, totalPaise: subtotalPaise + shippingPaise + taxPaise };
}

export interface AddressFields {
  name?: string | undefined;
  tag?: string | undefined;
  address: string;
  city: string;
  state: string;
  pinCode?: string | undefined;
  alternativePhoneNumber: string;
  country: string;
}

/**
 * SPEC §5 address rules: the first problem, or null. An empty name becomes the buyer's; the tag is optional. A 6-digit
 * PIN code is required (couriers in India route by it), so a missing one gets the PIN code's own message.
 */
export function addressProblem(fields: AddressFields): string | null {
  const required = [fields.alternativePhoneNumber, fields.address, fields.city, fields.state, fields.country];
  if (required.some((value) => !hasVisibleText(value ?? ''))) return CHECKOUT_MESSAGES.fillAll;
  if (!PHONE_PATTERN.test(phoneDigits(fields.alternativePhoneNumber))) return CHECKOUT_MESSAGES.invalidPhone;
  if (!/^[1-9][0-9]{5}$/.test(fields.pinCode?.trim() ?? '')) return CHECKOUT_MESSAGES.invalidPinCode;
  return deliveryStateProblem(fields);
}

/** Whether the address is in India, where its state must be one of the GST state list's. */
export const inIndia = (country: string) => country.trim().toLowerCase() === 'india';

/**
 * An Indian delivery state decides the invoice's place of supply (CGST + SGST or IGST), so it must be one the GST
 * state list names; a state it cannot match is refused rather than guessed. Abroad, the state is as written.
 */
export function deliveryStateProblem(fields: Pick<AddressFields, 'state' | 'country'>): string | null {
  if (!inIndia(fields.country) || !fields.state.trim() || gstStateNamed(fields.state)) return null;
  return unknownStateMessage(fields.state);
}

/** The state as stored: the GST state list's spelling of an Indian state ('gujarat' is Gujarat), else as written. */
export const deliveryState = (fields: Pick<AddressFields, 'state' | 'country'>) =>
  (inIndia(fields.country) && gstStateNamed(fields.state)?.name) || fields.state.trim();

/** Said next to a required field left empty. */
export const FILL_THIS_FIELD = 'Please fill in this field';

/**
 * Every problem of an address at once, each for its field in the form's order (the same rules as addressProblem,
 * whose first problem is the one the toast says).
 */
export function addressProblems(fields: AddressFields): Partial<Record<keyof AddressFields, string>> {
  const problems: Partial<Record<keyof AddressFields, string>> = {};
  for (const field of ['address', 'city', 'state', 'country'] as const)
    if (!hasVisibleText(fields[field] ?? '')) problems[field] = FILL_THIS_FIELD;
  const state = deliveryStateProblem(fields);
  if (state) problems.state = state;
  if (!/^[1-9][0-9]{5}$/.test(fields.pinCode?.trim() ?? '')) problems.pinCode = CHECKOUT_MESSAGES.invalidPinCode;
  if (!fields.alternativePhoneNumber.trim()) problems.alternativePhoneNumber = FILL_THIS_FIELD;
  else if (!PHONE_PATTERN.test(phoneDigits(fields.alternativePhoneNumber)))
    problems.alternativePhoneNumber = CHECKOUT_MESSAGES.invalidPhone;
  return problems;
}

/** What cancelling an order does to its money: the cancel confirmation and the cancellation email say the same. */
export const cancellationMoney = (paymentMethod: string, total: string): string =>
  paymentMethod === 'Cash on Delivery'
    ? 'It was to be paid on delivery, so nothing was charged.'
    : paymentMethod === 'On Account'
      ? `It was on your company's account: a credit note takes the ${total} off its invoice.`
      : `The ${total} paid by ${paymentMethod} is refunded to the same ${paymentMethod === 'UPI' ? 'UPI ID' : 'card'}.`;

/** The Luhn check every real card number passes. */
export function luhnValid(digits: string): boolean {
  if (!/^[0-9]{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * The shipping options as the checkout shows them, with the delivery day each gives when ordered now; priced for the
 * cart's lines when they are given (else an option's price per kilogram).
 */
export const shippingChoices = (now: Date, lines?: readonly ShippedLine[]) =>
  SHIPPING_OPTIONS.map((option) => ({
    _id: option._id,
    name: option.name,
    description: option.description,
    price: lines ? paiseToRupees(shippingPaise(option, lines)) : option.price,
    estimatedDelivery: option.requiresDateSelection ? 'On the day you choose' : `By ${formatDay(indianDay(now, option.deliveryDays))}`,
    requiresDateSelection: option.requiresDateSelection,
  }));

/** A colour Place Order found short: its fabric's name, the metres left, and how many of the cart's lines are of it. */
export interface ShortColour {
  name: string;
  color: string;
  left: number;
  lines: number;
}

/** Place Order's refusal when colours are short, naming exactly those colours, each with what is left of it. */
export function shortStockMessage(short: readonly ShortColour[]): string {
  const part = ({ name, color, left, lines }: ShortColour) =>
    left === 0
      ? `${name} (${color}) is out of stock`
      : `only ${left} ${left === 1 ? 'metre' : 'metres'} of ${name} (${color}) ${left === 1 ? 'is' : 'are'} left${
          lines > 1 ? ` for the ${lines} lines of it in your cart` : ''
        }`;
  const [only] = short;
  const said =
    short.length === 1 && only
      ? `${part(only)}. ${only.left === 0 ? 'Remove it from your cart to order the rest.' : 'Change the quantity in your cart and place the order again.'}`
      : `${short.map(part).join('; ')}. Change or remove these lines in your cart and place the order again.`;
  return said.charAt(0).toUpperCase() + said.slice(1);
}
