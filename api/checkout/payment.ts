import { randomBytes } from 'node:crypto';
import { luhnValid, type PaymentMethod } from '../../domain/checkout.js';
import type { CardDetails } from '../../domain/rest/checkout.js';

export interface PaymentRequest {
  method: PaymentMethod;
  amountPaise: number;
  /** The purchase number, which a real provider records as its receipt. */
  reference: string;
  card?: CardDetails | undefined;
  upiId?: string | undefined;
}

export type PaymentResult = { ok: true; paymentId: string } | { ok: false; reason: string };

/**
 * Takes payment for a purchase in two steps around the orders' transaction, as card networks and UPI do:
 * `authorise` holds the amount from inside the placing transaction (a refusal places nothing); once the orders are
 * committed, `capture` takes what was held; if the transaction rolls back after authorising (a later refusal, a
 * deadlock), `void` lets the hold go. Nothing is taken for orders that were not written. `check` refuses details
 * that can never succeed before anything is locked. A real provider (Razorpay, say) plugs in here; see the README.
 */
export interface PaymentProvider {
  name: string;
  /** What is wrong with the payment details, or null. */
  check(request: Omit<PaymentRequest, 'amountPaise' | 'reference'>, now: Date): string | null;
  authorise(request: PaymentRequest): Promise<PaymentResult>;
  capture(paymentId: string): Promise<void>;
  void(paymentId: string): Promise<void>;
}

/** The test card every simulated charge declines. */
export const DECLINED_TEST_CARD = '4000000000000002';
const UPI_ID = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/;

export const PAYMENT_MESSAGES = {
  cardMissing: 'Enter your card number, expiry, CVV and the name on the card.',
  cardNumber: 'This card number is not valid. Check the digits and try again.',
  cardExpired: 'This card has expired.',
  upiId: 'Enter a UPI ID like name@bank.',
} as const;

/** The card's last valid moment: the end of its expiry month (MM/YY). */
function cardExpiresAt(expiry: string): Date | null {
  const [month, year] = expiry.split('/').map(Number) as [number, number];
  if (month < 1 || month > 12) return null;
  return new Date(Date.UTC(2000 + year, month, 1));
}

/** No card network: checks what a real one would refuse at once, and declines the test card 4000 0000 0000 0002. */
export function simulatedPayments(): PaymentProvider {
  return {
    name: 'simulated',
    check({ method, card, upiId }, now) {
      if (method === 'Credit Card') {
        if (!card) return PAYMENT_MESSAGES.cardMissing;
        if (!luhnValid(card.number.replace(/ /g, ''))) return PAYMENT_MESSAGES.cardNumber;
        const expires = cardExpiresAt(card.expiry);
        if (!expires || expires <= now) return PAYMENT_MESSAGES.cardExpired;
      }
      if (method === 'UPI' && !(upiId && UPI_ID.test(upiId.trim()))) return PAYMENT_MESSAGES.upiId;
      return null;
    },
    async authorise({ method, card }) {
      if (method === 'Credit Card' && card?.number.replace(/ /g, '') === DECLINED_TEST_CARD) return { ok: false, reason: 'declined' };
      return { ok: true, paymentId: `sim_${randomBytes(8).toString('hex')}` };
    },
    // Nothing was held: there is nothing to take or to let go.
    async capture() {},
    async void() {},
  };
}
