/**
 * Card and UPI details as a buyer types them: how each field is shaped while typing, and the rules a payment
 * provider refuses at once. The checkout form shows each problem next to its field before Place Order, and the
 * server checks the same rules (api/checkout/payment.ts), so a buyer never meets a schema's pattern message.
 */
import { luhnValid, type PaymentMethod } from './checkout.js';

export interface CardInput {
  number: string;
  expiry: string;
  cvv: string;
  name: string;
}

export type PaymentField = keyof CardInput | 'upiId';
export type PaymentProblems = Partial<Record<PaymentField, string>>;

export const PAYMENT_MESSAGES = {
  cardMissing: 'Enter your card number, expiry, CVV and the name on the card.',
  numberMissing: 'Enter the card number.',
  cardNumber: 'This card number is not valid. Check the digits and try again.',
  expiryFormat: 'Enter the expiry as MM/YY, e.g. 08/29.',
  cardExpired: 'This card has expired.',
  cvv: 'Enter the 3 or 4 digits on the back of the card.',
  name: 'Enter the name as it is printed on the card.',
  upiId: 'Enter a UPI ID like name@bank.',
} as const;

const CARD_DIGITS = 19;
const UPI_ID = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/;

const digitsOf = (value: string, most: number) => value.replace(/\D/g, '').slice(0, most);

/** '4111111111111111' → '4111 1111 1111 1111': digits only, in groups of four. */
export const formatCardNumber = (value: string): string => digitsOf(value, CARD_DIGITS).replace(/(\d{4})(?=\d)/g, '$1 ');

/**
 * '1228' → '12/28': the slash comes by itself (a phone's number pad has none), and a first digit that can only be a
 * month's second ('4') becomes '04'. The slash appears only once a year digit follows, so Backspace is never undone.
 */
export function formatExpiry(value: string): string {
  let digits = digitsOf(value, 4);
  if (/^[2-9]/.test(digits)) digits = `0${digits}`.slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export const formatCvv = (value: string): string => digitsOf(value, 4);

/** The card's last valid moment: the end of its expiry month; null when MM/YY is not a month. */
function cardExpiresAt(expiry: string): Date | null {
  const match = /^(\d{2})\/(\d{2})$/.exec(expiry);
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return new Date(Date.UTC(2000 + Number(match[2]), month, 1));
}

/** Every problem of a card's details, by field; empty when a provider would accept them for a charge. */
export function cardProblems(card: CardInput, now: Date): PaymentProblems {
  const problems: PaymentProblems = {};
  const number = card.number.replace(/ /g, '');
  if (number === '') problems.number = PAYMENT_MESSAGES.numberMissing;
  else if (!luhnValid(number)) problems.number = PAYMENT_MESSAGES.cardNumber;
  const expires = cardExpiresAt(card.expiry);
  if (!expires) problems.expiry = PAYMENT_MESSAGES.expiryFormat;
  else if (expires <= now) problems.expiry = PAYMENT_MESSAGES.cardExpired;
  if (!/^\d{3,4}$/.test(card.cvv)) problems.cvv = PAYMENT_MESSAGES.cvv;
  if (card.name.trim() === '') problems.name = PAYMENT_MESSAGES.name;
  return problems;
}

/** The problems of the details a payment method needs (none for cash on delivery). */
export function paymentProblems(
  method: PaymentMethod,
  details: { card?: CardInput | undefined; upiId?: string | undefined },
  now: Date,
): PaymentProblems {
  if (method === 'Credit Card') return details.card ? cardProblems(details.card, now) : { number: PAYMENT_MESSAGES.cardMissing };
  if (method === 'UPI' && !UPI_ID.test(details.upiId?.trim() ?? '')) return { upiId: PAYMENT_MESSAGES.upiId };
  return {};
}

/** The fields in the order the form shows them, so the first problem is the first field to fix. */
const PAYMENT_FIELDS: readonly PaymentField[] = ['number', 'expiry', 'cvv', 'name', 'upiId'];

export const firstProblem = (problems: PaymentProblems): string | null =>
  PAYMENT_FIELDS.map((field) => problems[field]).find((message) => message !== undefined) ?? null;
