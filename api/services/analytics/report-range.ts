import { invalid } from '../domain-error';

const DAY_MS = 24 * 60 * 60_000;

/** The longest range a report covers, in days: the raw events' 13 months (ANALYTICS_EVENT_DAYS) and a little. */
export const MAX_REPORT_DAYS = 400;
/** The range of years a report day may fall in. */
export const FIRST_REPORT_YEAR = 2000;
export const LAST_REPORT_YEAR = 2100;
/** The days a report covers when it is not told its first day. */
const DEFAULT_DAYS = 30;

/** The days a report covers: from the first one's start to the end of the last (UTC). */
export interface ReportRange {
  from: Date;
  /** The start of the day after the last. */
  until: Date;
}

type Day = { ok: true; day: Date } | { ok: false; problem: string };

const isDigits = (text: string) => text.length > 0 && [...text].every((character) => character >= '0' && character <= '9');

/** A YYYY-MM-DD day of the calendar (UTC midnight) within the years reports cover, or why it is not one. */
function readDay(text: string): Day {
  const [year, month, day] = text.split('-');
  if (text.length !== 10 || year?.length !== 4 || month?.length !== 2 || day?.length !== 2 || ![year, month, day].every(isDigits)) {
    return { ok: false, problem: 'must be a day as YYYY-MM-DD' };
  }
  const [y, m, d] = [Number(year), Number(month), Number(day)];
  if (y < FIRST_REPORT_YEAR || y > LAST_REPORT_YEAR) return { ok: false, problem: `must be a day from ${FIRST_REPORT_YEAR} to ${LAST_REPORT_YEAR}` };
  const date = new Date(Date.UTC(y, m - 1, d));
  // Date.UTC rolls an impossible day over (February 30 becomes March 2): such a day is not on the calendar.
  if (date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return { ok: false, problem: 'must be a day of the calendar as YYYY-MM-DD' };
  return { ok: true, day: date };
}

/**
 * The range a report asks for (`from`, `to`: YYYY-MM-DD, UTC, both days included; either may be left out):
 * real calendar days from 2000 to 2100, the first on or before the last, at most MAX_REPORT_DAYS days.
 * Without `to` the range ends today; without `from` it covers DEFAULT_DAYS days. Anything else is refused
 * (422) naming the field at fault.
 */
export function reportRange(from: unknown, to: unknown, today: Date): ReportRange {
  const fields: Record<string, string> = {};
  const read = (value: unknown, name: string): Date | null => {
    if (value === undefined || value === '') return null;
    const day = typeof value === 'string' ? readDay(value) : ({ ok: false, problem: 'must be a day as YYYY-MM-DD' } as const);
    if (day.ok) return day.day;
    fields[name] = day.problem;
    return null;
  };
  const first = read(from, 'from');
  const last = read(to, 'to');
  if (Object.keys(fields).length > 0) throw invalid('The dates are not valid: give each day as YYYY-MM-DD, such as 2026-11-01.', fields);

  const lastDay = last ?? new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  const firstDay = first ?? new Date(lastDay.getTime() - (DEFAULT_DAYS - 1) * DAY_MS);
  if (firstDay > lastDay) throw invalid('The range is empty: its first day comes after its last.', { from: 'must not be after the last day' });
  const days = Math.round((lastDay.getTime() - firstDay.getTime()) / DAY_MS) + 1;
  if (days > MAX_REPORT_DAYS) {
    const problem = `must be at most ${MAX_REPORT_DAYS} days apart`;
    throw invalid(`A report covers at most ${MAX_REPORT_DAYS} days: choose a shorter range.`, { from: problem, to: problem });
  }
  return { from: firstDay, until: new Date(lastDay.getTime() + DAY_MS) };
}
