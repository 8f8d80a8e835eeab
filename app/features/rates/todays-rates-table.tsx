import { Link } from 'react-router-dom';
import { PAYMENT_PER_LOAN } from './rate-assumptions';
import { formatRatesAsOf } from './rates-as-of';
import type { RatePurpose, RateRow, TodaysRates } from './todays-rates';
import { RatesAssumptions } from './rates-assumptions';
import { money, percent, points, wholeDollars } from './rates-format';

const purposeTitles: Record<RatePurpose, string> = { purchase: 'Buying a home', refinance: 'Refinancing' };

/**
 * Today's rates with their APRs, points and payment per $100,000, and under them the loan they were
 * priced for, in plain words. Rendered on the server from the loader's data; nothing when the loader
 * gave none (rates too old, or not readable).
 */
export function TodaysRatesTable({ rates }: { rates: TodaysRates | null | undefined }) {
  if (!rates) return null;
  const purposes = (['purchase', 'refinance'] as const).filter((purpose) => rates.rows.some((row) => row.purpose === purpose));
  return (
    <section aria-labelledby="todays-rates-heading" className="mx-auto max-w-7xl px-4 py-12 lg:px-6" data-section="todays-rates">
      <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-8">
        <h2 id="todays-rates-heading" className="text-2xl font-bold tracking-tight text-brand-900 md:text-3xl">
          Today&rsquo;s {rates.programLabel} rates
        </h2>
        <p className="mt-2 text-slate-700" data-testid="rates-as-of">
          As of <time dateTime={rates.asOf}>{formatRatesAsOf(rates.asOf)}</time>
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
  return (
    <div className="min-w-0">
      <table className="w-full text-left text-sm" data-testid={`rates-${purpose}`}>
        <caption className="pb-3 text-left text-lg font-semibold text-slate-900">{purposeTitles[purpose]}</caption>
        <thead>
          <tr className="border-b border-slate-300 text-slate-600">
            <th scope="col" className="py-2 pr-2 sm:pr-3 font-semibold">Loan</th>
            <th scope="col" className="py-2 pr-2 sm:pr-3 text-right font-semibold">Rate</th>
            <th scope="col" className="py-2 pr-2 sm:pr-3 text-right font-semibold">APR</th>
            <th scope="col" className="py-2 pr-2 sm:pr-3 text-right font-semibold">Points</th>
            <th scope="col" className="py-2 pr-2 sm:pr-3 text-right font-semibold">
              Payment per {wholeDollars(PAYMENT_PER_LOAN)}
            </th>
            <th scope="col" className="hidden py-2 font-semibold sm:table-cell">
              <span className="sr-only">Action</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.map((row) => (
            <tr key={row.rateKey} data-rate-key={row.rateKey}>
              <th scope="row" className="py-3 pr-2 sm:pr-3 font-semibold text-brand-900">
                {row.productName}
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
  return (
    <Link
      to={row.funnelHref}
      className={`min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${className}`}
    >
      Get my brokered rate<span className="sr-only"> for a {row.productName} {purpose === 'purchase' ? 'purchase' : 'refinance'}</span>
    </Link>
  );
}
