import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../api/config.js';
import { invoiceReferenceNumber, schemaFinancialYear } from '../../api/einvoice/irn.js';
import { ewayBillDate, ewayBillDays, ewayBillNumberText, ewayBillValidUntil, needsEwayBill, pinCodeIn } from '../../domain/eway-bill.js';

describe('the IRN of an e-invoice', () => {
  it("is the SHA-256 of GSTIN, financial year, type and number, as the portal's published example", () => {
    expect(
      invoiceReferenceNumber({ supplierGstin: '29AAFCC9980M1ZR', financialYear: '2019-20', type: 'INV', number: '2019-20/KA/1' }),
    ).toBe('23f498ee41441ecad30f72ba5b9907506c3df70a17b0e0dff46b76a786400662');
  });

  it('differs for a credit note of the same number, and reads our financial year as the schema writes it', () => {
    const document = { supplierGstin: '24AABCF1234M1Z5', financialYear: schemaFinancialYear('2627'), number: 'FM/2627/000123' };
    expect(document.financialYear).toBe('2026-27');
    expect(invoiceReferenceNumber({ ...document, type: 'INV' })).toMatch(/^[0-9a-f]{64}$/);
    expect(invoiceReferenceNumber({ ...document, type: 'CRN' })).not.toBe(invoiceReferenceNumber({ ...document, type: 'INV' }));
  });
});

describe('e-way bills', () => {
  it('are needed above ₹50,000 with tax, not at it', () => {
    expect(needsEwayBill(50_000_00)).toBe(false);
    expect(needsEwayBill(50_000_01)).toBe(true);
  });

  it('are valid a day for every 200 km or part of it', () => {
    expect([1, 200, 201, 400, 401, 1_250].map(ewayBillDays)).toEqual([1, 1, 2, 2, 3, 7]);
  });

  it('run to midnight in India of the last day, counted from the day after the one they were made on', () => {
    // Made at 11 pm on 26 Nov in India for 150 km: valid until midnight ending 27 Nov.
    expect(ewayBillValidUntil(new Date('2026-11-26T17:30:00Z'), 150).toISOString()).toBe('2026-11-27T18:30:00.000Z');
    // Made at 1 am on 27 Nov in India (still 26 Nov in UTC) for 350 km: two days, to midnight ending 29 Nov.
    expect(ewayBillValidUntil(new Date('2026-11-26T19:30:00Z'), 350).toISOString()).toBe('2026-11-29T18:30:00.000Z');
  });
});

describe('e-way bill fields', () => {
  it('reads the PIN code an address ends with, writes dates DD/MM/YYYY and numbers in fours', () => {
    expect(pinCodeIn('Plot 14, Sector 63, Noida, Gautam Buddha Nagar, Uttar Pradesh 201301')).toBe('201301');
    expect(pinCodeIn('14 Ring Road, Surat 395002, India')).toBe('395002');
    expect(pinCodeIn('No PIN here')).toBeNull();
    expect(ewayBillDate('2026-11-27')).toBe('27/11/2026');
    expect(ewayBillNumberText('331002345678')).toBe('3310 0234 5678');
  });
});

describe('EINVOICE', () => {
  it('is off unless true, refuses anything else, and refuses a portal URL whose adapter is not built', () => {
    expect(loadConfig({}).einvoicing).toBe(false);
    expect(loadConfig({ EINVOICE: 'true' }).einvoicing).toBe(true);
    expect(() => loadConfig({ EINVOICE: 'yes' })).toThrow(/EINVOICE must be true or false/);
    expect(() => loadConfig({ EINVOICE: 'true', EINVOICE_URL: 'https://einv-apisandbox.nic.in' })).toThrow(/EINVOICE_URL/);
  });
});
