import type { SessionUser, StoredSession } from '../../machines/session.js';
import { forgetCached } from './browser-cache.js';

/** Browser storage keys of SPEC §9. */
const TOKEN_KEY = 'FB_TOKEN';
const USER_KEY = 'FB_USER';

export const storedToken = (): string | null => localStorage.getItem(TOKEN_KEY);

export function readStoredSession(): StoredSession | null {
  const token = localStorage.getItem(TOKEN_KEY);
  const user = localStorage.getItem(USER_KEY);
  if (!token || !user) return null;
  try {
    return { token, user: JSON.parse(user) as SessionUser };
  } catch {
    return null;
  }
}

export function writeStoredSession({ token, user }: StoredSession): void {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
}

export function clearStoredSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
  // The orders kept for a quick Order History belong to this buyer only.
  forgetCached('allOrders');
}
