import type { Count } from '../../domain/studio/analytics-contract';

/** A count as the report gives it: a number with thousands separators, or a suppressed cell ("<5") as is. */
export const formatCount = (count: Count) => (typeof count === 'number' ? count.toLocaleString('en-US') : count);

/** A share from 0 to 1 as a percentage with one decimal; null when the report leaves it out. */
export const formatRate = (rate: number | null) => (rate === null ? null : `${(rate * 100).toFixed(1)}%`);

export const formatSeconds = (ms: number | null) => (ms === null ? null : (ms / 1000).toFixed(1));

/** How suppressed cells read, for the note by the totals; null when the smallest cell is 1 (nothing is hidden). */
export function privacyNote(minCell: number): string | null {
  if (minCell <= 1) return null;
  const range = minCell === 2 ? '1 visitor is' : `1 to ${minCell - 1} visitors are`;
  return `Counts of ${range} shown as <${minCell} to protect privacy, and rates built on them are left out (—). In the breakdowns, values with fewer than ${minCell} visitors are not named: they are added up under "Other".`;
}
