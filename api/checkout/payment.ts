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
 * Takes payment for a purchase. `check` refuses details that can never succeed (before anything is locked); `charge`
 * runs inside the placing transaction, so a refusal places nothing. A real provider (for example Razorpay) would
 * create its order in `check`'s place and capture in `charge`; see the README.
 */
export interface PaymentProvider {
  name: string;
  /** What is wrong with the payment details, or null. */
  check(request: Omit<PaymentRequest, 'amountPaise' | 'reference'>, now: Date): string | null;
  charge(request: PaymentRequest): Promise<PaymentResult>;
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
    async charge({ method, card }) {
      if (method === 'Credit Card' && card?.number.replace(/ /g, '') === DECLINED_TEST_CARD) return { ok: false, reason: 'declined' };
      return { ok: true, paymentId: `sim_${randomBytes(8).toString('hex')}` };
    },
  };
}
