// Calendar days in India (SPEC §9 date display).

// Made once: building a formatter costs far more than using one (formatDay was 1% of the server's CPU in a sale).
const dayFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const clockFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** A date (YYYY-MM-DD) as India reads it, e.g. 23 Nov 2026 (SPEC §9). */
export function formatDay(isoDay: string): string {
  return dayFormat.format(new Date(`${isoDay}T00:00:00Z`));
}

/** A real calendar day written YYYY-MM-DD (2026-02-30 and 2026-13-01 are not). */
export function isCalendarDay(value: string): boolean {
  if (!/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Today in India as YYYY-MM-DD, `days` later. */
export function indianDay(now: Date, days = 0): string {
  const shifted = new Date(now.getTime() + 5.5 * 60 * 60 * 1000 + days * 24 * 60 * 60 * 1000);
  return shifted.toISOString().slice(0, 10);
}

/** "in 12 minutes", "in 1 minute", "in 40 seconds": when a buyer held by a limit may try again. */
export function tryAgainIn(seconds: number): string {
  if (seconds < 60) return `in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.ceil(seconds / 60);
  return `in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/** A moment as India reads it, e.g. 28 Nov 2026, 09:02 am: when a window (a cancellation's 24 hours) closes. */
export const indianClock = (at: Date): string => clockFormat.format(at);
