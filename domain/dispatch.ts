/**
 * How an order leaves the mill: the transporter or courier, the LR (lorry receipt) or AWB number, the
 * vehicle, the day it left and how far it goes. The console's form, `npm run admin -- advance` and the server check
 * the same rules, and the buyer's tracking shows what was recorded.
 */
import { indianDay, isCalendarDay } from './day.js';

export const TRANSPORTER_MAX = 60;
export const LR_NUMBER_MAX = 20;
/** The e-way bill system takes distances up to 4,000 km. */
export const DISTANCE_MAX_KM = 4000;

export interface DispatchInput {
  transporter: string;
  lrNumber: string;
  /** Optional: a courier's AWB has none. */
  vehicleNumber?: string | undefined;
  /** YYYY-MM-DD, the day the goods left. */
  date: string;
  /** Optional: the road distance, for the e-way bill's validity. */
  distanceKm?: number | undefined;
}

/** Photos a consignment keeps (bales, the loaded truck, the LR copy). */
export const DISPATCH_PHOTOS_MAX = 5;

export const DISPATCH_MESSAGES = {
  transporter: `Enter the transporter or courier: 2 to ${TRANSPORTER_MAX} characters.`,
  lrNumber: `Enter the LR or AWB number: up to ${LR_NUMBER_MAX} letters and digits, with - or / between them.`,
  vehicleNumber: 'Enter the vehicle number as on its plate, like MH12AB1234 or 22BH1234AA, or leave it empty.',
  date: 'Enter the day it left: not before the order was placed and not after today.',
  distanceKm: `Enter the distance in whole km, 1 to ${DISTANCE_MAX_KM.toLocaleString('en-IN')}, or leave it empty.`,
  missing: 'Shipping an order needs its dispatch: the transporter, the LR or AWB number and the day it left.',
  onlyAtShipped: 'A dispatch is recorded when the order ships: its next stage is not Shipped.',
  photosNotShipped: 'Photos are added to a consignment once it has shipped.',
  photosNone: 'Choose at least one photo (JPEG, PNG or WebP).',
  photosType: 'Dispatch photos must be JPEG, PNG or WebP images.',
  photosFull: (kept: number) =>
    `A consignment keeps at most ${DISPATCH_PHOTOS_MAX} photos; this one has ${kept}, so add at most ${DISPATCH_PHOTOS_MAX - kept}.`,
  notCompanion: (id: string, purchase: string) =>
    `Order ${id} cannot leave in this consignment: only the other orders of purchase ${purchase} at the same stage can.`,
} as const;

const LR_NUMBER = /^[A-Z0-9](?:[A-Z0-9/-]*[A-Z0-9])?$/;
/** A state series plate (MH 12 AB 1234, DL 3C AB 1234) or a Bharat series one (22 BH 1234 AA). */
const VEHICLE_NUMBER = /^(?:[A-Z]{2}[0-9]{1,2}[A-Z]{0,3}[0-9]{4}|[0-9]{2}BH[0-9]{4}[A-Z]{1,2})$/;

/** Whether a vehicle number, as normalVehicleNumber gives it, is one a plate can carry. */
export const isVehicleNumber = (normal: string) => VEHICLE_NUMBER.test(normal);

/** An LR or AWB number as recorded: upper case, without spaces. */
export const normalLrNumber = (value: string) => value.trim().replace(/\s+/g, '').toUpperCase();
/** A vehicle number as the e-way bill takes it: upper case, without spaces or hyphens. */
export const normalVehicleNumber = (value: string) => value.replace(/[\s-]+/g, '').toUpperCase();

export type DispatchProblems = Partial<Record<keyof DispatchInput, string>>;

/** What is wrong with a dispatch for an order placed on `orderedOn` (YYYY-MM-DD in India), by field. */
export function dispatchProblems(input: DispatchInput, orderedOn: string, now = new Date()): DispatchProblems {
  const problems: DispatchProblems = {};
  const transporter = input.transporter.trim();
  if (transporter.length < 2 || transporter.length > TRANSPORTER_MAX) problems.transporter = DISPATCH_MESSAGES.transporter;
  const lr = normalLrNumber(input.lrNumber);
  if (lr.length > LR_NUMBER_MAX || !LR_NUMBER.test(lr)) problems.lrNumber = DISPATCH_MESSAGES.lrNumber;
  const vehicle = normalVehicleNumber(input.vehicleNumber ?? '');
  if (vehicle !== '' && !VEHICLE_NUMBER.test(vehicle)) problems.vehicleNumber = DISPATCH_MESSAGES.vehicleNumber;
  const day = input.date;
  if (!isCalendarDay(day) || day < orderedOn || day > indianDay(now)) problems.date = DISPATCH_MESSAGES.date;
  const km = input.distanceKm;
  if (km !== undefined && (!Number.isInteger(km) || km < 1 || km > DISTANCE_MAX_KM)) problems.distanceKm = DISPATCH_MESSAGES.distanceKm;
  return problems;
}

/** The first problem, for an answer that names one (the REST 400). */
export const firstDispatchProblem = (problems: DispatchProblems) => Object.values(problems)[0] ?? null;

/** The tracking entry's message at Shipped: what the buyer reads. */
export function shippedMessage(dispatch: { transporter: string; lrNumber: string }): string {
  return `Your order is shipped: ${dispatch.transporter}, LR/AWB ${dispatch.lrNumber}.`;
}

/** A transporter whose consignments can be followed on its site: `url` holds {lr}, replaced by the LR or AWB number. */
export interface TransporterTracking {
  name: string;
  url: string;
}

/** The tracking page of a consignment, when its transporter is one with a configured link (names match ignoring case). */
export function trackingLink(links: readonly TransporterTracking[], transporter: string, lrNumber: string): string | null {
  const known = links.find((link) => link.name.trim().toLowerCase() === transporter.trim().toLowerCase());
  return known ? known.url.replaceAll('{lr}', encodeURIComponent(lrNumber)) : null;
}

/** TRANSPORTER_TRACKING: `Name=https://…{lr}` entries separated by semicolons. Throws on an entry it cannot read. */
export function parseTransporterTracking(value: string): TransporterTracking[] {
  return value
    .split(';')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const at = entry.indexOf('=');
      const name = entry.slice(0, at).trim();
      const url = entry.slice(at + 1).trim();
      if (at < 1 || !name || !/^https:\/\/[^\s]+$/.test(url) || !url.includes('{lr}'))
        throw new Error(`TRANSPORTER_TRACKING: "${entry}" is not Name=https://…{lr}`);
      return { name, url };
    });
}
