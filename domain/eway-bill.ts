import { indianDay } from './day.js';

/**
 * E-way bills (CGST Rule 138): goods worth more than ₹50,000 (tax included) move with one; it is valid for one day up
 * to 200 km and a day more for every further 200 km or part of it (ordinary cargo, Rule 138(10)).
 */
export const EWAY_BILL_ABOVE_PAISE = 50_000_00;
export const KM_PER_DAY = 200;

/** Whether a consignment of this value, tax included, needs an e-way bill. */
export const needsEwayBill = (consignmentPaise: number) => consignmentPaise > EWAY_BILL_ABOVE_PAISE;

/** The days an e-way bill for this distance is valid: 1 up to 200 km, 2 up to 400 km, and so on. */
export const ewayBillDays = (distanceKm: number) => Math.max(1, Math.ceil(distanceKm / KM_PER_DAY));

/**
 * When the e-way bill stops being valid: each day ends at midnight, counted from the day after the one it was generated
 * on (Indian time), so a 1-day bill made at 11 pm runs until the next midnight but one.
 */
export function ewayBillValidUntil(generatedAt: Date, distanceKm: number): Date {
  const lastDay = indianDay(generatedAt, ewayBillDays(distanceKm));
  // Midnight at the end of that day in India is 18:30 UTC of the same date.
  return new Date(`${lastDay}T18:30:00.000Z`);
}

export const EWAY_BILL_MESSAGES = {
  distanceNeeded: (value: string) =>
    `This consignment is worth ${value}, over ₹50,000 with tax, so it moves with an e-way bill, valid for a day per 200 km: the distance cannot be estimated from the PIN codes, so enter it in km.`,
} as const;

/** The six-digit PIN code an Indian address ends with, or null. */
export const pinCodeIn = (address: string): string | null => /([1-9][0-9]{5})\D*$/.exec(address)?.[1] ?? null;

/** DD/MM/YYYY of a YYYY-MM-DD day, as the e-way bill system writes dates. */
export const ewayBillDate = (isoDay: string) => isoDay.split('-').reverse().join('/');

/** 1234 5678 9012: an e-way bill number as it is read out. */
export const ewayBillNumberText = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');
