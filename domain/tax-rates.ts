// GST rates by HSN code: the operator sets them in the console; until then every code is at SPEC's 10%.
import { TAX_PERCENT } from './checkout.js';
import { shareByWeight } from './money.js';

/** The GST slabs an operator may set for a fabric's HSN code, in percent. */
export const GST_RATES = [0, 5, 12, 18, 28] as const;
/** What an HSN code not yet set by an operator is taxed at: SPEC's flat 10%, so the storefront's Estimated Tax is unchanged. */
export const SEEDED_TAX_PERCENT = TAX_PERCENT;

/** The HSN codes the shop files under are the 4-digit headings of its categories. */
export const isHsnHeading = (hsn: string) => /^[0-9]{4}$/.test(hsn);
export const isGstRate = (rate: number) => (GST_RATES as readonly number[]).includes(rate);

export const TAX_RATE_MESSAGES = {
  badRate: 'A GST rate is 0, 5, 12, 18 or 28 percent.',
  badHsn: 'An HSN code here is the 4-digit heading of a category, like 5208.',
  unknownHsn: (hsn: string) => `No category or fabric files under HSN ${hsn}: set it on a fabric first.`,
  saved: (hsn: string, rate: number) => `GST on HSN ${hsn} is now ${rate}%.`,
} as const;

export interface TaxedLine {
  /** The line's value after its discount, on which GST is charged. */
  netPaise: number;
  percent: number;
}

/**
 * The GST of each line: each rate's tax is worked out once on the sum of its lines (so a one-rate cart is taxed exactly
 * as before) and shared over those lines by value, so that the lines add up to it to the paisa.
 */
export function taxByRate(lines: readonly TaxedLine[]): number[] {
  const tax = lines.map(() => 0);
  for (const percent of new Set(lines.map((line) => line.percent))) {
    const indexes = lines.flatMap((line, index) => (line.percent === percent ? [index] : []));
    const weights = indexes.map((index) => lines[index]!.netPaise);
    const total = Math.round((weights.reduce((sum, net) => sum + net, 0) * percent) / 100);
    shareByWeight(weights, total).forEach((share, at) => (tax[indexes[at]!] = share));
  }
  return tax;
}

/** The rates a purchase is taxed at, lowest first: those of lines with a value, else of every line. */
export function ratesOf(lines: readonly TaxedLine[]): number[] {
  const valued = lines.filter((line) => line.netPaise > 0);
  return [...new Set((valued.length > 0 ? valued : lines).map((line) => line.percent))].sort((a, b) => a - b);
}

/** 'GST 5%', 'GST 5% and 12%', 'GST 5%, 12% and 18%'; an empty cart is at the seeded rate. */
export function gstLabel(rates: readonly number[]): string {
  const shown = (rates.length > 0 ? rates : [SEEDED_TAX_PERCENT]).map((rate) => `${rate}%`);
  const last = shown.pop()!;
  return `GST ${shown.length > 0 ? `${shown.join(', ')} and ${last}` : last}`;
}
