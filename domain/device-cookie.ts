/**
 * The device cookie: set when a browser signs in, it marks that browser as one the account's owner
 * uses, so that the owner's code requests are never held by the per-email cap strangers run into. The REST backend
 * sets and reads it; the BFF passes it through.
 */
export const DEVICE_COOKIE = 'fm_device';

/** A year, as the backend keeps a known device. */
export const DEVICE_COOKIE_SECONDS = 365 * 24 * 60 * 60;

// A session-strength token (32 random bytes, base64url); anything else in the cookie is ignored.
const VALUE = new RegExp(`(?:^|;\\s*)${DEVICE_COOKIE}=([A-Za-z0-9_-]{43})(?=;|$)`);

/** The device token in a Cookie header, if it holds a well-formed one. */
export function deviceIn(cookieHeader: string | string[] | undefined): string | undefined {
  const header = Array.isArray(cookieHeader) ? cookieHeader.join('; ') : cookieHeader;
  if (!header || header.length > 8192) return undefined;
  return VALUE.exec(header)?.[1];
}

/** The Set-Cookie value that keeps a device token for a year, readable by no script. */
export const deviceCookie = (token: string, secure: boolean): string =>
  `${DEVICE_COOKIE}=${token}; Path=/; Max-Age=${DEVICE_COOKIE_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;

/** Whether a Set-Cookie value is the device cookie (the only one the BFF passes on). */
export const isDeviceCookie = (setCookie: string): boolean => setCookie.startsWith(`${DEVICE_COOKIE}=`);
