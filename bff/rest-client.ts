import mercurius from 'mercurius';

const { ErrorWithProps } = mercurius;

export interface RestCallOptions {
  query?: Record<string, string | number | boolean | undefined>;
  /** Forwarded as-is in the authorization header (no Bearer prefix, SPEC §7). */
  token?: string | undefined;
  signal?: AbortSignal | undefined;
  /** The browser's address, so the backend's per-address limits see buyers, not the BFF. */
  clientAddress?: string | undefined;
}

const errorCodes: Record<number, string> = {
  400: 'BAD_USER_INPUT', 401: 'UNAUTHENTICATED', 404: 'NOT_FOUND', 409: 'CONFLICT', 429: 'TOO_MANY_REQUESTS',
};

/** Calls the REST backend of SPEC §7; a non-2xx answer becomes a GraphQL error carrying its message and status. */
export function createRestClient(baseUrl: string | (() => string)) {
  async function call<T>(method: 'GET' | 'POST' | 'PUT', path: string, options: RestCallOptions & { body?: unknown } = {}): Promise<T> {
    const url = new URL((typeof baseUrl === 'function' ? baseUrl() : baseUrl) + path);
    for (const [key, value] of Object.entries(options.query ?? {})) {
      if (value !== undefined && value !== '') url.searchParams.set(key, String(value));
    }
    const headers: Record<string, string> = {};
    if (options.token) headers.authorization = options.token;
    if (options.clientAddress) headers['x-forwarded-for'] = options.clientAddress;
    const form = options.body instanceof FormData;
    if (options.body !== undefined && !form) headers['content-type'] = 'application/json';
    const response = await fetch(url, {
      method,
      headers,
      body: options.body === undefined ? null : form ? (options.body as FormData) : JSON.stringify(options.body),
      signal: options.signal ?? null,
    });
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    if (!response.ok) {
      throw new ErrorWithProps(body.message ?? `Backend answered ${response.status}`, {
        code: errorCodes[response.status] ?? 'BACKEND_ERROR',
        status: response.status,
      }, response.status >= 500 ? 502 : response.status);
    }
    return body as T;
  }
  return {
    get: <T>(path: string, options?: RestCallOptions) => call<T>('GET', path, options),
    post: <T>(path: string, body: unknown, options?: RestCallOptions) => call<T>('POST', path, { ...options, body }),
    /** A multipart form (fetch sets its content type and boundary). */
    send: <T>(method: 'PUT' | 'POST', path: string, form: FormData, options?: RestCallOptions) => call<T>(method, path, { ...options, body: form }),
  };
}

export type RestClient = ReturnType<typeof createRestClient>;
