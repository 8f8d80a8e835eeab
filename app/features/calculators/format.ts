import type { YearMonth, YearsAndMonths } from '../../domain/finance/index';

/**
 * Number and date texts of the calculators. Formats are pinned to en-US (the server and the browser must
 * print the same thing, whatever their locales), and months are named from a fixed list, never from a Date.
 */

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const dollarsAndCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const plain = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 2 });

/** $600,000 (whole dollars, rounded). */
export const formatDollars = (value: number) => dollars.format(value);
/** $1,264.14 */
export const formatMoney = (value: number) => dollarsAndCents.format(value);
/** 600,000 or 1,234.5: a number for an input field, no currency sign. */
export const formatAmount = (value: number) => plain.format(value);
/** $500K, $1.5M: the slider's mark labels. */
export const formatCompactDollars = (value: number) => `$${compact.format(value)}`;
/** 6.375% */
export const formatPercent = (value: number) => `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 }).format(value)}%`;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const FULL_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/** Jan 2026 */
export const formatYearMonth = ({ year, month }: YearMonth) => `${MONTHS[month - 1]} ${year}`;
/** January 2026 */
export const formatLongYearMonth = ({ year, month }: YearMonth) => `${FULL_MONTHS[month - 1]} ${year}`;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** "2 years 3 months", "5 months", "1 year", "0 months". */
export function formatYearsAndMonths({ years, months }: YearsAndMonths): string {
  if (years === 0) return plural(months, 'month');
  return months === 0 ? plural(years, 'year') : `${plural(years, 'year')} ${plural(months, 'month')}`;
}

/** "30 years" */
export const formatYears = (years: number) => plural(years, 'year');

const ratesDate = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', month: 'short', day: 'numeric', year: 'numeric' });

/** "Nov 24, 2026": the date daily rates were set (an ISO instant), in the company's Eastern time. */
export const formatRatesDate = (iso: string) => ratesDate.format(new Date(iso));
