import { describe, expect, it } from 'vitest';
import { numberInWords, rupeesInWords } from '../../domain/amount-in-words.js';
import { financialYear, invoiceNumber, placeOfSupply, taxSplit } from '../../domain/invoice.js';

describe('amounts in words, Indian numbering', () => {
  it.each([
    [0, 'Zero'],
    [7, 'Seven'],
    [45, 'Forty-Five'],
    [100, 'One Hundred'],
    [1005, 'One Thousand Five'],
    [99_999, 'Ninety-Nine Thousand Nine Hundred Ninety-Nine'],
    [100_000, 'One Lakh'],
    [120_345, 'One Lakh Twenty Thousand Three Hundred Forty-Five'],
    [10_000_000, 'One Crore'],
    [1_234_567_890, 'One Hundred Twenty-Three Crore Forty-Five Lakh Sixty-Seven Thousand Eight Hundred Ninety'],
  ])('%i is %s', (n, words) => expect(numberInWords(n)).toBe(words));

  it('writes rupees and paise, and ends with Only', () => {
    expect(rupeesInWords(12_034_550)).toBe('Rupees One Lakh Twenty Thousand Three Hundred Forty-Five and Fifty Paise Only');
    expect(rupeesInWords(66_000)).toBe('Rupees Six Hundred Sixty Only');
    expect(rupeesInWords(1)).toBe('Rupees Zero and One Paise Only');
  });
});

describe('invoice numbers', () => {
  it('count by the Indian financial year, which starts on 1 April in India', () => {
    expect(financialYear(new Date('2026-11-25T10:00:00Z'))).toBe('2627');
    expect(financialYear(new Date('2027-03-31T18:29:59Z'))).toBe('2627');
    // 1 April 2027, 00:00 in India is 31 March, 18:30 UTC.
    expect(financialYear(new Date('2027-03-31T18:30:00Z'))).toBe('2728');
    expect(financialYear(new Date('2099-05-01T00:00:00Z'))).toBe('9900');
  });

  it('are at most 16 characters', () => {
    expect(invoiceNumber('2627', 123)).toBe('FM/2627/000123');
    expect(invoiceNumber('2627', 12_345_678).length).toBeLessThanOrEqual(16);
  });
});

describe('the tax split', () => {
  it('is CGST and SGST, half each, within the supplier’s state; the odd paisa goes to SGST', () => {
    expect(taxSplit(6000, '09', '09')).toEqual({ kind: 'intra', cgstPaise: 3000, sgstPaise: 3000 });
    expect(taxSplit(1001, '09', '09')).toEqual({ kind: 'intra', cgstPaise: 500, sgstPaise: 501 });
  });

  it('is IGST to another state, or to a state that cannot be told', () => {
    expect(taxSplit(6000, '24', '09')).toEqual({ kind: 'inter', igstPaise: 6000 });
    expect(taxSplit(6000, undefined, '09')).toEqual({ kind: 'inter', igstPaise: 6000 });
  });

  it('takes the place of supply from the delivery state by name, in any case', () => {
    expect(placeOfSupply(' uttar pradesh ')).toEqual({ name: 'Uttar Pradesh', code: '09' });
    expect(placeOfSupply('Atlantis')).toEqual({ name: 'Atlantis', code: undefined });
  });
});
