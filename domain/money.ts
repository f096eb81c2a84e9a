/** Money is integer paise inside; the REST contract speaks rupees. */
export const paiseToRupees = (paise: number): number => paise / 100;
export const rupeesToPaise = (rupees: number): number => Math.round(rupees * 100);

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/** ₹1,23,456.50: lakh grouping, two decimals. */
export const formatRupees = (amount: number): string => rupees.format(amount);

/**
 * An amount shared over parts in proportion to their weights, the last weighted part taking the rounding, so the shares
 * add up to the amount exactly. Parts of weight 0 get nothing.
 */
export function shareByWeight(weights: readonly number[], amountPaise: number): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total === 0) return weights.map(() => 0);
  let last = -1;
  weights.forEach((weight, index) => {
    if (weight > 0) last = index;
  });
  let given = 0;
  return weights.map((weight, index) => {
    const share = index === last ? amountPaise - given : Math.floor((amountPaise * weight) / total);
    given += share;
    return share;
  });
}

/**
 * Rupees as a person types them: '11,400', '1,14,000.50', '₹ 950' (Indian or Western grouping, to the paisa); undefined
 * for anything else. A blank is undefined too: whether blank means none is the caller's to say.
 */
export function parseRupees(text: string): number | undefined {
  const trimmed = text.replace(/[₹\s]/g, '');
  if (!/^(\d{1,3}(,\d{2,3})*|\d+)(\.\d{1,2})?$/.test(trimmed) || trimmed.replace(/\D/g, '').length > 12) return undefined;
  return Number(trimmed.replace(/,/g, ''));
}
