import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../api/config.js';
import { approvalNeeded, indianMonthStart } from '../../domain/approvals.js';
import { daysOverdue, dueDay, mustPayBy, paymentFormProblem } from '../../domain/company-credit.js';
import { statementOf } from '../../domain/statement.js';

describe('company credit rules', () => {
  it('dates an invoice due on its day plus the terms, and late from the day after', () => {
    expect(dueDay('2026-11-27', 'net30')).toBe('2026-12-27');
    expect(dueDay('2026-11-27', 'advance')).toBe('2026-11-27');
    expect(daysOverdue('2026-12-27', '2026-12-27')).toBe(0);
    expect(daysOverdue('2026-12-27', '2027-01-28')).toBe(32);
    expect(daysOverdue('2026-12-27', '2026-12-01')).toBe(0);
  });

  it('wants a micro or small supplier paid within 45 days, whatever longer terms say', () => {
    expect(mustPayBy('2026-11-27', dueDay('2026-11-27', 'net90'))).toBe('2027-01-11');
    expect(mustPayBy('2026-11-27', dueDay('2026-11-27', 'net30'))).toBe('2026-12-27');
    expect(loadConfig({ INVOICE_SUPPLIER_MSME: 'Micro' }).supplier.msme).toBe('micro');
    expect(loadConfig({}).supplier.msme).toBeUndefined();
    expect(() => loadConfig({ INVOICE_SUPPLIER_MSME: 'large' })).toThrow(/INVOICE_SUPPLIER_MSME/);
  });

  it('sends an order for approval above the order limit, or when the month would pass the monthly limit', () => {
    expect(approvalNeeded(150_000, { orderLimitPaise: 100_000, monthlyLimitPaise: null }, 0)).toMatch(
      /above your order limit of ₹1,000\.00/,
    );
    expect(approvalNeeded(50_000, { orderLimitPaise: 100_000, monthlyLimitPaise: 300_000 }, 260_000)).toMatch(
      /orders this month come to ₹3,100\.00, above your monthly limit of ₹3,000\.00/,
    );
    expect(approvalNeeded(50_000, { orderLimitPaise: null, monthlyLimitPaise: null }, 10_000_000)).toBeNull();
    // The month begins at midnight in India, 18:30 UTC the day before.
    expect(indianMonthStart(new Date('2026-12-01T02:00:00Z')).toISOString()).toBe('2026-11-30T18:30:00.000Z');
  });

  it('checks a payment before it is reported: something against an invoice, within what is open, with a reference', () => {
    const invoices = [{ id: '1', number: 'FM/2627/000001', open: 1000, awaitingConfirmation: 400 }];
    expect(paymentFormProblem({ reference: 'UTR1', amounts: {} }, invoices)).toBe('Enter the amount paid against at least one invoice.');
    expect(paymentFormProblem({ reference: 'UTR1', amounts: { '1': '600.01' } }, invoices)).toMatch(/has ₹600\.00 open/);
    expect(paymentFormProblem({ reference: 'UTR1', amounts: { '1': '1e3' } }, invoices)).toBe('Enter amounts in rupees, to the paisa.');
    expect(paymentFormProblem({ reference: 'UTR 1', amounts: { '1': '600' } }, invoices)).toMatch(/^Enter the UTR/);
    expect(paymentFormProblem({ reference: 'UTR1', amounts: { '1': '600' } }, invoices)).toBeNull();
  });

  it('states an account: what was owed before, each entry with its balance, what is owed after', () => {
    const statement = statementOf(
      [
        { day: '2026-10-20', kind: 'Invoice', reference: 'FM/2627/000001', debitPaise: 100_000, creditPaise: 0 },
        { day: '2026-11-05', kind: 'Payment', reference: 'NEFT A', debitPaise: 0, creditPaise: 40_000 },
        { day: '2026-11-05', kind: 'Invoice', reference: 'FM/2627/000002', debitPaise: 50_000, creditPaise: 0 },
        { day: '2026-12-02', kind: 'Payment', reference: 'NEFT B', debitPaise: 0, creditPaise: 10_000 },
      ],
      '2026-11-01',
      '2026-11-30',
    );
    expect(statement.openingPaise).toBe(100_000);
    expect(statement.lines.map((line) => [line.reference, line.balancePaise])).toEqual([
      ['FM/2627/000002', 150_000],
      ['NEFT A', 110_000],
    ]);
    expect(statement.closingPaise).toBe(110_000);
  });
});
