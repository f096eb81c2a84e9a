// Price breaks and the minimum order: a colour may be cheaper per metre from a quantity up, and a fabric
// may be sold only from a number of metres.

/** A price break: from `minMetres` metres up, each metre costs `price` rupees. */
export interface PriceTier {
  minMetres: number;
  price: number;
}

/** What a fabric is sold from when it states no minimum. */
export const DEFAULT_MIN_ORDER_METRES = 1;

/** The refusal of a cart line below the fabric's minimum (samples are exempt). */
export const minimumOrderMessage = (metres: number) => `Minimum order for this fabric is ${metres} metres`;

/**
 * Breaks count the metres of one fabric across its colours, as the trade prices an article: 150 m of Black and 150 m
 * of Navy reach the 200 m break of each. Only metres at list prices count (not quoted lines, not samples).
 */
export const BREAKS_ACROSS_COLOURS = 'Breaks count every colour of this fabric in your cart together.';

/** The metres at list prices of each fabric in a cart: what its colours' breaks are reached by. */
export function metresByFabric(lines: readonly { productId: string; metres: number; listPrice: boolean }[]): Map<string, number> {
  const metres = new Map<string, number>();
  for (const line of lines) if (line.listPrice) metres.set(line.productId, (metres.get(line.productId) ?? 0) + line.metres);
  return metres;
}

/** The break a quantity reaches (the highest whose minimum it meets), or undefined below the first. */
export function tierFor(tiers: readonly PriceTier[], quantity: number): PriceTier | undefined {
  let reached: PriceTier | undefined;
  for (const tier of tiers) if (quantity >= tier.minMetres) reached = tier;
  return reached;
}

/** The price per metre of `quantity` metres: its break's, or the shown price when it reaches none. */
export const unitPriceFor = (shownPrice: number, tiers: readonly PriceTier[], quantity: number): number =>
  Math.min(shownPrice, tierFor(tiers, quantity)?.price ?? shownPrice);

/** The next break above a quantity and how many more metres reach it, or undefined at the top. */
export function nextTier(tiers: readonly PriceTier[], quantity: number): { tier: PriceTier; metresMore: number } | undefined {
  const tier = tiers.find((candidate) => candidate.minMetres > quantity);
  return tier ? { tier, metresMore: tier.minMetres - quantity } : undefined;
}

const wholeRupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const rupeesAndPaise = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
/** ₹245 or ₹232.50: a ladder reads better without .00. */
export const shortRupees = (amount: number) => (Number.isInteger(amount) ? wholeRupees : rupeesAndPaise).format(amount);

/** The ladder as a buyer reads it: "1–49 m ₹245 · 50–199 m ₹232 · 200 m+ ₹215", from the fabric's minimum. */
export function priceLadder(shownPrice: number, tiers: readonly PriceTier[], minOrderMetres: number): string {
  const steps = [{ minMetres: minOrderMetres, price: shownPrice }, ...tiers.filter((tier) => tier.minMetres > minOrderMetres)];
  return steps
    .map((step, index) => {
      const next = steps[index + 1];
      const range = next ? `${step.minMetres}–${next.minMetres - 1} m` : `${step.minMetres} m+`;
      return `${range} ${shortRupees(step.price)}`;
    })
    .join(' · ');
}

/**
 * What is wrong with a colour's price breaks (metres and prices in paise), in one sentence naming the colour, or null:
 * each from more metres than the fabric's minimum order and the break before it, each cheaper than the one before,
 * and all below the colour's price (its discounted price when it has one).
 */
export function priceBreaksProblem(
  color: string,
  tiers: readonly { minMetres: number; pricePaise: number }[],
  shownPricePaise: number,
  minOrderMetres: number,
): string | null {
  let previous = { minMetres: minOrderMetres, pricePaise: shownPricePaise };
  for (const tier of tiers) {
    if (tier.minMetres <= minOrderMetres) return `${color}: a price break starts above the fabric's minimum order of ${minOrderMetres} m.`;
    if (tier.minMetres <= previous.minMetres) return `${color}: list the price breaks from the fewest metres up, each metres once.`;
    if (tier.pricePaise >= previous.pricePaise)
      return `${color}: each price break must be cheaper than the price before it (${shortRupees(previous.pricePaise / 100)}).`;
    previous = tier;
  }
  return null;
}
