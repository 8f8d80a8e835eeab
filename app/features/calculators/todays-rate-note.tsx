import { formatPercent, formatRatesDate } from './format';

/** "Today's rate, as of Nov 24, 2026": the dated daily rate a calculator starts from; nothing without one. */
export function TodaysRateNote({ rate, asOf, product }: { rate: number | null; asOf: string | null; product: string }) {
  if (rate === null || !asOf) return null;
  return (
    <p className="mb-4 text-sm text-slate-700" data-testid="todays-rate">
      Today&rsquo;s rate, as of <time dateTime={asOf}>{formatRatesDate(asOf)}</time>: {formatPercent(rate)} ({product}). The interest rate
      starts there; change it to see other rates.
    </p>
  );
}
