import { describe, expect, it } from 'vitest';
import { gstLabel, isGstRate, isGstSlab, rateInForce, rateWarning, ratesOf, taxByRate } from '../../domain/tax-rates.js';

describe('GST by HSN rate', () => {
  it('taxes a one-rate cart at 5% of the whole, shared by value', () => {
    const lines = [
      { netPaise: 33_333, percent: 5 },
      { netPaise: 66_667, percent: 5 },
    ];
    const tax = taxByRate(lines);
    expect(tax.reduce((sum, share) => sum + share, 0)).toBe(5_000);
    expect(tax).toEqual([1_666, 3_334]);
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
    expect(gstLabel([])).toBe('GST 5%');
  });

  it('takes the whole rates the GST portal accepts, never SPEC’s 10%, and knows the slabs since 22 September 2025', () => {
    expect([0, 1, 3, 5, 6, 12, 18, 28, 40].every(isGstRate)).toBe(true);
    expect([10, 2, -5, 5.5, 100].some(isGstRate)).toBe(false);
    expect([0, 5, 18, 40].every(isGstSlab)).toBe(true);
    expect([12, 28].some(isGstSlab)).toBe(false);
  });

  it('knows the rate in force for every heading the catalogue files under, citing the notification', () => {
    for (const hsn of ['5007', '5112', '5208', '5209', '5309', '5407', '5408', '5513', '5516', '5801', '6006'])
      expect(rateInForce(hsn), hsn).toMatchObject({ percent: 5, citation: 'Notification 9/2025-Central Tax (Rate), Schedule I' });
    expect(rateInForce('6205')).toBeNull();
    expect(rateWarning('5208', 5)).toBeNull();
    expect(rateWarning('5208', 18)).toBe(
      'HSN 5208 (woven fabrics of cotton) is at 5% by Notification 9/2025-Central Tax (Rate), Schedule I: 18% would charge the wrong tax.',
    );
    expect(rateWarning('6205', 12)).toBe("12% is not a GST slab since 22 September 2025 (0, 5, 18 or 40%): check the heading's rate.");
    expect(rateWarning('6205', 18)).toMatch(/^HSN 6205 is not a fabric heading/);
  });
});
