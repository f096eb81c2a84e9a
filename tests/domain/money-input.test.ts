import { describe, expect, it } from 'vitest';
import { limitSentence } from '../../domain/approvals.js';
import { creditWithGst, settleQuestion } from '../../domain/claims.js';
import { parsedLimit } from '../../domain/company.js';
import { parseRupees } from '../../domain/money.js';

describe('money as people type it and the sentences around it', () => {
  it('reads rupees with Indian or Western grouping, a ₹ sign and paise; refuses anything else', () => {
    expect(parseRupees('11,400')).toBe(11_400);
    expect(parseRupees('1,14,000.50')).toBe(114_000.5);
    expect(parseRupees('₹ 950')).toBe(950);
    expect(parseRupees('114,000')).toBe(114_000);
    for (const bad of ['', '1,2', '11,40,0', '12.345', '-5', '1e5', '١٢', '12,', '9999999999999'])
      expect(parseRupees(bad), bad).toBeUndefined();
    // The members' limits take the same input: blank is no limit.
    expect(parsedLimit('25,000')).toBe(25_000);
    expect(parsedLimit('  ')).toBeNull();
    expect(parsedLimit('25,00,0')).toBeUndefined();
  });

  it('states a credit with its GST before it is issued, as the credit note will', () => {
    expect(creditWithGst(100_000, 5)).toEqual({ taxPaise: 5_000, totalPaise: 105_000 });
    expect(settleQuestion('credit', '7', 1_140_000, 5)).toBe(
      'Credit note for claim 7: ₹11,400.00 + GST 5% ₹570.00 = ₹11,970.00? The buyer is emailed.',
    );
    expect(settleQuestion('reject', '7', null, 5)).toBe('Reject for claim 7? The buyer is emailed.');
  });

  it("names whose limit an order passes: the Buyer's own, or the Buyer by name to the Approvers", () => {
    const order = { kind: 'order' as const, amountPaise: 2_600_000, limitPaise: 2_500_000 };
    expect(limitSentence(order)).toBe('₹26,000.00 is above your order limit of ₹25,000.00');
    expect(limitSentence(order, 'Ravi Patel')).toBe("₹26,000.00 is above Ravi Patel's order limit of ₹25,000.00");
    expect(limitSentence({ kind: 'month', amountPaise: 310_000, limitPaise: 300_000 }, 'Ravi Patel')).toBe(
      "with it Ravi Patel's orders this month come to ₹3,100.00, above their monthly limit of ₹3,000.00",
    );
  });
});
