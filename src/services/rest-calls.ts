import type { RestCategory } from '../../domain/rest/catalogue.js';
import type { AdminCall, Method } from './admin-client.js';

export interface ApiClientOptions {
  url: string;
  /** The session token, sent in the authorization header without a Bearer prefix (SPEC §7). */
  token: () => string | null;
  /** Called when the BFF says the token is no longer good (a 401 from the backend). */
  onUnauthenticated: () => void;
}

/** The body of a call and the content type that says what it is (FormData sets its own, with the boundary). */
function encoded(body: object | string | FormData | undefined): { payload?: BodyInit; type?: string } {
  if (body === undefined) return {};
  if (typeof body === 'string') return { payload: body, type: 'text/csv' };
  if (body instanceof FormData) return { payload: body };
  return { payload: JSON.stringify(body), type: 'application/json' };
}

/**
 * What the SPA asks of the REST API rather than the BFF: files (a tax invoice, a quotation) and the operators'
 * console (the same /api/admin routes as `npm run admin`). The session's token goes with each; a 401 ends the session
 * as a GraphQL call's does, and any refusal is an Error with the server's sentence.
 */
export function restCalls({ token, onUnauthenticated }: Pick<ApiClientOptions, 'token' | 'onUnauthenticated'>) {
  async function send(path: string, init: { method?: Method; type?: string; payload?: BodyInit } = {}): Promise<Response> {
    const current = token();
    const headers: Record<string, string> = current ? { authorization: current } : {};
    if (init.type) headers['content-type'] = init.type;
    const response = await fetch(`/api${path}`, { method: init.method ?? 'GET', headers, body: init.payload ?? null });
    if (response.status === 401) onUnauthenticated();
    if (!response.ok) {
      const answer = (await response.json().catch(() => ({}))) as { message?: string };
      throw new Error(answer.message ?? `The server answered ${response.status}.`);
    }
    return response;
  }

  async function file(path: string): Promise<{ blob: Blob; filename: string }> {
    const response = await send(path);
    const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
    return { blob: await response.blob(), filename: named?.[1] ?? path.split('/').at(-1)! };
  }

  const admin: AdminCall = async (method, path, body) => {
    const response = await send(`/admin${path}`, { method, ...encoded(body) });
    return (await response.json()) as unknown;
  };

  async function categories(): Promise<RestCategory[]> {
    const response = await send('/categories').catch(() => {
      throw new Error('The categories could not be loaded.');
    });
    return ((await response.json()) as { data: RestCategory[] }).data;
  }

  return { file, admin, categories };
}
