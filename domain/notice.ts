/** A message for the buyer (a toast in the app). Durations follow SPEC §8 where it sets one. */
export interface Notice {
  kind: 'success' | 'error';
  message: string;
  durationMs?: number;
}

/** The backend's message when it sent one, else the fallback. */
export const messageOf = (error: unknown, fallback: string): string =>
  error instanceof Error && error.message && !/^(Failed to fetch|fetch failed|NetworkError)/.test(error.message) ? error.message : fallback;

/** The error's code when the server gave one (GraphQL extensions.code, e.g. TOO_MANY_REQUESTS). */
export const codeOf = (error: unknown): string | undefined =>
  error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined;

/** The one-time code shown on screen for 14 s where the server returns it (SPEC §7). */
export const OTP_NOTICE_MS = 14_000;
