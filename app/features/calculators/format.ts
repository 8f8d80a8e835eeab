import type { YearMonth, YearsAndMonths } from '../../domain/finance/index';
import { dateFormat, formatDollars as dollarsIn, formatMoney as moneyIn, numberFormat } from '../../../i18n/format';
import type { Locale } from '../../../i18n/locales';
import { calculatorsText } from './messages';

/**
 * Number and date texts of the calculators, in the page's language (es-US writes money and numbers as
 * en-US does). Months are named by Intl from a date at noon UTC on the 1st, formatted in UTC, so the
 * server and the browser print the same month whatever their time zones.
 */

/** $600,000 (whole dollars, rounded). */
export const formatDollars = (locale: Locale, value: number) => dollarsIn(locale, value);
/** $1,264.14 */
export const formatMoney = (locale: Locale, value: number) => moneyIn(locale, value);
/**
 * 600,000 or 1,234.5: a number for an input field, no currency sign. Always US digits: the input masks
 * read commas as thousands separators in every language.
 */
export const formatAmount = (value: number) => numberFormat('en', { maximumFractionDigits: 2 }).format(value);
/** $500K, $1.5M: the slider's mark labels. */
export const formatCompactDollars = (locale: Locale, value: number) => `$${numberFormat(locale, { notation: 'compact', maximumFractionDigits: 2 }).format(value)}`;
/** 6.375% */
export const formatPercent = (locale: Locale, value: number) => `${numberFormat(locale, { maximumFractionDigits: 3 }).format(value)}%`;

const firstOfMonth = ({ year, month }: YearMonth) => new Date(Date.UTC(year, month - 1, 1, 12));

/** Jan 2026 / ene 2026 */
export const formatYearMonth = (locale: Locale, yearMonth: YearMonth) => dateFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(firstOfMonth(yearMonth));
/** January 2026 / enero de 2026 */
export const formatLongYearMonth = (locale: Locale, yearMonth: YearMonth) => dateFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(firstOfMonth(yearMonth));

/** "2 years 3 months", "5 months", "1 year", "0 months". */
export function formatYearsAndMonths(locale: Locale, { years, months }: YearsAndMonths): string {
  if (years === 0) return calculatorsText.text(locale, 'duration.months', { months });
  return months === 0 ? formatYears(locale, years) : calculatorsText.text(locale, 'duration.yearsAndMonths', { years, months });
}

/** "30 years" */
export const formatYears = (locale: Locale, years: number) => calculatorsText.text(locale, 'duration.years', { years });

/** "Nov 24, 2026": the date daily rates were set (an ISO instant), in the company's Eastern time. */
export const formatRatesDate = (locale: Locale, iso: string) => dateFormat(locale, { timeZone: 'America/New_York', month: 'short', day: 'numeric', year: 'numeric' }).format(new Date(iso));
