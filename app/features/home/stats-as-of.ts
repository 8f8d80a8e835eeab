/**
 * "November 1, 2026": the day the stats were true. It is a calendar day with no time of day, so it is
 * read and printed in UTC: the day written is the day shown, on the server and in every browser (the
 * company's own zone, as the rates use, would show midnight UTC as the evening before). Pinned to en-US
 * so the server's HTML and the hydration print the same text.
 */
const calendarDate = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' });

/** The date as shown, or null for anything that is not a real YYYY-MM-DD date (then no date is shown). */
export function formatStatsAsOf(isoDate: string | null | undefined): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate ?? '');
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return calendarDate.format(date);
}
