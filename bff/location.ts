export interface Location {
  postal: string | null;
  city: string | null;
  country: string | null;
}

const HOUR = 60 * 60 * 1000;
const MAX_ENTRIES = 10_000;

/**
 * Approximate location of a client address from an IP-location service (SPEC §1) that answers
 * postal, city and country_name. `{ip}` in the URL is replaced by the address. Answers, including
 * failures, are cached per address for an hour; any failure is silent (null).
 */
export function createLocationLookup(urlTemplate: string) {
  const cache = new Map<string, { at: number; value: Location | null }>();

  async function fetchLocation(address: string): Promise<Location | null> {
    try {
      const response = await fetch(urlTemplate.replace('{ip}', encodeURIComponent(address)), { signal: AbortSignal.timeout(3000) });
      if (!response.ok) return null;
      const body = (await response.json()) as Record<string, unknown>;
      const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
      const location = { postal: text(body.postal), city: text(body.city), country: text(body.country_name) };
      return location.city || location.country ? location : null;
    } catch {
      return null;
    }
  }

  return async (address: string): Promise<Location | null> => {
    const cached = cache.get(address);
    if (cached && Date.now() - cached.at < HOUR) return cached.value;
    const value = await fetchLocation(address);
    if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
    cache.set(address, { at: Date.now(), value });
    return value;
  };
}

export type LocationLookup = ReturnType<typeof createLocationLookup>;
