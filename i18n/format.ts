import { intlTags, type Locale } from './locales';

/**
 * Numbers, money and dates in the visitor's language, through `Intl` (es-US writes "$1,234.56" and
 * "23 de noviembre de 2026"). Formatters are cached: building one costs more than using it.
 */
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let formatter = cache.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    cache.set(key, formatter);
  }
  return formatter;
}

export function numberFormat(locale: Locale, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached(`n|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(intlTags[locale], options));
}

export function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return cached(`d|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(intlTags[locale], options));
}

/** Whole dollars: "$350,000". */
export function formatDollars(locale: Locale, amount: number): string {
  return numberFormat(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(amount);
}

/** Dollars and cents: "$1,264.14". */
export function formatMoney(locale: Locale, amount: number): string {
  return numberFormat(locale, { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
}

export function formatNumber(locale: Locale, value: number, options?: Intl.NumberFormatOptions): string {
  return numberFormat(locale, options).format(value);
}

/** A calendar date as words: "November 23, 2026" / "23 de noviembre de 2026". */
export function formatLongDate(locale: Locale, date: Date, timeZone = 'UTC'): string {
  return dateFormat(locale, { dateStyle: 'long', timeZone }).format(date);
}
