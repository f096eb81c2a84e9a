import type { FastifyInstance } from 'fastify';
import { CATALOGUE_TAGS_HEADER } from '../domain/catalogue-changes.js';

export interface RestRequest {
  method: string;
  /** Path and query under the backend's base, e.g. `/getAllProducts?page=2`. */
  path: string;
  headers: Record<string, string>;
  body: string | FormData | undefined;
  signal: AbortSignal;
}

export interface RestResponse {
  status: number;
  text: string;
  /** The catalogue tags the backend gave the answer (x-catalogue-tags), when it gave any. */
  tags?: string | undefined;
  /** The answer's Set-Cookie values (the device cookie of a sign-in). */
  setCookie?: string[] | undefined;
}

const tagsOf = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** How the BFF reaches the REST backend: over HTTP (BACKEND_URL), or in-process when both run in one server. */
export type RestTransport = (request: RestRequest) => Promise<RestResponse>;

/** HTTP to another implementation of SPEC §7 (fetch keeps connections alive). */
export function httpTransport(baseUrl: string | (() => string)): RestTransport {
  return async ({ method, path, headers, body, signal }) => {
    const response = await fetch((typeof baseUrl === 'function' ? baseUrl() : baseUrl) + path, {
      method,
      headers,
      body: body ?? null,
      signal,
    });
    return {
      status: response.status,
      text: await response.text(),
      tags: response.headers.get(CATALOGUE_TAGS_HEADER) ?? undefined,
      setCookie: response.headers.getSetCookie(),
    };
  };
}

/**
 * The REST app in this same process through Fastify's inject: no socket, no HTTP parsing, and nothing that stops
 * working while the server drains its connections at shutdown. The call goes through every hook and schema as over HTTP.
 */
export function injectTransport(app: () => FastifyInstance, prefix = '/api'): RestTransport {
  return async ({ method, path, headers, body, signal }) => {
    let payload: string | Buffer | undefined;
    const allHeaders = { ...headers };
    if (body instanceof FormData) {
      const encoded = new Request('http://localhost/', { method: 'POST', body });
      payload = Buffer.from(await encoded.arrayBuffer());
      allHeaders['content-type'] = encoded.headers.get('content-type')!;
    } else {
      payload = body;
    }
    signal.throwIfAborted();
    const aborted = new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason), { once: true }));
    const response = await Promise.race([
      app().inject({
        method: method as 'GET',
        url: prefix + path,
        headers: allHeaders,
        ...(payload === undefined ? {} : { payload }),
        remoteAddress: '127.0.0.1',
      }),
      aborted,
    ]);
    const setCookie = response.headers['set-cookie'];
    return {
      status: response.statusCode,
      text: response.body,
      tags: tagsOf(response.headers[CATALOGUE_TAGS_HEADER]),
      setCookie: setCookie === undefined ? undefined : ([] as string[]).concat(setCookie),
    };
  };
}
