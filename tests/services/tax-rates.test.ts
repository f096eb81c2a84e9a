import { describe, expect, it } from 'vitest';
import { gstLabel, isGstRate, ratesOf, taxByRate } from '../../domain/tax-rates.js';

describe('GST by HSN rate', () => {
  it('taxes a one-rate cart as SPEC did: 10% of the whole, shared by value', () => {
    const lines = [
      { netPaise: 33_333, percent: 10 },
      { netPaise: 66_667, percent: 10 },
    ];
    const tax = taxByRate(lines);
    expect(tax.reduce((sum, share) => sum + share, 0)).toBe(10_000);
    expect(tax).toEqual([3_333, 6_667]);
  });

  it('works out each rate on its own lines, so that they add up per rate to the paisa', () => {
    const lines = [
      { netPaise: 10_001, percent: 5 },
      { netPaise: 20_003, percent: 12 },
      { netPaise: 30_005, percent: 5 },
      { netPaise: 0, percent: 18 },
    ];
    const tax = taxByRate(lines);
    expect(tax[0]! + tax[2]!).toBe(Math.round((40_006 * 5) / 100));
    expect(tax[1]).toBe(Math.round((20_003 * 12) / 100));
    expect(tax[3]).toBe(0);
  });

  it('names the rates a purchase is taxed at, leaving out free lines', () => {
    expect(
      ratesOf([
        { netPaise: 100, percent: 12 },
        { netPaise: 0, percent: 18 },
        { netPaise: 50, percent: 5 },
      ]),
    ).toEqual([5, 12]);
    expect(ratesOf([{ netPaise: 0, percent: 18 }])).toEqual([18]);
    expect(gstLabel([5])).toBe('GST 5%');
    expect(gstLabel([5, 12])).toBe('GST 5% and 12%');
    expect(gstLabel([0, 5, 12])).toBe('GST 0%, 5% and 12%');
    expect(gstLabel([])).toBe('GST 10%');
  });

  it('takes only the GST slabs', () => {
    expect([0, 5, 12, 18, 28].every(isGstRate)).toBe(true);
    expect([10, 3, -5, 5.5, 100].some(isGstRate)).toBe(false);
  });
});
