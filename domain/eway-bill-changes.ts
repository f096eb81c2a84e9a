/**
 * What may happen to an e-way bill after it is generated (CGST Rule 138): it is cancelled within 24 hours of its
 * generation when the goods do not move as it says (a new one is then generated for the consignment), and while it
 * is valid its Part B takes a new vehicle when the goods change trucks (a breakdown, a transhipment). A delivered
 * consignment's e-way bill has done its work and changes no more.
 */
import { DISPATCH_MESSAGES, DISTANCE_MAX_KM, isVehicleNumber, normalVehicleNumber } from './dispatch.js';
import { hasVisibleText } from './visible-text.js';

export const EWAY_BILL_CANCEL_HOURS = 24;
/** The e-way bill system takes remarks of up to 50 characters. */
export const EWAY_BILL_REMARK_MAX = 50;

/** Why an e-way bill is cancelled (the system's cancelRsnCode). */
export const EWAY_BILL_CANCEL_REASONS = {
  '1': 'Duplicate',
  '2': 'Order cancelled',
  '3': 'Data entry mistake',
  '4': 'Other',
} as const;

/** Why a consignment changes vehicle (the system's reasonCode for a Part B update). */
export const VEHICLE_CHANGE_REASONS = {
  '1': 'Breakdown',
  '2': 'Transhipment',
  '3': 'Other',
  '4': 'First time',
} as const;

export type EwayBillCancelReason = keyof typeof EWAY_BILL_CANCEL_REASONS;
export type VehicleChangeReason = keyof typeof VEHICLE_CHANGE_REASONS;

/**
 * Goods held up past an e-way bill's validity (a calamity, a transhipment, an accident) get it extended, from 8 hours
 * before it expires to 8 hours after, for the distance left from where they now are (the system's extension reasons).
 */
export const EWAY_BILL_EXTEND_HOURS = 8;
export const EWAY_BILL_EXTENSION_REASONS = {
  '1': 'Natural calamity',
  '2': 'Law and order',
  '4': 'Transhipment',
  '5': 'Accident',
  '99': 'Other',
} as const;
export type EwayBillExtensionReason = keyof typeof EWAY_BILL_EXTENSION_REASONS;

/** Whether an e-way bill valid until `validUntil` may be extended at `now`. */
export function ewayBillExtendable(validUntil: Date, now: Date): boolean {
  const window = EWAY_BILL_EXTEND_HOURS * 60 * 60 * 1000;
  return now.getTime() >= validUntil.getTime() - window && now.getTime() <= validUntil.getTime() + window;
}

/** When an e-way bill generated at `generatedAt` can no longer be cancelled. */
export const ewayBillCancelDeadline = (generatedAt: Date) => new Date(generatedAt.getTime() + EWAY_BILL_CANCEL_HOURS * 60 * 60 * 1000);

export const EWAY_BILL_CHANGE_MESSAGES = {
  cancelReason: 'Choose why the e-way bill is cancelled: duplicate, order cancelled, data entry mistake or other.',
  vehicleReason: 'Choose why the vehicle changes: breakdown, transhipment, other, or first time.',
  remark: `Say why in 1 to ${EWAY_BILL_REMARK_MAX} characters; the e-way bill system keeps it.`,
  vehicleNumber: DISPATCH_MESSAGES.vehicleNumber.replace(', or leave it empty', ''),
  notShipped: 'This order has not left the mill: there is no consignment to change.',
  delivered: 'This consignment is delivered: its e-way bill has done its work and changes no more.',
  noEwayBill: 'This consignment moves without an e-way bill.',
  alreadyCancelled: 'This e-way bill is already cancelled.',
  cancelTooLate: (deadline: string) =>
    `An e-way bill is cancelled only within 24 hours of its generation; this one could be until ${deadline}.`,
  expired: (until: string) => `This e-way bill expired on ${until}: a vehicle is changed only while it is valid.`,
  sameVehicle: (vehicle: string) => `This consignment already moves in vehicle ${vehicle}.`,
  extensionReason: 'Choose why the goods are held up: natural calamity, law and order, transhipment, accident or other.',
  remainingKm: `Enter the distance left in whole km, 1 to ${DISTANCE_MAX_KM.toLocaleString('en-IN')}.`,
  currentPinCode: 'Enter the PIN code where the goods are now: six digits, not starting with 0.',
  extendWindow: (until: string) =>
    `An e-way bill is extended only from 8 hours before it expires to 8 hours after; this one expires on ${until}.`,
  stillActive: (number: string) => `E-way bill ${number} is still active on this consignment: cancel it before generating another.`,
  notNeeded: (value: string) => `This consignment is worth ${value} with tax, not over ₹50,000: it moves without an e-way bill.`,
  vehicleTracking: (vehicle: string, reason: string, remark: string) =>
    `Now moving in vehicle ${vehicle} (${reason.toLowerCase()}): ${remark}.`,
} as const;

const remarkProblem = (remark: string) => {
  const trimmed = remark.trim();
  return !hasVisibleText(trimmed) || trimmed.length > EWAY_BILL_REMARK_MAX ? EWAY_BILL_CHANGE_MESSAGES.remark : null;
};

/** What is wrong with a request to cancel an e-way bill, or null. */
export function ewayBillCancelProblem(body: { reason: string; remark: string }): string | null {
  if (!Object.hasOwn(EWAY_BILL_CANCEL_REASONS, body.reason)) return EWAY_BILL_CHANGE_MESSAGES.cancelReason;
  return remarkProblem(body.remark);
}

/** What is wrong with a change of vehicle, or null. */
export function vehicleChangeProblem(body: { vehicleNumber: string; reason: string; remark: string }): string | null {
  if (!isVehicleNumber(normalVehicleNumber(body.vehicleNumber))) return EWAY_BILL_CHANGE_MESSAGES.vehicleNumber;
  if (!Object.hasOwn(VEHICLE_CHANGE_REASONS, body.reason)) return EWAY_BILL_CHANGE_MESSAGES.vehicleReason;
  return remarkProblem(body.remark);
}

/** What is wrong with a request to extend an e-way bill, or null. */
export function ewayBillExtensionProblem(body: { remainingKm: number; currentPinCode: string; reason: string; remark: string }) {
  if (!Object.hasOwn(EWAY_BILL_EXTENSION_REASONS, body.reason)) return EWAY_BILL_CHANGE_MESSAGES.extensionReason;
  const km = body.remainingKm;
  if (!Number.isInteger(km) || km < 1 || km > DISTANCE_MAX_KM) return EWAY_BILL_CHANGE_MESSAGES.remainingKm;
  if (!/^[1-9][0-9]{5}$/.test(body.currentPinCode.trim())) return EWAY_BILL_CHANGE_MESSAGES.currentPinCode;
  return remarkProblem(body.remark);
}
