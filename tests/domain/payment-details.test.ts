import { describe, expect, it } from 'vitest';
import {
  cardProblems,
  firstProblem,
  formatCardNumber,
  formatExpiry,
  paymentProblems,
  PAYMENT_MESSAGES,
} from '../../domain/payment-details.js';

const now = new Date('2026-11-23T10:00:00Z');
const good = { number: '4111 1111 1111 1111', expiry: '12/28', cvv: '123', name: 'Asha Patel' };

describe('payment details as a buyer types them', () => {
  it('puts the slash in the expiry by itself: 1228 reads 12/28, a lone 4 reads 04, Backspace is never undone', () => {
    expect(['1', '12', '122', '1228', '12289'].map(formatExpiry)).toEqual(['1', '12', '12/2', '12/28', '12/28']);
    expect(formatExpiry('4')).toBe('04');
    expect(formatExpiry('428')).toBe('04/28');
    expect(formatExpiry('12/')).toBe('12');
    expect(formatExpiry('12/28')).toBe('12/28');
  });

  it('groups the card number in fours and keeps digits only, at most 19', () => {
    expect(formatCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('4111-1111 1111x1111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('41111')).toBe('4111 1');
    expect(formatCardNumber('1'.repeat(25)).replace(/ /g, '')).toHaveLength(19);
  });

  it('names the field to fix in a sentence, for each rule', () => {
    expect(cardProblems(good, now)).toEqual({});
    expect(cardProblems({ number: '', expiry: '', cvv: '', name: ' ' }, now)).toEqual({
      number: PAYMENT_MESSAGES.numberMissing,
      expiry: PAYMENT_MESSAGES.expiryFormat,
      cvv: PAYMENT_MESSAGES.cvv,
      name: PAYMENT_MESSAGES.name,
    });
    expect(cardProblems({ ...good, number: '4111 1111 1111 1112' }, now).number).toBe(
      'This card number is not valid. Check the digits and try again.',
    );
    expect(cardProblems({ ...good, expiry: '13/28' }, now).expiry).toBe(PAYMENT_MESSAGES.expiryFormat);
    expect(cardProblems({ ...good, expiry: '10/26' }, now).expiry).toBe('This card has expired.');
    expect(cardProblems({ ...good, expiry: '11/26' }, now), 'valid to the end of its month').toEqual({});
    expect(paymentProblems('UPI', { upiId: 'asha' }, now)).toEqual({ upiId: 'Enter a UPI ID like name@bank.' });
    expect(paymentProblems('UPI', { upiId: ' asha@okaxis ' }, now)).toEqual({});
    expect(paymentProblems('Cash on Delivery', {}, now)).toEqual({});
    expect(firstProblem(cardProblems({ ...good, cvv: '1', name: '' }, now))).toBe(PAYMENT_MESSAGES.cvv);
  });
});
