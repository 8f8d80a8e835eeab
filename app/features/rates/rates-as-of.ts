/**
 * "Nov 24, 2026, 9:30 AM ET": when the rates were set, in the company's time zone and pinned to en-US,
 * so the server's HTML and the browser's hydration print the same text.
 */
const asOfFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const asOfDateFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', month: 'short', day: 'numeric', year: 'numeric' });

export function formatRatesAsOf(iso: string): string {
  return `${asOfFormat.format(new Date(iso))} ET`;
}

/** "Nov 24, 2026". */
export function formatRatesDate(iso: string): string {
  return asOfDateFormat.format(new Date(iso));
}
