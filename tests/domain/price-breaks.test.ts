import { describe, expect, it } from 'vitest';
import { nextTier, priceLadder, tierFor, unitPriceFor } from '../../domain/price-breaks.js';
import { metresProblem } from '../../domain/shopping.js';

const TIERS = [
  { minMetres: 50, price: 232 },
  { minMetres: 200, price: 215 },
];

describe('price breaks', () => {
  it('reach a break exactly at its minimum, not one metre below', () => {
    expect(tierFor(TIERS, 49)).toBeUndefined();
    expect(tierFor(TIERS, 50)).toEqual(TIERS[0]);
    expect(tierFor(TIERS, 199)).toEqual(TIERS[0]);
    expect(tierFor(TIERS, 200)).toEqual(TIERS[1]);
    expect([49, 50, 199, 200, 5000].map((metres) => unitPriceFor(245, TIERS, metres))).toEqual([245, 232, 232, 215, 215]);
    // A discount below a break wins.
    expect(unitPriceFor(220, TIERS, 60)).toBe(220);
  });

  it('say how many more metres reach the next break', () => {
    expect(nextTier(TIERS, 10)).toEqual({ tier: TIERS[0], metresMore: 40 });
    expect(nextTier(TIERS, 50)).toEqual({ tier: TIERS[1], metresMore: 150 });
    expect(nextTier(TIERS, 200)).toBeUndefined();
  });

  it('read as a ladder from the fabric’s minimum', () => {
    expect(priceLadder(245, TIERS, 1)).toBe('1–49 m ₹245 · 50–199 m ₹232 · 200 m+ ₹215');
    expect(priceLadder(245.5, TIERS, 20)).toBe('20–49 m ₹245.50 · 50–199 m ₹232 · 200 m+ ₹215');
    expect(priceLadder(245, TIERS, 100)).toBe('100–199 m ₹245 · 200 m+ ₹215');
  });

  it('a typed quantity below the fabric’s minimum is refused with the SPEC’s sentence', () => {
    expect(metresProblem(49, 500, 50)).toBe('Minimum order for this fabric is 50 metres');
    expect(metresProblem(50, 500, 50)).toBeNull();
    expect(metresProblem(0, 500, 50)).not.toContain('Minimum');
  });
});
