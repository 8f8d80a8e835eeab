import { dateFormat } from '../../../i18n/format';
import type { Locale } from '../../../i18n/locales';
import { ratesText } from './messages';

/** The company's time zone: rates are set on its clock. */
const TIME_ZONE = 'America/New_York';

/** "Nov 24, 2026, 9:30 AM ET" / "24 nov 2026, 9:30 a.m. (hora del Este)": when the rates were set, in the company's time zone. */
export function formatRatesAsOf(iso: string, locale: Locale = 'en'): string {
  const dateTime = dateFormat(locale, { timeZone: TIME_ZONE, month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' }).format(new Date(iso));
  return ratesText.text(locale, 'asOfTime', { dateTime });
}

/** "Nov 24, 2026" / "24 nov 2026". */
export function formatRatesDate(iso: string, locale: Locale = 'en'): string {
  return dateFormat(locale, { timeZone: TIME_ZONE, month: 'short', day: 'numeric', year: 'numeric' }).format(new Date(iso));
}
