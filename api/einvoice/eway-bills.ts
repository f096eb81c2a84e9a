import { randomInt } from 'node:crypto';
import { ewayBillValidUntil } from '../../domain/eway-bill.js';
import type { EwayBillCancelReason, EwayBillExtensionReason, VehicleChangeReason } from '../../domain/eway-bill-changes.js';

/** Part A of an e-way bill: who sends what to whom, from the invoices. Amounts in paise. */
export interface EwayBillPartA {
  supplierGstin: string;
  fromPinCode: string | null;
  /** The buyer's GSTIN, or 'URP' (unregistered person) for a buyer without one. */
  buyerGstin: string;
  toPinCode: string | null;
  toStateCode: string | null;
  documentType: 'INV';
  documentNumbers: string[];
  /** DD/MM/YYYY, as the e-way bill system writes dates. */
  documentDate: string;
  /** The consignment's value, tax included, and its taxable value. */
  valuePaise: number;
  taxablePaise: number;
  /** The HSN code of the largest line. */
  mainHsn: string;
  /** Outward supply. */
  reason: 'Supply';
}

/** Part B: how it moves (by road), from the dispatch. */
export interface EwayBillPartB {
  mode: 'Road';
  vehicleNumber: string | null;
  transporterName: string;
  transporterDocNumber: string;
  /** DD/MM/YYYY */
  transporterDocDate: string;
  distanceKm: number;
  /** Whether the distance was estimated from the PIN codes rather than entered. */
  distanceEstimated: boolean;
}

export interface RegisteredEwayBill {
  /** Twelve digits. */
  number: string;
  validUntil: Date;
}

/** Where e-way bills are generated: the government's system behind an adapter, or the local stand-in. */
export interface EwayBillRegistry {
  generate(partA: EwayBillPartA, partB: EwayBillPartB, at: Date): Promise<RegisteredEwayBill>;
  /** Cancels one (the system allows it within 24 hours of its generation). */
  cancel(number: string, reason: EwayBillCancelReason, remark: string): Promise<void>;
  /** Extends one held up near its expiry, for the distance left from where the goods are; answers the new validity. */
  extend(
    number: string,
    extension: { remainingKm: number; currentPinCode: string; reason: EwayBillExtensionReason; remark: string },
    at: Date,
  ): Promise<{ validUntil: Date }>;
  /** Puts a new vehicle on its Part B; its validity stays. */
  updateVehicle(number: string, vehicleNumber: string, reason: VehicleChangeReason, remark: string): Promise<void>;
}

/**
 * The stand-in used in development and tests: a 12-digit number and the validity the rules give (a day per 200 km, to
 * midnight in India). A real system answers both itself; the database keeps numbers unique either way.
 */
export function localEwayBills(): EwayBillRegistry {
  return {
    generate: async (_partA, partB, at) => ({
      number: `${randomInt(1, 10)}${String(randomInt(0, 100_000_000_000)).padStart(11, '0')}`,
      validUntil: ewayBillValidUntil(at, partB.distanceKm),
    }),
    // The stand-in keeps nothing: the shop keeps each cancellation and vehicle change itself.
    cancel: async () => undefined,
    extend: async (_number, extension, at) => ({ validUntil: ewayBillValidUntil(at, extension.remainingKm) }),
    updateVehicle: async () => undefined,
  };
}
