import { CONSTRUCTIONS, END_USES, YARN_COUNTS } from '../../domain/catalogue.js';
import { COLOURS } from '../../domain/colours.js';
import { swatchPath, SWATCH_VIEWS } from '../swatch/motifs.js';
import {
  CATEGORIES,
  MILL_TOWNS,
  PATTERN_ADJECTIVES,
  PATTERN_MOTIFS,
  REVIEWERS,
  REVIEW_TEXTS,
  type SubcategorySeed,
} from './catalogue-data.js';
import { Random } from './random.js';
import type { MinimumOrder } from '../../domain/product.js';

export interface GeneratedVariety {
  position: number;
  color: string;
  colorHex: string;
  images: string[];
  stock: number;
  pricePerMetrePaise: number;
  discountedPricePaise: number | null;
  /** Price breaks, ascending in metres and falling in price below the shown price (about a third of fabrics). */
  priceBreaks: { minMetres: number; pricePaise: number }[];
}

export interface GeneratedReview {
  reviewerIndex: number;
  rating: number;
  review: string;
  createdAt: Date;
}

/** minOrderMetres: what the description states ("Minimum order N metres"), or 1 for a fabric sold by the metre. */
export interface GeneratedProduct extends MinimumOrder {
  id: number;
  name: string;
  description: string;
  categoryId: number;
  subcategoryId: number;
  fabricType: string;
  pattern: string;
  yarnCount: string;
  construction: string;
  endUse: string | null;
  gsm: number;
  widthInches: number;
  createdAt: Date;
  varieties: GeneratedVariety[];
  reviews: GeneratedReview[];
}

interface PlacedSubcategory extends SubcategorySeed {
  id: number;
  categoryId: number;
  categoryName: string;
}

/** Categories and subcategories with the ids the seed gives them (1-based, in list order). */
export const PLACED_SUBCATEGORIES: PlacedSubcategory[] = CATEGORIES.flatMap((category, categoryIndex) =>
  category.subcategories.map((sub) => ({ ...sub, categoryId: categoryIndex + 1, categoryName: category.name })),
).map((sub, index) => ({ ...sub, id: index + 1 }));

/** Patterns that describe how the cloth is finished or woven rather than a printed or woven design. */
const FINISHES = new Set(['Solid', 'Denim Twill', 'Jersey Knit', 'Corduroy', 'Slub']);
const FIBRE_WORDS = new Set(['Cotton', 'Linen', 'Silk', 'Rayon', 'Khadi', 'Wool']);
const EPOCH = Date.UTC(2025, 0, 1);
const MINUTE = 60_000;

