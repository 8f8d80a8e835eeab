const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether rates set at `asOf` are too old to advertise at `now`: older than `maxAgeDays` days. */
export function ratesAreStale(asOf: string | null | undefined, now: Date, maxAgeDays: number): boolean {
  const setAt = asOf ? Date.parse(asOf) : Number.NaN;
  if (!Number.isFinite(setAt)) return true;
  return now.getTime() - setAt > maxAgeDays * DAY_MS;
}
