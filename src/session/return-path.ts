/** Where a signed-out buyer was when an action needed an account; sign-in returns there (kept across the code step). */
const KEY = 'returnTo';

export function rememberReturnPath(path: string): void {
  try {
    sessionStorage.setItem(KEY, path);
  } catch {
    // Storage may be unavailable (private mode); the buyer then lands on the home page.
  }
}

/** The remembered path, once: a same-site path only, never another origin. */
export function takeReturnPath(): string | null {
  try {
    const path = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return path && path.startsWith('/') && !path.startsWith('//') ? path : null;
  } catch {
    return null;
  }
}
