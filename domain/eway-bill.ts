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
