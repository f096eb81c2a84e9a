import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../api/config.js';
import { DEMO_PAY_TO, invoicesNote, payToText, UPI_NOTE_MAX, upiPayLink } from '../../domain/pay-to.js';
import { describePayTo } from '../../server/start.js';

const SET = {
  PAY_TO_ACCOUNT_NAME: 'FabricMart Textiles Private Limited',
  PAY_TO_ACCOUNT_NUMBER: '5020 0012 3456 78',
  PAY_TO_IFSC: 'hdfc0000123',
  PAY_TO_BANK: 'HDFC Bank',
  PAY_TO_BRANCH: 'Sector 18, Noida',
  PAY_TO_UPI_ID: 'fabricmart@hdfcbank',
};

describe('where companies on account pay', () => {
  it('builds the NPCI UPI link: payee, name, amount in rupees with paise, INR, the invoice number as the note', () => {
    const link = upiPayLink(DEMO_PAY_TO, 1_050_050, 'FM/2627/000042');
    expect(link).toBe(
      'upi://pay?pa=fabricmart%40demobank&pn=FabricMart%20Textiles%20Private%20Limited&am=10500.50&cu=INR&tn=FM%2F2627%2F000042',
    );
    const params = new URL(link!.replace('upi://pay', 'https://upi.example/pay')).searchParams;
    expect(Object.fromEntries(params)).toEqual({
      pa: 'fabricmart@demobank',
      pn: 'FabricMart Textiles Private Limited',
      am: '10500.50',
      cu: 'INR',
      tn: 'FM/2627/000042',
    });
    // Nothing to pay, or no UPI ID: no link.
    expect(upiPayLink(DEMO_PAY_TO, 0, 'x')).toBeNull();
    expect(upiPayLink({ ...DEMO_PAY_TO, upiId: null }, 100, 'x')).toBeNull();
  });

  it('names several invoices in one note while they fit, else the first and how many more', () => {
    expect(invoicesNote(['FM/2627/000001', 'FM/2627/000002'])).toBe('FM/2627/000001 FM/2627/000002');
    const many = Array.from({ length: 6 }, (_, index) => `FM/2627/00000${index}`);
    expect(invoicesNote(many)).toBe('FM/2627/000000 +5 more');
    expect(invoicesNote(many).length).toBeLessThanOrEqual(UPI_NOTE_MAX);
  });

  it('reads PAY_TO_* at start-up: checked, normalised, all four or none; a made-up account only outside production', () => {
    expect(loadConfig({ ...SET }).payTo).toEqual({
      accountName: 'FabricMart Textiles Private Limited',
      accountNumber: '50200012345678',
      ifsc: 'HDFC0000123',
      bank: 'HDFC Bank',
      branch: 'Sector 18, Noida',
      upiId: 'fabricmart@hdfcbank',
    });
    expect(payToText(loadConfig({ ...SET }).payTo!)).toEqual([
      'Account name: FabricMart Textiles Private Limited',
      'Account number: 50200012345678',
      'IFSC: HDFC0000123',
      'Bank: HDFC Bank, Sector 18, Noida',
      'UPI ID: fabricmart@hdfcbank',
    ]);
    expect(() => loadConfig({ ...SET, PAY_TO_IFSC: 'HDFC1000123' })).toThrow(/IFSC is 11 characters: 4 letters, 0/);
    expect(() => loadConfig({ ...SET, PAY_TO_ACCOUNT_NUMBER: '12AB' })).toThrow(/9 to 18 digits/);
    expect(() => loadConfig({ ...SET, PAY_TO_UPI_ID: 'no-at-sign' })).toThrow(/name@bank/);
    expect(() => loadConfig({ PAY_TO_UPI_ID: 'fabricmart@hdfcbank' })).toThrow(
      /^PAY_TO_ACCOUNT_NAME, PAY_TO_ACCOUNT_NUMBER, PAY_TO_IFSC, PAY_TO_BANK: set with the other PAY_TO_\* settings/,
    );
    expect(loadConfig({}).payTo).toEqual(DEMO_PAY_TO);
    expect(describePayTo(loadConfig({}))).toBeNull();
    // In production a made-up account is never shown; start-up says what is missing.
    const production = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) });
    expect(production.payTo).toBeNull();
    expect(describePayTo(production)).toMatch(
      /^PAY_TO_\* are not set: ledgers, invoices on account, statements and reminders say no bank account/,
    );
    expect(describePayTo(loadConfig({ ...SET, NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) }))).toBeNull();
  });
});
