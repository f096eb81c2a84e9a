import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ReverseGeocoder } from './geocode.js';
import type { LocationLookup } from './location.js';
import type { RestClient } from './rest-client.js';
import { DEVICE_COOKIE, deviceIn, isDeviceCookie } from '../domain/device-cookie.js';

export interface BffContext {
  rest: RestClient;
  token: string | undefined;
  /** The browser's address (for the backend's rate limits and the location lookup). */
  clientAddress: string;
  locate: LocationLookup;
  /** The address at a map point (GEOCODE_URL). */
  geocode: ReverseGeocoder;
  /** The map tiles' URL template (MAP_TILE_URL). */
  tileUrl: string;
  /** Aborted when the browser gives up on the request, so backend calls stop too. */
  signal: AbortSignal;
}

declare module 'mercurius' {
  // Module augmentation: mercurius types every resolver's context from this interface.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface MercuriusContext extends BffContext {}
}

export function buildContext(rest: RestClient, locate: LocationLookup, map: { geocode: ReverseGeocoder; tileUrl: string }) {
  return (request: FastifyRequest, reply: FastifyReply): BffContext => {
    const controller = new AbortController();
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) controller.abort();
    });
    const header = request.headers.authorization;
    // The catalogue tags of every backend answer this request is built from, for the answer cache.
    const tags = new Set<string>();
    request.graphqlTags = tags;
    const onTags = (given: string[] | null) => {
      if (given === null) request.graphqlTags = null;
      else for (const tag of given) tags.add(tag);
    };
    // The browser's device cookie goes to the backend, and the one a sign-in sets comes back; no other cookie passes.
    const device = deviceIn(request.headers.cookie);
    const onSetCookie = (value: string) => {
      if (isDeviceCookie(value)) reply.header('set-cookie', value);
    };
    return {
      rest: rest.with({ onTags, onSetCookie, ...(device ? { headers: { cookie: `${DEVICE_COOKIE}=${device}` } } : {}) }),
      token: typeof header === 'string' && header ? header : undefined,
      clientAddress: request.ip,
      locate,
      ...map,
      signal: controller.signal,
    };
  };
}
