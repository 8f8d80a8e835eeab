import type { Locale } from '../../../i18n/locales';
import { useLocale } from '../../../renderers/i18n/locale-context';
import { ratesText } from './messages';
import { PAYMENT_PER_LOAN } from './rate-assumptions';
import { formatRatesDate } from './rates-as-of';
import { rateProductName, ratesFormat } from './rates-format';
import type { RateRow, TodaysRates } from './todays-rates';

/** Each product once (its purchase row when it has one): fees and terms are the same for both purposes. */
function productsOf(rows: readonly RateRow[]): RateRow[] {
  const seen = new Map<string, RateRow>();
  for (const row of rows) if (!seen.has(row.rateKey)) seen.set(row.rateKey, row);
  return [...seen.values()];
}

/** "a; b; and c": the fee lines of the APR paragraph. */
function feeList(locale: Locale, items: string[]): string {
  if (items.length <= 1) return items.join('');
  return ratesText.text(locale, 'assumptions.listEnd', { items: items.slice(0, -1).join('; '), last: items.at(-1) });
}

/** "360 monthly payments over 30 years, or 180 monthly payments over 15 years". */
function termList(locale: Locale, terms: number[]): string {
  const phrases = terms.map((years) => ratesText.text(locale, 'assumptions.term', { payments: years * 12, years }));
  return phrases.reduce((joined, term) => ratesText.text(locale, 'assumptions.termOr', { terms: joined, term }));
}

/**
 * The loan behind the advertised rates, in plain words: who and what they were priced for, what the APR
 * counts, what the payment leaves out, when an adjustable rate can change, and that rates are no promise.
 */
export function RatesAssumptions({ rates }: { rates: TodaysRates }) {
  const locale = useLocale();
  const t = (key: Parameters<typeof ratesText.text>[1], values?: Parameters<typeof ratesText.text>[2]) => ratesText.text(locale, key, values);
  const format = ratesFormat(locale);
  const products = productsOf(rates.rows);
  const downPercent = Math.round((rates.downPayment / rates.homeValue) * 100);
  const feeLines = products.map((row) =>
    t('assumptions.feeLine', { product: rateProductName(locale, row), fees: format.wholeDollars(row.fees), points: format.points(row.pointsPercent) }),
  );
  const upfront = products.find((row) => row.financedFee > 0);
  const insured = products.some((row) => row.monthlyMortgageInsurance > 0);
  const adjustable = products.filter((row) => row.firstAdjustmentPayment !== null);
  const terms = [...new Set(products.map((row) => row.termYears))].sort((a, b) => b - a);
  const example = products[0]!;
  const apr = [
    t('assumptions.apr', { fees: feeList(locale, feeLines) }),
    upfront ? t('assumptions.upfrontFee', { fee: format.wholeDollars(upfront.financedFee), insured: insured ? 'yes' : 'no' }) : null,
    !upfront && insured ? t('assumptions.insurance') : null,
    t('assumptions.point'),
  ];
  return (
    <div className="mt-8 space-y-3 border-t border-slate-200 pt-6 text-sm text-slate-700" data-testid="rates-assumptions">
      <h3 className="text-base font-semibold text-slate-900">{t('assumptions.title')}</h3>
      <p>
        {t('assumptions.loan', {
          date: formatRatesDate(rates.asOf, locale),
          program: rates.programLabel,
          loanAmount: format.wholeDollars(rates.loanAmount),
          homeValue: format.wholeDollars(rates.homeValue),
          downPercent: format.count(downPercent),
          downPayment: format.wholeDollars(rates.downPayment),
          ltvPercent: format.count(rates.ltvPercent),
          creditScore: String(rates.creditScore),
        })}
      </p>
      <p>{apr.filter(Boolean).join(' ')}</p>
      <p>
        {t('assumptions.payment', {
          perLoan: format.wholeDollars(PAYMENT_PER_LOAN),
          terms: termList(locale, terms),
          example: format.money(example.paymentPerLoan),
          product: rateProductName(locale, example),
        })}{' '}
        {t('assumptions.excludes', { insured: insured ? 'yes' : 'no' })}
      </p>
      {adjustable.map((row) => (
        <p key={row.rateKey}>
          {t('assumptions.adjustable', { product: rateProductName(locale, row), payments: row.firstAdjustmentPayment! - 1, years: row.termYears })}
        </p>
      ))}
      <p className="font-medium text-slate-800">{t('assumptions.noPromise')}</p>
    </div>
  );
}
