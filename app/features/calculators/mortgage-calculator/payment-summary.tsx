import type { Ref } from 'react';
import { addMonths, type MortgageCalculatorSummary, type YearMonth } from '../../../domain/finance/index';
import { useLocale, useText } from '../../../../renderers/i18n/locale-context';
import { formatDollars, formatLongYearMonth, formatMoney } from '../format';
import { calculatorsText } from '../messages';

interface Part {
  key: string;
  label: string;
  amount: number;
  color: string;
}

/**
 * The monthly payment and what it is made of: principal and interest, PMI when the down payment is
 * under 20 %, escrow only when above 0, the extra payment when there is one, each once. When the
 * inputs cannot be repaid month by month (a 0-year loan), the field's rule shows instead of a figure.
 */
export function PaymentSummary({ summary, firstPayment, unpayableBecause = null, ref }: { summary: MortgageCalculatorSummary; firstPayment: YearMonth; unpayableBecause?: string | null; ref?: Ref<HTMLElement> }) {
  const locale = useLocale();
  const t = useText(calculatorsText);
  if (unpayableBecause) return <UnpayableSummary rule={unpayableBecause} ref={ref} />;
  const parts: Part[] = [{ key: 'principalAndInterest', label: t('summary.principalAndInterest'), amount: summary.principalAndInterest, color: 'bg-brand-700' }];
  if (summary.monthlyPmi > 0) parts.push({ key: 'pmi', label: t('summary.pmi'), amount: summary.monthlyPmi, color: 'bg-amber-500' });
  if (summary.monthlyEscrow > 0) parts.push({ key: 'escrow', label: t('summary.escrow'), amount: summary.monthlyEscrow, color: 'bg-teal-600' });
  if (summary.extraMonthlyPayment > 0) parts.push({ key: 'extra', label: t('summary.extra'), amount: summary.extraMonthlyPayment, color: 'bg-sky-400' });
  const total = summary.totalMonthlyPayment;
  const payoff = summary.monthsToPayoff > 0 ? addMonths(firstPayment, summary.monthsToPayoff - 1) : null;

  return (
    <section ref={ref} aria-labelledby="payment-summary-heading" className="rounded-2xl bg-brand-900 p-5 text-white shadow-sm sm:p-6">
      <h2 id="payment-summary-heading" className="text-sm font-semibold uppercase tracking-wider text-brand-100">{t('summary.heading')}</h2>
      <p className="mt-1 text-4xl font-extrabold tabular-nums sm:text-5xl" data-testid="total-monthly-payment">{formatMoney(locale, total)}</p>
      {total > 0 && (
        <div className="mt-4 flex h-2.5 overflow-hidden rounded-full bg-white/15" aria-hidden="true">
          {parts.map((part) => (
            <span key={part.key} className={part.color} style={{ width: `${(part.amount / total) * 100}%` }} />
          ))}
        </div>
      )}
      <dl className="mt-4 space-y-2 text-sm sm:text-base">
        {parts.map((part) => (
          <div key={part.key} className="flex items-center justify-between gap-4">
            <dt className="flex items-center gap-2 text-brand-50">
              <span className={`inline-block size-2.5 rounded-full ${part.color}`} aria-hidden="true" />
              {part.label}
            </dt>
            <dd className="font-semibold tabular-nums">{formatMoney(locale, part.amount)}</dd>
          </div>
        ))}
      </dl>
      <dl className="mt-5 grid grid-cols-2 gap-4 border-t border-white/15 pt-4 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-brand-100">{t('field.loanAmount')}</dt>
          <dd className="mt-0.5 font-semibold tabular-nums">{formatDollars(locale, summary.loanAmount)}</dd>
        </div>
        <div>
          <dt className="text-brand-100">{t('summary.totalInterest')}</dt>
          <dd className="mt-0.5 font-semibold tabular-nums">{formatDollars(locale, summary.totalInterest)}</dd>
        </div>
        <div>
          <dt className="text-brand-100">{t('summary.paidOff')}</dt>
          <dd className="mt-0.5 font-semibold">{payoff ? formatLongYearMonth(locale, payoff) : '—'}</dd>
        </div>
      </dl>
    </section>
  );
}

/** No payment figure: a $0.00 here would read as a free loan. */
function UnpayableSummary({ rule, ref }: { rule: string; ref?: Ref<HTMLElement> }) {
  const t = useText(calculatorsText);
  return (
    <section ref={ref} aria-labelledby="payment-summary-heading" className="rounded-2xl bg-brand-900 p-5 text-white shadow-sm sm:p-6">
      <h2 id="payment-summary-heading" className="text-sm font-semibold uppercase tracking-wider text-brand-100">{t('summary.heading')}</h2>
      <p className="mt-2 text-lg font-semibold" data-testid="payment-unavailable">{rule}</p>
    </section>
  );
}
