import { useMemo, type Ref } from 'react';
import { monthAfter } from '../../../domain/finance/index';
import type { EstimateEligibility, QualifyingProgram } from '../../../domain/estimator/estimate-eligibility';
import type { LoanEstimateAnswer } from '../../../domain/estimator/estimate-request';
import { richText, useLocale, useText } from '../../../../renderers/i18n/locale-context';
import { BrokeredRateLink } from '../brokered-rate-link';
import { formatDollars, formatMoney, formatPercent } from '../format';
import { calculatorsText } from '../messages';
import { RepaymentTabs } from '../repayment-tabs';
import { yearMonthOf } from '../today';
import { ESTIMATOR_MESSAGES, productSchedule } from './estimator-form';
import { IneligibleAnswer } from './ineligible-answer';
import { ProductCards } from './product-cards';
import { productLabel } from './product-names';
import { useRotatingMessage } from './use-rotating-message';

export type EstimateStatus = 'idle' | 'loading' | 'failed' | 'answered';

/** The header is fixed: a results panel scrolled to stays clear of it. */
const BELOW_HEADER = 'scroll-mt-20 md:scroll-mt-24';

interface EstimatorResultsProps {
  ref: Ref<HTMLElement>;
  headingId: string;
  status: EstimateStatus;
  /** The last answer the API gave, kept (dimmed) while the form is edited after it. */
  answer: LoanEstimateAnswer | null;
  /** The form no longer asks what `answer` answers. */
  pending: boolean;
  eligibility: EstimateEligibility | null;
  onUseProgram: (program: QualifyingProgram) => void;
  selected: string | null;
  onSelect: (name: string) => void;
  today: string;
  funnelHref: string;
}

/** The estimator's results panel: loading, failure and its reasons, the priced products and the selected one's schedule. */
export function EstimatorResults({ ref, headingId, status, answer, pending, eligibility, onUseProgram, selected, onSelect, today, funnelHref }: EstimatorResultsProps) {
  const locale = useLocale();
  const t = useText(calculatorsText);
  const loading = status === 'loading';
  const loadingMessage = useRotatingMessage(loading);
  const firstPayment = useMemo(() => monthAfter(yearMonthOf(today)), [today]);
  const selectedProduct = answer && selected ? answer[selected] : undefined;
  const schedule = useMemo(() => (selectedProduct ? productSchedule(selectedProduct) : []), [selectedProduct]);

  return (
    <section ref={ref} aria-labelledby={headingId} className={`${BELOW_HEADER} rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6`} data-testid="estimator-results">
      <h2 id={headingId} className="text-xl font-bold text-brand-900">{t('estimator.resultsHeading')}</h2>
      <div aria-live="polite" className="mt-4">
        {loading && (
          <p className="flex items-center gap-3 rounded-xl bg-brand-50 px-4 py-3 font-medium text-brand-900" data-testid="loading-message">
            <span className="size-5 shrink-0 animate-spin rounded-full border-2 border-brand-700 border-t-transparent" aria-hidden="true" />
            {t(loadingMessage)}
          </p>
        )}
        {status === 'failed' && (
          <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 font-medium text-red-800">
            {t(ESTIMATOR_MESSAGES.cannotCalculate)}
          </p>
        )}
        {status === 'failed' && eligibility && <IneligibleAnswer eligibility={eligibility} onUse={onUseProgram} />}
        {pending && (
          <p className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 font-medium text-amber-900" data-testid="pending-results-message">
            {t(ESTIMATOR_MESSAGES.pendingResults)}
          </p>
        )}
      </div>
      {answer && status !== 'failed' ? (
        <div className={`mt-4 space-y-6 transition-opacity ${pending || loading ? 'opacity-50' : ''}`} data-pending={pending || undefined}>
          <ProductCards answer={answer} selected={selected} onSelect={onSelect} />
          {selectedProduct && (
            <div>
              <h3 className="font-semibold text-brand-900">
                {t('estimator.selected', {
                  product: productLabel(locale, selectedProduct),
                  amount: formatDollars(locale, selectedProduct.loanAmount),
                  rate: formatPercent(locale, selectedProduct.interestRate),
                })}
              </h3>
              <p className="mt-1 text-sm text-slate-600">
                {selectedProduct.financedFee > 0
                  ? t('estimator.principalAndInterestWithFee', { amount: formatMoney(locale, selectedProduct.principalAndInterest), fee: formatDollars(locale, selectedProduct.financedFee) })
                  : t('estimator.principalAndInterest', { amount: formatMoney(locale, selectedProduct.principalAndInterest) })}
              </p>
              <div className="mt-4">
                <RepaymentTabs rows={schedule} firstPayment={firstPayment} />
              </div>
            </div>
          )}
        </div>
      ) : (
        !loading &&
        status === 'idle' && (
          <div className="mt-2 rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-10 text-center">
            <p className="font-semibold text-brand-900">{t('estimator.emptyTitle')}</p>
            <p className="mx-auto mt-2 max-w-md text-slate-600">{richText(t('estimator.emptyText'), [(text) => <strong>{text}</strong>])}</p>
          </div>
        )
      )}
      <div className="mt-6">
        <BrokeredRateLink href={funnelHref} calculator="estimator" />
      </div>
    </section>
  );
}
