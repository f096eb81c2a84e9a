import type { FastifyRequest } from 'fastify';
import { badRequest } from '../errors.js';

type Schema = { type?: unknown; properties?: Record<string, Schema> };

/**
 * Ajv coerces "Infinity" and "1e309" to Infinity and then lets it through integer, minimum and maximum checks.
 * This preValidation hook refuses such values for every numeric query parameter, naming it, before Ajv sees them.
 */
export async function refuseInfiniteNumbers(request: FastifyRequest): Promise<void> {
  const properties = (request.routeOptions.schema?.querystring as Schema | undefined)?.properties;
  if (!properties || !request.query || typeof request.query !== 'object') return;
  for (const [name, value] of Object.entries(request.query as Record<string, unknown>)) {
    const type = properties[name]?.type;
    if (type !== 'integer' && type !== 'number') continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      if (typeof item === 'string' && Math.abs(Number(item)) === Infinity) throw badRequest(`querystring/${name} must be a finite ${type}`);
    }
  }
}
