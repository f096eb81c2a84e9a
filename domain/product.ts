import type { PriceTier } from './price-breaks.js';

/** A product as the storefront shows it (SPEC §3): the card fields, its colours and, on the detail screen, reviews. */
export interface ProductVariety {
  id: string;
  color: string;
  colorCode: string;
  images: string[];
  stock: number;
  /** Rupees per metre. */
  pricePerMetre: number;
  discountedPrice?: number | null;
  /** What the buyer pays per metre: the discounted price if any, else the list price (SPEC §3). */
  price: number;
  /** Price breaks by quantity; none when absent. */
  priceTiers?: PriceTier[];
}

/**
 * The colour a product is listed at, and opens on (card, page and add-to-cart popup agree): its cheapest in stock (the cheapest of all when none is), first in order among
 * equals. Migration 0013 picks the same one for the price filter, the price sorts and Today's Deals.
 */
export function listedVariety(varieties: readonly Pick<ProductVariety, 'stock' | 'price'>[]): number {
  let best = -1;
  for (const [index, variety] of varieties.entries()) {
    const current = varieties[best];
    const better =
      !current || (variety.stock > 0 && current.stock <= 0) || (variety.stock > 0 === current.stock > 0 && variety.price < current.price);
    if (better) best = index;
  }
  return Math.max(best, 0);
}

/** Whether colours that can be bought cost more than the listed one: its price is then a "from" price. */
export function pricedFrom(varieties: readonly ProductVariety[]): boolean {
  const listed = varieties[listedVariety(varieties)];
  return listed !== undefined && varieties.some((variety) => variety.stock > 0 && variety.price !== listed.price);
}

export interface ProductSummary {
  id: string;
  name: string;
  description: string;
  category: string;
  averageRating: number;
  reviewCount: number;
  /** The fewest metres a cart line may hold. */
  minOrderMetres: number;
  /** GSM and width in inches: what a buyer compares first (absent in older cached answers). */
  weight?: number;
  widthInches?: number;
  varieties: ProductVariety[];
}

/** The fewest metres of a fabric a cart line, a quote line or a quick-order row may hold. */
export type MinimumOrder = Pick<ProductSummary, 'minOrderMetres'>;

export interface ProductPage {
  data: ProductSummary[];
  totalProducts: number;
  totalPage: number;
}

/** A review as the product page shows it. */
export interface Review {
  id: string;
  rating: number;
  review: string;
  /** ISO date-time. */
  date: string;
  images: string[];
  userName: string;
  userPicture?: string | null;
  verifiedPurchase: boolean;
}

/** A product on its own page (SPEC §2.6): the card fields, the fabric's details and its first page of reviews. */
export interface ProductDetail extends ProductSummary {
  subCategory?: string | null;
  fabricType: string;
  pattern: string;
  count: string;
  construction: string;
  endUse?: string | null;
  /** GSM. */
  weight: number;
  widthInches: number;
  reviewPages?: number | null;
  reviews: Review[];
}
