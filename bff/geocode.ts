export interface GeocodedAddress {
  address: string | null;
  city: string | null;
  state: string | null;
  pinCode: string | null;
  country: string | null;
}

/** OpenStreetMap tiles and Nominatim's reverse geocoding unless MAP_TILE_URL and GEOCODE_URL say otherwise. */
export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_GEOCODE_URL = 'https://nominatim.openstreetmap.org/reverse?format=jsonv2&lat={lat}&lon={lon}';

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim().slice(0, 300) : null);

/**
 * The address at a point on the map, from a reverse-geocoding service answering as Nominatim does (`address` with
 * road, city or town or village, state, postcode, country). `{lat}` and `{lon}` in the URL are replaced. Any failure
 * is null: the buyer types the address instead.
 */
export function createReverseGeocoder(urlTemplate: string) {
  return async (latitude: number, longitude: number): Promise<GeocodedAddress | null> => {
    if (!(Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180)) return null;
    try {
      const url = urlTemplate.replace('{lat}', latitude.toFixed(6)).replace('{lon}', longitude.toFixed(6));
      const response = await fetch(url, {
        signal: AbortSignal.timeout(4000),
        headers: { 'user-agent': 'FabricMart checkout (address picker)' },
      });
      if (!response.ok) return null;
      const body = (await response.json()) as { address?: Record<string, unknown>; display_name?: unknown };
      const parts = body.address ?? {};
      const street = [parts.house_number, parts.road, parts.neighbourhood ?? parts.suburb].map(text).filter(Boolean).join(', ');
      const found = {
        address: street || text(body.display_name),
        city: text(parts.city) ?? text(parts.town) ?? text(parts.village) ?? text(parts.county),
        state: text(parts.state),
        pinCode: text(parts.postcode)?.replace(/\s/g, '') ?? null,
        country: text(parts.country),
      };
      return Object.values(found).some(Boolean) ? found : null;
    } catch {
      return null;
    }
  };
}

export type ReverseGeocoder = ReturnType<typeof createReverseGeocoder>;
