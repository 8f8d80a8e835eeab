import { numberFormat } from '../../../i18n/format';
import type { Locale } from '../../../i18n/locales';
import { ratesText } from './messages';
import type { RateRow } from './todays-rates';

/** The table's numbers in the page's language (es-US writes them as en-US does: 6.375%, $623.87). */
export function ratesFormat(locale: Locale) {
  const threeDecimals = numberFormat(locale, { minimumFractionDigits: 3, maximumFractionDigits: 3 });
  const money = numberFormat(locale, { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const wholeDollars = numberFormat(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
  return {
    /** 6.375% */
    percent: (value: number) => `${threeDecimals.format(value)}%`,
    /** 0.500 */
    points: (value: number) => threeDecimals.format(value),
    /** $623.87 */
    money: (value: number) => money.format(value),
    /** $100,000 */
    wholeDollars: (value: number) => wholeDollars.format(value),
    /** A whole number as written in sentences: 780, 25. */
    count: (value: number) => numberFormat(locale).format(value),
  };
}

const productKeys = {
  '30yrFixed': 'product.30yrFixed',
  '20yrFixed': 'product.20yrFixed',
  '15yrFixed': 'product.15yrFixed',
  '5yrArm': 'product.5yrArm',
} as const;

/** A priced product's name in the page's language; a product the catalog does not know keeps the pricing's name. */
export function rateProductName(locale: Locale, row: Pick<RateRow, 'rateKey' | 'productName'>): string {
  return Object.hasOwn(productKeys, row.rateKey) ? ratesText.text(locale, productKeys[row.rateKey as keyof typeof productKeys]) : row.productName;
}
