import { describe, expect, it } from 'vitest';
import { addressProblem } from '../../domain/checkout.js';
import { detailsProblem, phoneDigits } from '../../domain/validation.js';

describe('phone numbers as people paste them', () => {
  it('keeps the 10 digits of a number written with +91, 0091, a leading 0, spaces, dashes or brackets', () => {
    for (const pasted of ['+91 98250 12345', '+91-98250-12345', '0091 98250 12345', '098250 12345', '(98250) 12345', ' 9825012345 '])
      expect(phoneDigits(pasted), pasted).toBe('9825012345');
  });

  it('leaves what is not a 10-digit number as its digits, to be refused', () => {
    expect(phoneDigits('12345')).toBe('12345');
    expect(phoneDigits('+1 415 555 0100')).toBe('14155550100');
    expect(phoneDigits('9'.repeat(40))).toHaveLength(20);
  });

  it('the sign-up and address rules accept a pasted number and refuse a short one', () => {
    expect(detailsProblem({ name: 'Asha', email: 'asha@mill.example.in', phone: '+91 98250 12345' })).toBeNull();
    expect(detailsProblem({ name: 'Asha', email: 'asha@mill.example.in', phone: '+91 98250' })).toBe(
      'Please enter a valid 10-digit phone number',
    );
    const address = { address: '14 Mill Road', city: 'Surat', state: 'Gujarat', country: 'India', pinCode: '395003' };
    expect(addressProblem({ ...address, alternativePhoneNumber: '098250-12345' })).toBeNull();
    expect(addressProblem({ ...address, alternativePhoneNumber: '98250' })).toBe('Please enter a valid phone number');
  });
});
