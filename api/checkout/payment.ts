import { randomBytes } from 'node:crypto';
import type { PaymentMethod } from '../../domain/checkout.js';
import { firstProblem, paymentProblems } from '../../domain/payment-details.js';
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

/** No card network: checks what a real one would refuse at once, and declines the test card 4000 0000 0000 0002. */
export function simulatedPayments(): PaymentProvider {
  return {
    name: 'simulated',
    check({ method, card, upiId }, now) {
      return firstProblem(paymentProblems(method, { card, upiId }, now));
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
