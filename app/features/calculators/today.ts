import type { YearMonth } from '../../domain/finance/index';

/**
 * "Today" reaches a calculator as loader data (an ISO date, YYYY-MM-DD), never from the clock during a
 * render, so the server's HTML and the browser's hydration agree. The date is the UTC date
 * where the loader runs: the server for the first view, the browser after a client-side navigation.
 */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The calendar month of an ISO date ('2026-01-31' -> { year: 2026, month: 1 }). */
export function yearMonthOf(isoDate: string): YearMonth {
  const match = /^(\d{4})-(\d{2})/.exec(isoDate);
  if (!match) throw new RangeError(`not an ISO date: ${isoDate}`);
  return { year: Number(match[1]), month: Number(match[2]) };
}