/** Yarn counts ordered from coarse to fine, so heavier cloth gets coarser yarn. */
const COUNTS_BY_FINENESS = [...YARN_COUNTS].sort((a, b) => fineness(a) - fineness(b));
function fineness(count: string): number {
  return Number(/(\d+)(?:x|$)/.exec(count.replace(/^2\//, ''))?.[1] ?? 0);
}

function endUseFor(sub: PlacedSubcategory, random: Random): string | null {
  if (random.chance(0.12)) return null;
  const bottoms = ['Denim', 'Wool', 'Corduroy & Velvet', 'Blends'];
  const ethnic = ['Silk', 'Rayon', 'Polyester', 'Viscose', 'Khadi'];
  if (bottoms.includes(sub.categoryName)) return random.chance(0.8) ? 'Bottomwear / Uniforms' : 'Shirting';
  if (ethnic.includes(sub.categoryName)) return random.chance(0.8) ? 'Ethnic / Dresses' : 'Shirting';
  return random.pick(END_USES);
}

function roundPrice(rupees: number): number {
  const step = rupees >= 100 ? 5 : 1;
  return Math.max(step, Math.round(rupees / step) * step);
}

/** A name no other product has: what the fabric is, and the mill's article number (its id). */
function productName(id: number, adjective: string, sub: PlacedSubcategory): string {
  return `${fabricName(adjective, sub)} · Art. ${id}`;
}

function fabricName(adjective: string, sub: PlacedSubcategory): string {
  const tail = FIBRE_WORDS.has(sub.categoryName) && !sub.name.includes(sub.categoryName) ? sub.categoryName : 'Fabric';
  const seen = new Set<string>();
  return `${adjective} ${sub.name} ${tail}`
    .split(' ')
    .filter((word) => {
      const key = word.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .join(' ');
}

function varieties(random: Random, sub: PlacedSubcategory, motif: string, productId: number): GeneratedVariety[] {
  const colours = random.sample(COLOURS, random.int(2, 6));
  const base = random.int(sub.priceRupees[0], sub.priceRupees[1]);
  return colours.map((colour, position) => {
    const price = roundPrice(base * (0.92 + random.next() * 0.16));
    const discounted = random.chance(position === 0 ? 0.35 : 0.25) ? roundPrice(price * (0.7 + random.next() * 0.25)) : null;
    return {
      position,
      color: colour.name,
      colorHex: colour.hex,
      images: Array.from({ length: SWATCH_VIEWS }, (_, view) => swatchPath(motif, colour.hex, productId % 1000, view)),
      stock: random.chance(0.06) ? 0 : random.int(5, 800) * 10,
      pricePerMetrePaise: price * 100,
      discountedPricePaise: discounted !== null && discounted < price ? discounted * 100 : null,
      priceBreaks: [],
    };
  });
}

function reviews(random: Random, createdAt: Date): GeneratedReview[] {
  const count = random.pick([0, 1, 1, 2, 2, 3, 3, 4, 5]);
  const quality = 2.6 + random.next() * 2.4;
  // One review per buyer per product: consecutive reviewers from a random first one.
  const first = random.int(0, REVIEWERS.length - 1);
  return Array.from({ length: count }, (_, index) => {
    const rating = Math.min(5, Math.max(1, Math.round(quality + (random.next() - 0.5) * 2)));
    return {
      reviewerIndex: (first + index) % REVIEWERS.length,
      rating,
      review: random.pick(REVIEW_TEXTS[rating]!),
      createdAt: new Date(createdAt.getTime() + random.int(2, 120) * 24 * 60 * MINUTE),
    };
  });
}

/** The product with this id in the catalogue of this seed: the same inputs always give the same product. */
export function generateProduct(id: number, seed: number): GeneratedProduct {
  const random = new Random(seed * 0x9e3779b1 + id * 0x85ebca6b);
  const sub = random.pick(PLACED_SUBCATEGORIES);
  const pattern = random.pick(sub.patterns);
  const motif = PATTERN_MOTIFS[pattern]!;
  const adjective = random.pick(PATTERN_ADJECTIVES[pattern]!);
  const gsm = random.int(sub.gsm[0], sub.gsm[1]);
  const heaviness = (gsm - 50) / 350;
  const countIndex = Math.round((1 - heaviness) * (COUNTS_BY_FINENESS.length - 1) + (random.next() - 0.5) * 6);
  const yarnCount = COUNTS_BY_FINENESS[Math.min(COUNTS_BY_FINENESS.length - 1, Math.max(0, countIndex))]!;
  const construction = random.pick(CONSTRUCTIONS);
  const endUse = endUseFor(sub, random);
  const widthInches = random.pick([36, 44, 54, 58, 60]);
  const town = random.pick(MILL_TOWNS);
  // Half the fabrics are sold by the metre; the rest from a mill's minimum.
  const moq = random.pick([1, 1, 1, 1, 50, 100, 200, 500]);
  const createdAt = new Date(EPOCH + id * 3 * MINUTE);
  const use = endUse ? ` Suited to ${endUse.toLowerCase()}.` : '';
  return {
    id,
    name: productName(id, adjective, sub),
    description:
      `${sub.name} (${sub.fabricType.toLowerCase()}) with ${/^[aeiou8]/i.test(adjective) ? 'an' : 'a'} ${adjective.toLowerCase()} ${FINISHES.has(pattern) ? 'finish' : 'pattern'}, from a mill in ${town}. ` +
      `${gsm} GSM, ${yarnCount} count, ${construction} construction, ${widthInches}" width.${use} ` +
      (moq > 1 ? `Minimum order ${moq} metres; first sample free.` : 'Sold by the metre; first sample free.'),
    categoryId: sub.categoryId,
    subcategoryId: sub.id,
    fabricType: sub.fabricType,
    pattern,
    yarnCount,
    construction,
    endUse,
    gsm,
    widthInches,
    createdAt,
    minOrderMetres: moq,
    ...withBreaks(random, varieties(random, sub, motif, id), reviews(random, createdAt), moq),
  };
}

/**
 * About a third of the fabrics get two or three price breaks (from 50 m, or twice the minimum, then 200, 500, 1000 m), each
 * about 5% below the one before; drawn after everything else so that the rest of the catalogue stays as it was.
 */
function withBreaks(random: Random, colours: GeneratedVariety[], reviewed: GeneratedReview[], moq: number) {
  if (random.chance(2 / 3)) return { varieties: colours, reviews: reviewed };
  const first = Math.max(50, moq * 2);
  const rising = [first, ...[200, 500, 1000].filter((metres) => metres > first)].slice(0, random.chance(0.5) ? 2 : 3);
  const varieties = colours.map((colour) => {
    let price = colour.discountedPricePaise ?? colour.pricePerMetrePaise;
    const priceBreaks = rising.map((minMetres) => {
      price = Math.floor((price * 0.95) / 100) * 100;
      return { minMetres, pricePaise: price };
    });
    return { ...colour, priceBreaks: priceBreaks.every((tier) => tier.pricePaise > 0) ? priceBreaks : [] };
  });
  return { varieties, reviews: reviewed };
}
