import type { EstimatedProduct } from '../../../domain/estimator/estimate-request';
import { defaultLocale, type Locale } from '../../../../i18n/locales';
import { calculatorsText } from '../messages';

/**
 * A priced product's name in `locale`. English shows the pricing content's own name ('30yr Fixed'); another
 * language names a fixed product by its term and an ARM by its fixed period and adjustment interval, from
 * the product's rate key and terms, and keeps the content's name for a product it cannot read.
 */
export function productLabel(locale: Locale, product: Pick<EstimatedProduct, 'productName' | 'rateKey' | 'termYears' | 'armTerms'>): string {
  if (locale === defaultLocale) return product.productName;
  if (product.armTerms) {
    const { fixedMonths, adjustmentIntervalMonths } = product.armTerms;
    if (fixedMonths % 12 === 0) return calculatorsText.text(locale, 'estimator.product.arm', { years: fixedMonths / 12, months: adjustmentIntervalMonths });
    return product.productName;
  }
  return /^\d+yrFixed$/i.test(product.rateKey) ? calculatorsText.text(locale, 'estimator.product.fixed', { years: product.termYears }) : product.productName;
}
