import type { Cart } from '../graphql/generated.js';
import { PAYMENT_TABS } from '../../domain/checkout.js';
import type { CheckoutChoices } from '../../machines/checkout.js';

/**
 * The choices of a checkout whose payment failed, kept for this tab (sessionStorage) with the cart they were for: Checkout
 * opened again from the cart resumes at the Payment step with them while the cart is unchanged. Card details are not
 * kept (they stay in memory only, for "Try another way").
 */
const KEY = 'checkout.failed-choices';

/** What the cart holds, as a string: the same lines, metres and coupon give the same string. */
export const cartSignature = (cart: Cart): string =>
  JSON.stringify([cart.lines.map((line) => [line.product.id, line.color, line.quantity]), cart.coupon?.code ?? null, cart.totalPrice]);

export function keepChoices(choices: CheckoutChoices, cart: Cart): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ choices, cart: cartSignature(cart) }));
  } catch {
    // Storage full or refused: the buyer starts from the Address step, as before.
  }
}

export function forgetChoices(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}

/** The kept choices if they were made for this very cart; null otherwise. */
export function keptChoices(cart: Cart): CheckoutChoices | null {
  try {
    const kept = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as { choices?: Partial<CheckoutChoices>; cart?: string } | null;
    const choices = kept?.choices;
    if (!choices || kept.cart !== cartSignature(cart) || cart.lines.length === 0) return null;
    const { addressId, shipping, selectedDate, tab } = choices;
    if (typeof addressId !== 'string' || typeof shipping !== 'string' || typeof selectedDate !== 'string') return null;
    if (!PAYMENT_TABS.some((candidate) => candidate.tab === tab)) return null;
    const text = (value: unknown) => (typeof value === 'string' && value.length <= 100 ? value : '');
    return {
      addressId,
      shipping,
      selectedDate,
      tab: tab!,
      poNumber: text(choices.poNumber),
      requestedDelivery: text(choices.requestedDelivery),
    };
  } catch {
    return null;
  }
}
