import { dateFormat } from '../../../i18n/format';
import type { Locale } from '../../../i18n/locales';

/**
 * "November 1, 2026" / "1 de noviembre de 2026": the day the stats were true. It is a calendar day with no
 * time of day, so it is read and printed in UTC: the day written is the day shown, on the server and in
 * every browser (the company's own zone, as the rates use, would show midnight UTC as the evening before).
 */
export function formatStatsAsOf(isoDate: string | null | undefined, locale: Locale = 'en'): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate ?? '');
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return dateFormat(locale, { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' }).format(date);
}
