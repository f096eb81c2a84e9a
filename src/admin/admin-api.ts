import type { RestCategory } from '../../domain/rest/catalogue.js';
import { useMemo } from 'react';
import { SESSION_EXPIRED, useSessionEvents } from '../services/api-context.js';
import { storedToken } from '../services/session-storage.js';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A call to /api/admin: JSON in and out, or a sheet (text/csv) or photos (FormData) in. */
export type AdminCall = <T>(method: Method, path: string, body?: object | string | FormData) => Promise<T>;

/** The query string of a console list: its filters that are set, and the page. */
export const listQuery = (filters: Record<string, string>, page: number) => {
  const query = new URLSearchParams(Object.entries(filters).filter(([, value]) => value !== ''));
  query.set('page', String(page));
  return `?${query}`;
};

/**
 * The console talks to the REST API directly (the same /api/admin routes as `npm run admin`), with the session's
 * token; a 401 ends the session as the storefront's calls do, and any refusal is an Error with the server's sentence.
 */
export function useAdminCall(): AdminCall {
  const sessionEvents = useSessionEvents();
  return useMemo<AdminCall>(
    () =>
      async <T>(method: Method, path: string, body?: object | string | FormData): Promise<T> => {
        const headers: Record<string, string> = { authorization: storedToken() ?? '' };
        let payload: BodyInit | undefined;
        if (typeof body === 'string') {
          headers['content-type'] = 'text/csv';
          payload = body;
        } else if (body instanceof FormData) payload = body;
        else if (body !== undefined) {
          headers['content-type'] = 'application/json';
          payload = JSON.stringify(body);
        }
        const response = await fetch(`/api/admin${path}`, { method, headers, body: payload });
        const answer = (await response.json().catch(() => ({}))) as { message?: string };
        if (response.status === 401) sessionEvents.dispatchEvent(new Event(SESSION_EXPIRED));
        if (!response.ok) throw new Error(answer.message ?? `The server answered ${response.status}.`);
        return answer as T;
      },
    [sessionEvents],
  );
}

/** The storefront's categories (GET /api/categories), for the fabric editor's choices. */
export async function loadCategories(): Promise<RestCategory[]> {
  const response = await fetch('/api/categories');
  if (!response.ok) throw new Error('The categories could not be loaded.');
  return ((await response.json()) as { data: RestCategory[] }).data;
}
