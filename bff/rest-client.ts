import mercurius from 'mercurius';

const { ErrorWithProps } = mercurius;

export interface RestCallOptions {
  query?: Record<string, string | number | boolean | undefined>;
  /** Forwarded as-is in the authorization header (no Bearer prefix, SPEC §7). */
  token?: string | undefined;
  signal?: AbortSignal | undefined;
}

/** Calls the REST backend of SPEC §7; a non-2xx answer becomes a GraphQL error carrying its message. */
export function createRestClient(baseUrl: string | (() => string)) {
  async function get<T>(path: string, options: RestCallOptions = {}): Promise<T> {
    const url = new URL((typeof baseUrl === 'function' ? baseUrl() : baseUrl) + path);
    for (const [key, value] of Object.entries(options.query ?? {})) {
      if (value !== undefined && value !== '') url.searchParams.set(key, String(value));
    }
    const response = await fetch(url, {
      headers: options.token ? { authorization: options.token } : {},
      signal: options.signal ?? null,
    });
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    if (!response.ok) {
      throw new ErrorWithProps(body.message ?? `Backend answered ${response.status}`, {
        code: response.status === 400 ? 'BAD_USER_INPUT' : response.status === 404 ? 'NOT_FOUND' : 'BACKEND_ERROR',
        status: response.status,
      }, response.status >= 500 ? 502 : response.status);
    }
    return body as T;
  }
  return { get };
}

export type RestClient = ReturnType<typeof createRestClient>;
