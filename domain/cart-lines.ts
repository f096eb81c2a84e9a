/**
 * The kinds of cart line and the two rules every kind must follow, decided here once: what stock must cover, and what
 * a coupon may discount. The cart, Place Order, the checkout summary and the invoice all count through these.
 */
import { shareByWeight } from './money.js';
import { quotedShortMessage, SHOPPING_MESSAGES } from './shopping.js';

/** Metres at the colour's list price (breaks included), metres at an accepted quote's negotiated price, a free sample. */
export type LineKind = 'list' | 'quoted' | 'sample';

export interface KindedLine {
  kind: LineKind;
  varietyId: number;
  /** Metres (a sample's one cutting counts 1). */
  metres: number;
  /** What the line costs before any coupon, in paise. */
  pricePaise: number;
}

/** Samples take no stock; every other kind of line, today's and any added later, takes its metres. */
const takesStock = (kind: LineKind) => kind !== 'sample';

/** The metres of each colour the cart holds over every kind of line that takes stock: what the colour's stock must cover. */
export function metresByColour(lines: readonly Pick<KindedLine, 'kind' | 'varietyId' | 'metres'>[]): Map<number, number> {
  const metres = new Map<number, number>();
  for (const line of lines) if (takesStock(line.kind)) metres.set(line.varietyId, (metres.get(line.varietyId) ?? 0) + line.metres);
  return metres;
}

/** A line with its colour's stock now, for the stock rule. */
export interface StockedLine extends Pick<KindedLine, 'kind' | 'varietyId' | 'metres'> {
  color: string;
  stock: number;
}

/**
 * Why the cart cannot hold what it does of these colours (the ones a change added metres of), or null: the metres of a
 * colour over every kind of line must be within its stock. Colours the change did not grow are left alone, so a buyer
 * can always remove a line or change a coupon after someone else bought the colour down.
 */
export function stockProblem(lines: readonly StockedLine[], colours: readonly number[]): string | null {
  if (colours.length === 0) return null;
  const metres = metresByColour(lines);
  for (const varietyId of colours) {
    const ofColour = lines.filter((line) => line.varietyId === varietyId && takesStock(line.kind));
    const first = ofColour[0];
    if (!first || (metres.get(varietyId) ?? 0) <= first.stock) continue;
    const quoted = ofColour.filter((line) => line.kind === 'quoted').reduce((sum, line) => sum + line.metres, 0);
    return quoted === 0 ? SHOPPING_MESSAGES.outOfStock : quotedShortMessage(first.color, first.stock, quoted);
  }
  return null;
}

/** A coupon discounts list-price lines only: a quoted price is already negotiated and a sample is free. */
export const takesCoupon = (kind: LineKind) => kind === 'list';

/** What a coupon is reckoned on (its minimum cart and its percentage): the list-price lines. */
export const couponBasePaise = (lines: readonly Pick<KindedLine, 'kind' | 'pricePaise'>[]): number =>
  lines.reduce((sum, line) => (takesCoupon(line.kind) ? sum + line.pricePaise : sum), 0);

/** A coupon's discount shared over the list-price lines in proportion to their prices; other lines get none. */
export const couponShares = (lines: readonly Pick<KindedLine, 'kind' | 'pricePaise'>[], discountPaise: number): number[] =>
  shareByWeight(
    lines.map((line) => (takesCoupon(line.kind) ? line.pricePaise : 0)),
    discountPaise,
  );

export const COUPON_LINE_MESSAGES = {
  /** Beside a quoted line when a coupon is applied. */
  notOnQuoted: 'Quoted price: coupons do not apply',
  /** A coupon asked for on a cart of quoted lines (and samples) only. */
  quotedOnly: 'Coupons apply to fabric at list prices: the quoted prices in your cart are already negotiated.',
} as const;
