import { rupeesToPaise } from './money.js';
import { SAMPLE_SHIPPING_RUPEES } from './samples.js';

/** What shipping weighs of a cart line: its metres, the fabric's width and its GSM. */
export interface ShippedLine {
  isSample: boolean;
  metres: number;
  widthInches: number;
  gsm: number;
}

const METRES_PER_INCH = 0.0254;

/** Kilograms of fabric: metres × width (inches × 0.0254 m) × GSM (grams per square metre) ÷ 1,000. A sample weighs nothing worth pricing. */
export const fabricKg = (line: ShippedLine): number =>
  line.isSample ? 0 : (line.metres * line.widthInches * METRES_PER_INCH * line.gsm) / 1000;

/** Couriers charge by the kilogram begun, one at least. */
export const chargedKg = (lines: readonly ShippedLine[]): number =>
  Math.max(1, Math.ceil(lines.reduce((sum, line) => sum + fabricKg(line), 0) - 1e-9));

/**
 * Shipping for these lines by an option priced per kilogram or flat (SPEC §9's ₹8.50 express is per kilogram:
 * 600 m of a 150 GSM, 58" cotton weighs 133 kg and does not ride for ₹8.50). An order of free samples alone ships
 * for a flat price whatever the method; samples beside metres ship with them.
 */
export function shippingPaise(option: { price: number; perKg: boolean }, lines: readonly ShippedLine[]): number {
  if (lines.length > 0 && lines.every((line) => line.isSample)) return rupeesToPaise(SAMPLE_SHIPPING_RUPEES);
  return option.perKg ? chargedKg(lines) * rupeesToPaise(option.price) : rupeesToPaise(option.price);
}

/** A line of a product answer (its `weight` is the GSM, its `width` inches) as shipping weighs it. */
export const shippedLine = (product: { weight: number; width: number }, metres: number, isSample: boolean): ShippedLine => ({
  isSample,
  metres,
  widthInches: product.width,
  gsm: product.weight,
});
