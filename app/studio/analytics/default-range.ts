const DAY_MS = 24 * 60 * 60_000;
const day = (at: Date) => at.toISOString().slice(0, 10);

/** The report's range when none is asked for: the last 30 days up to today, in UTC as the server counts. */
export function defaultRange(now: Date): { from: string; to: string } {
  return { from: day(new Date(now.getTime() - 29 * DAY_MS)), to: day(now) };
}
