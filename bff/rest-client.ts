import mercurius from 'mercurius';
import { CATALOGUE_TAGS_HEADER, tagsFromHeader } from '../domain/catalogue-changes.js';
import type { RestResponse, RestTransport } from './rest-transport.js';

const { ErrorWithProps } = mercurius;

export interface RestCallOptions {
  query?: Record<string, string | number | boolean | undefined>;
  /** Forwarded as-is in the authorization header (no Bearer prefix, SPEC §7). */
  token?: string | undefined;
  signal?: AbortSignal | undefined;
  /** The browser's address, so the backend's per-address limits see buyers, not the BFF. */
  clientAddress?: string | undefined;
  /** Extra headers the backend reads (for example Idempotency-Key). */
  headers?: Record<string, string> | undefined;
  /** Told the catalogue tags of each answer (null when the backend gave none), so the answer built from it can be kept. */
  onTags?: ((tags: string[] | null) => void) | undefined;
  /** Told each Set-Cookie value of an answer (the device cookie a sign-in sets), to pass on to the browser. */
  onSetCookie?: ((value: string) => void) | undefined;
}

export interface RestClientOptions {
  transport: RestTransport;
  /** How long a backend call may take before the browser is told so (BACKEND_TIMEOUT_MS). */
  timeoutMs: number;
}

const errorCodes: Record<number, string> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'TOO_MANY_REQUESTS',
};

/** A text/csv body (the quick order sheet), sent as it is. */
class CsvBody {
  constructor(readonly text: string) {}
}

const backendError = (message: string, code: string, status: number) => new ErrorWithProps(message, { code, status }, status);

/** Calls the REST backend of SPEC §7; a non-2xx answer becomes a GraphQL error carrying its message and status. */
export function createRestClient({ transport, timeoutMs }: RestClientOptions) {
  async function call<T>(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    options: RestCallOptions & { body?: unknown } = {},
  ): Promise<T> {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(options.query ?? {})) {
      if (value !== undefined && value !== '') query.set(key, String(value));
    }
    const headers: Record<string, string> = { ...options.headers };
    if (options.onTags) headers[CATALOGUE_TAGS_HEADER] = '?';
    if (options.token) headers.authorization = options.token;
    if (options.clientAddress) headers['x-forwarded-for'] = options.clientAddress;
    const form = options.body instanceof FormData;
    const csv = options.body instanceof CsvBody;
    if (options.body !== undefined && !form) headers['content-type'] = csv ? 'text/csv' : 'application/json';
    // One controller and a timer cleared as soon as the answer is in: AbortSignal.timeout() and AbortSignal.any() on
    // every call kept a timer and a listener alive for the whole timeout (10 s), tens of thousands under load.
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort(new DOMException('The backend call timed out', 'TimeoutError'));
    }, timeoutMs);
    const forward = () => controller.abort(options.signal!.reason);
    if (options.signal?.aborted) forward();
    else options.signal?.addEventListener('abort', forward, { once: true });
    let response: RestResponse;
    try {
      response = await transport({
        method,
        path: query.size > 0 ? `${path}?${query}` : path,
        headers,
        body:
          options.body === undefined
            ? undefined
            : form
              ? (options.body as FormData)
              : csv
                ? (options.body as CsvBody).text
                : JSON.stringify(options.body),
        signal: controller.signal,
      });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      if (timedOut) throw backendError('The store took too long to answer. Please try again.', 'BACKEND_TIMEOUT', 504);
      throw backendError('The store could not be reached. Please try again.', 'BACKEND_UNAVAILABLE', 502);
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', forward);
    }
    let body: { message?: string } = {};
    try {
      body = JSON.parse(response.text) as { message?: string };
    } catch {
      // Not JSON: the status says enough.
    }
    options.onTags?.(response.tags === undefined ? null : tagsFromHeader(response.tags));
    for (const value of response.setCookie ?? []) options.onSetCookie?.(value);
    if (response.status < 200 || response.status >= 300) {
      const status = response.status >= 500 ? 502 : response.status;
      throw backendError(body.message ?? `Backend answered ${response.status}`, errorCodes[response.status] ?? 'BACKEND_ERROR', status);
    }
    return body as T;
  }
  /** The client, with `defaults` under every call's own options. */
  function client(defaults: RestCallOptions) {
    return {
      get: <T>(path: string, options?: RestCallOptions) => call<T>('GET', path, { ...defaults, ...options }),
      post: <T>(path: string, body: unknown, options?: RestCallOptions) => call<T>('POST', path, { ...defaults, ...options, body }),
      put: <T>(path: string, body: unknown, options?: RestCallOptions) => call<T>('PUT', path, { ...defaults, ...options, body }),
      patch: <T>(path: string, body: unknown, options?: RestCallOptions) => call<T>('PATCH', path, { ...defaults, ...options, body }),
      delete: <T>(path: string, options?: RestCallOptions) => call<T>('DELETE', path, { ...defaults, ...options }),
      /** A multipart form (fetch sets its content type and boundary). */
      send: <T>(method: 'PUT' | 'POST', path: string, form: FormData, options?: RestCallOptions) =>
        call<T>(method, path, { ...defaults, ...options, body: form }),
      /** A text/csv body, posted as it is. */
      postCsv: <T>(path: string, text: string, options?: RestCallOptions) =>
        call<T>('POST', path, { ...defaults, ...options, body: new CsvBody(text) }),
      /** The same client with more defaults (a GraphQL request's own, say). */
      with: (more: RestCallOptions) => client({ ...defaults, ...more }),
    };
  }
  return client({});
}

export type RestClient = ReturnType<typeof createRestClient>;
