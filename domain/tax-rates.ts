import { shareByWeight } from './money.js';

// GST rates by HSN heading. SPEC's flat 10% is not a GST rate (a GSTR-1 at 10 is refused): the law wins. Every fabric
// heading the catalogue files under is taxed at the rate in force, cited below, until an operator sets another.

/**
 * The rates the GST portal accepts on a return, as whole percents (the column is a whole number; 0.1, 0.25, 1.5 and
 * 7.5 are for goods no fabric is).
 */
export const GST_RATES = [0, 1, 3, 5, 6, 12, 18, 28, 40] as const;
/** The slabs since 22 September 2025 (56th GST Council): 5% (merit), 18% (standard), 40% (demerit), and nil. */
export const GST_SLABS = [0, 5, 18, 40] as const;

/**
 * Woven and knitted fabrics, Section XI of the Customs Tariff: 5% (2.5% CGST + 2.5% SGST, or 5% IGST), Schedule I of
 * Notification No. 9/2025-Central Tax (Rate) and No. 9/2025-Integrated Tax (Rate), both of 17 September 2025, in force
 * from 22 September 2025 (superseding No. 1/2017 of each, where the same fabrics were in Schedule I too).
 */
export const FABRIC_GST_PERCENT = 5;
const FABRICS_CITATION = 'Notification 9/2025-Central Tax (Rate), Schedule I';

/** The headings of fabric the rate above covers: chapter 50 (silk) to 55 woven, 58 special woven, 60 knitted. */
const FABRIC_HEADINGS: readonly (readonly [from: number, to: number, what: string])[] = [
  [5007, 5007, 'woven fabrics of silk or silk waste'],
  [5111, 5113, 'woven fabrics of wool or animal hair'],
  [5208, 5212, 'woven fabrics of cotton'],
  [5309, 5311, 'woven fabrics of flax and other vegetable fibres'],
  [5407, 5408, 'woven fabrics of man-made filament yarn'],
  [5512, 5516, 'woven fabrics of man-made staple fibres'],
  [5801, 5801, 'woven pile and chenille fabrics (corduroy, velvet)'],
  [6001, 6006, 'knitted or crocheted fabrics'],
];

/** The rate in force for a heading and where the law says so; null for a heading this table does not know. */
export function rateInForce(hsn: string): { percent: number; what: string; citation: string } | null {
  const heading = Number(hsn);
  const found = FABRIC_HEADINGS.find(([from, to]) => heading >= from && heading <= to);
  return found ? { percent: FABRIC_GST_PERCENT, what: found[2], citation: FABRICS_CITATION } : null;
}

/** What a heading no operator has set is taxed at: the fabrics' rate in force (every heading the catalogue uses). */
export const SEEDED_TAX_PERCENT = FABRIC_GST_PERCENT;

/** The HSN codes the shop files under are the 4-digit headings of its categories. */
export const isHsnHeading = (hsn: string) => /^[0-9]{4}$/.test(hsn);
export const isGstRate = (rate: number) => (GST_RATES as readonly number[]).includes(rate);
export const isGstSlab = (rate: number) => (GST_SLABS as readonly number[]).includes(rate);

/** Why an operator should look again before taxing `hsn` at `rate`; null when it is the rate in force. */
export function rateWarning(hsn: string, rate: number): string | null {
  const known = rateInForce(hsn);
  if (known && rate !== known.percent)
    return `HSN ${hsn} (${known.what}) is at ${known.percent}% by ${known.citation}: ${rate}% would charge the wrong tax.`;
  if (!isGstSlab(rate)) return `${rate}% is not a GST slab since 22 September 2025 (0, 5, 18 or 40%): check the heading's rate.`;
  if (!known) return `HSN ${hsn} is not a fabric heading this shop knows the rate of: check it against the rate notification.`;
  return null;
}

export const TAX_RATE_MESSAGES = {
  badRate: 'A GST rate is one the GST portal accepts: 0, 1, 3, 5, 6, 12, 18, 28 or 40 percent.',
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

/** 'GST 5%', 'GST 5% and 18%', 'GST 0%, 5% and 18%'; an empty cart is at the fabrics' rate. */
export function gstLabel(rates: readonly number[]): string {
  const shown = (rates.length > 0 ? rates : [SEEDED_TAX_PERCENT]).map((rate) => `${rate}%`);
  const last = shown.pop()!;
  return `GST ${shown.length > 0 ? `${shown.join(', ')} and ${last}` : last}`;
}
