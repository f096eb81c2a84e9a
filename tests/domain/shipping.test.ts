import { describe, expect, it } from 'vitest';
import { shippingOption } from '../../domain/checkout.js';
import { chargedKg, fabricKg, shippingPaise } from '../../domain/shipping.js';

const cotton = (metres: number) => ({ isSample: false, metres, widthInches: 58, gsm: 150 });
const express = shippingOption('express')!;
const free = shippingOption('free')!;

describe('shipping by weight', () => {
  it('weighs fabric as metres × width × GSM', () => {
    // 600 m of 58" (1.4732 m) at 150 g/m²: 132.6 kg.
    expect(fabricKg(cotton(600))).toBeCloseTo(132.588, 3);
    expect(fabricKg({ ...cotton(600), isSample: true })).toBe(0);
  });

  it('charges express ₹8.50 per kilogram begun, one at least; free and scheduled stay free', () => {
    expect(chargedKg([cotton(600)])).toBe(133);
    expect(shippingPaise(express, [cotton(600)])).toBe(133 * 850);
    expect(shippingPaise(express, [cotton(2)])).toBe(850);
    expect(shippingPaise(free, [cotton(600)])).toBe(0);
    expect(shippingPaise(shippingOption('scheduled')!, [cotton(600)])).toBe(0);
  });

  it('ships free samples alone for the flat sample price, and with metres by the metres’ weight', () => {
    const sample = { ...cotton(1), isSample: true };
    expect(shippingPaise(express, [sample])).toBe(9900);
    expect(shippingPaise(free, [sample, sample])).toBe(9900);
    expect(shippingPaise(express, [sample, cotton(100)])).toBe(chargedKg([cotton(100)]) * 850);
  });
});
