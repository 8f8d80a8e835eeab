import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { richText, useLocale, useText } from '../../../renderers/i18n/locale-context';
import { ratesText } from './messages';
import { PAYMENT_PER_LOAN } from './rate-assumptions';
import { formatRatesAsOf } from './rates-as-of';
import type { RatePurpose, RateRow, TodaysRates } from './todays-rates';
import { RatesAssumptions } from './rates-assumptions';
import { rateProductName, ratesFormat } from './rates-format';

const srOnly = (text: ReactNode) => <span className="sr-only">{text}</span>;

/**
 * Today's rates with their APRs, points and payment per $100,000, and under them the loan they were
 * priced for, in plain words. Rendered on the server from the loader's data; nothing when the loader
 * gave none (rates too old, or not readable).
 */
export function TodaysRatesTable({ rates }: { rates: TodaysRates | null | undefined }) {
  const t = useText(ratesText);
  const locale = useLocale();
  if (!rates) return null;
  const purposes = (['purchase', 'refinance'] as const).filter((purpose) => rates.rows.some((row) => row.purpose === purpose));
  return (
    <section aria-labelledby="todays-rates-heading" className="mx-auto max-w-7xl px-4 py-12 lg:px-6" data-section="todays-rates">
      <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-8">
        <h2 id="todays-rates-heading" className="text-2xl font-bold tracking-tight text-brand-900 md:text-3xl">
          {t('heading', { program: rates.programLabel })}
        </h2>
        <p className="mt-2 text-slate-700" data-testid="rates-as-of">
          {richText(t('asOf', { time: formatRatesAsOf(rates.asOf, locale) }), [(time) => <time dateTime={rates.asOf}>{time}</time>])}
        </p>
        <div className="mt-6 grid gap-8 lg:grid-cols-2">
          {purposes.map((purpose) => (
            <RatesTable key={purpose} purpose={purpose} rows={rates.rows.filter((row) => row.purpose === purpose)} />
          ))}
        </div>
        <RatesAssumptions rates={rates} />
      </div>
    </section>
  );
}

function RatesTable({ purpose, rows }: { purpose: RatePurpose; rows: RateRow[] }) {
  const t = useText(ratesText);
  const locale = useLocale();
  const { percent, points, money, wholeDollars } = ratesFormat(locale);
  return (
    <div className="min-w-0">
      <table className="w-full text-left text-sm" data-testid={`rates-${purpose}`}>
        <caption className="pb-3 text-left text-lg font-semibold text-slate-900">{t(`purpose.${purpose}`)}</caption>
        <thead>
          <tr className="border-b border-slate-300 text-slate-600">
            <th scope="col" className="py-2 pr-2 sm:pr-3 font-semibold">{t('column.loan')}</th>
            <th scope="col" className="py-2 pr-2 sm:pr-3 text-right font-semibold">{t('column.rate')}</th>
            <th scope="col" className="py-2 pr-2 sm:pr-3 text-right font-semibold">{t('column.apr')}</th>
            <th scope="col" className="py-2 pr-2 sm:pr-3 text-right font-semibold">{t('column.points')}</th>
            <th scope="col" className="py-2 pr-2 sm:pr-3 text-right font-semibold">
              {t('column.payment', { amount: wholeDollars(PAYMENT_PER_LOAN) })}
            </th>
            <th scope="col" className="hidden py-2 font-semibold sm:table-cell">
              <span className="sr-only">{t('column.action')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.map((row) => (
            <tr key={row.rateKey} data-rate-key={row.rateKey}>
              <th scope="row" className="py-3 pr-2 sm:pr-3 font-semibold text-brand-900">
                {rateProductName(locale, row)}
                <RateAction row={row} purpose={purpose} className="flex w-fit text-sm sm:hidden" />
              </th>
              <td className="py-3 pr-2 sm:pr-3 text-right tabular-nums" data-cell="rate">{percent(row.ratePercent)}</td>
              <td className="py-3 pr-2 sm:pr-3 text-right font-semibold tabular-nums" data-cell="apr">{percent(row.aprPercent)}</td>
              <td className="py-3 pr-2 sm:pr-3 text-right tabular-nums" data-cell="points">{points(row.pointsPercent)}</td>
              <td className="py-3 pr-2 sm:pr-3 text-right tabular-nums" data-cell="payment">{money(row.paymentPerLoan)}</td>
              <td className="hidden py-3 text-right sm:table-cell">
                <RateAction row={row} purpose={purpose} className="inline-flex whitespace-nowrap" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** On phones the action sits under the loan's name, so the row fits the screen without scrolling sideways. */
function RateAction({ row, purpose, className }: { row: RateRow; purpose: RatePurpose; className: string }) {
  const t = useText(ratesText);
  const locale = useLocale();
  return (
    <Link
      to={row.funnelHref}
      className={`min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${className}`}
    >
      {richText(t('action', { product: rateProductName(locale, row), purpose }), [srOnly])}
    </Link>
  );
}
