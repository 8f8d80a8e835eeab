import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import type { SliderScale } from '../../../components/slider/slider-paging';
import { creditBandOf, type LoanEstimateRequest } from '../../../domain/finance/index';
import { formatDollars, formatPercent } from '../format';
import { maskWholeNumber, maskZip } from '../input-masks';
import { DOWN_PAYMENT_PERCENT_SCALE, HOME_PRICE_SCALE, downPaymentDollarScale } from '../mortgage-calculator/mortgage-scales';
import { MoneyPercentToggle, type AmountMode } from '../money-percent-toggle';
import { dollarsField, percentField, SliderField, type FieldKind } from '../slider-field';
import { loanEstimatorFunnelHref } from '../funnel-links/loan-estimator-link';
import { fetchEstimateEligibility, fetchLoanEstimate } from './estimate-client';
import { EstimatorResults, type EstimateStatus } from './estimator-results';
import type { EstimateEligibility, QualifyingProgram } from '../../../domain/estimator/estimate-eligibility';
import {
  LOAN_ESTIMATOR_LIMITS,
  LOAN_TYPE_OPTIONS,
  OCCUPANCY_OPTIONS,
  PROPERTY_TYPE_OPTIONS,
  creditBandLabel,
  optionLabels,
  type LoanEstimateAnswer,
} from '../../../domain/estimator/estimate-request';
import type { Locale } from '../../../../i18n/locales';
import { useLocale, useText } from '../../../../renderers/i18n/locale-context';
import { calculatorsText } from '../messages';
import {
  DEFAULT_ESTIMATOR_FORM,
  ESTIMATOR_MESSAGES,
  downPaymentOf,
  downPercentOf,
  estimateRequestOf,
  sameRequest,
  validateEstimatorForm,
  type EstimatorErrors,
  type EstimatorForm,
} from './estimator-form';

const { creditScore: scoreLimits } = LOAN_ESTIMATOR_LIMITS;
const CREDIT_SCORE_SCALE: SliderScale = { min: scoreLimits.min, max: scoreLimits.max, step: scoreLimits.step, page: scoreLimits.max - scoreLimits.min, markEvery: 50, keyboardPage: 50 };
const creditScoreField = (locale: Locale): FieldKind => ({
  mask: (next, previous) => maskWholeNumber(next, previous, 3),
  format: (value) => `${value}`,
  formatValue: (value) => `${value}, ${creditBandLabel(locale, creditBandOf(value))}`,
  formatMark: (value) => (value % 100 === 0 ? `${value}` : ''),
});

const selectClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm outline-none transition focus:border-brand-600 focus:ring-2 focus:ring-brand-100';

function SelectField({ label, value, options, onChange }: { label: string; value: number; options: readonly { code: number; label: string }[]; onChange: (code: number) => void }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(Number(event.target.value))} className={selectClass}>
        {options.map((option) => (
          <option key={option.code} value={option.code}>{option.label}</option>
        ))}
      </select>
    </div>
  );
}

function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return <p id={id} className="mt-1.5 text-sm font-medium text-red-700">{children}</p>;
}

/**
 * The loan estimator: the form, Calculate, the products the API prices
 * (GET /api/estimateLoan), and the chart and schedule of the selected product. Editing after an answer
 * dims the results until the next Calculate.
 */
export function LoanEstimator({ today }: { today: string }) {
  const ids = useId();
  const locale = useLocale();
  const t = useText(calculatorsText);
  const [form, setForm] = useState<EstimatorForm>(DEFAULT_ESTIMATOR_FORM);
  const [errors, setErrors] = useState<EstimatorErrors>({});
  const [status, setStatus] = useState<EstimateStatus>('idle');
  const [lastAnswer, setLastAnswer] = useState<{ request: LoanEstimateRequest; answer: LoanEstimateAnswer } | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [eligibility, setEligibility] = useState<EstimateEligibility | null>(null);
  const inFlight = useRef<AbortController | null>(null);
  useEffect(() => () => inFlight.current?.abort(), []);
  const formRef = useRef<HTMLFormElement>(null);
  const resultsRef = useRef<HTMLElement>(null);
  // Effects run after the render that shows the errors or the results: then focus or scroll.
  const [afterRender, setAfterRender] = useState<{ action: 'focusInvalid' | 'showResults'; tick: number } | null>(null);
  useEffect(() => {
    if (afterRender?.action === 'focusInvalid') formRef.current?.querySelector<HTMLElement>('[data-invalid] input')?.focus();
    if (afterRender?.action === 'showResults') showResults(resultsRef.current);
  }, [afterRender]);
  const after = (action: 'focusInvalid' | 'showResults') => setAfterRender((current) => ({ action, tick: (current?.tick ?? 0) + 1 }));

  const update = (change: Partial<EstimatorForm>) => setForm((current) => ({ ...current, ...change }));
  const request = estimateRequestOf(form);
  const downPayment = downPaymentOf(form);
  const pending = lastAnswer !== null && !sameRequest(request, lastAnswer.request);
  const loading = status === 'loading';
  const dollarScale = useMemo(() => downPaymentDollarScale(form.homePrice), [form.homePrice]);

  const calculate = async () => {
    const found = validateEstimatorForm(form);
    setErrors(found);
    if (found.homePrice || found.zipCode) {
      after('focusInvalid');
      return;
    }
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setStatus('loading');
    setEligibility(null);
    try {
      const answer = await fetchLoanEstimate(request, controller.signal);
      if (controller.signal.aborted) return;
      if (Object.keys(answer).length === 0) {
        const why = await fetchEstimateEligibility(request, locale, controller.signal).catch(() => null);
        if (controller.signal.aborted) return;
        setStatus('failed');
        setLastAnswer(null);
        setEligibility(why);
        after('showResults');
        return;
      }
      showAnswer(request, answer);
    } catch {
      if (controller.signal.aborted) return;
      setStatus('failed');
      setLastAnswer(null);
    }
  };

  function showAnswer(answered: LoanEstimateRequest, answer: LoanEstimateAnswer) {
    setStatus('answered');
    setLastAnswer({ request: answered, answer });
    setSelected(Object.keys(answer)[0]!);
    after('showResults');
  }

  /** A qualifying loan type's estimates are already priced: switch the form to it and show them. */
  const chooseProgram = (program: QualifyingProgram) => {
    setForm((current) => ({ ...current, loanType: program.loanType }));
    setEligibility(null);
    showAnswer({ ...request, loanType: program.loanType }, program.answer);
  };

  const changeDownMode = (mode: AmountMode) => {
    update(mode === 'percent' ? { downMode: mode, downPercent: downPercentOf(form) } : { downMode: mode, downPayment });
  };
  const toggle = <MoneyPercentToggle mode={form.downMode} onChange={changeDownMode} />;
  const dollars = dollarsField(locale);

  return (
    <div className="grid grid-cols-1 gap-6 min-[1176px]:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] min-[1176px]:items-start">
      <form
        ref={formRef}
        aria-labelledby={`${ids}-form`}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void calculate();
        }}
        className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <h2 id={`${ids}-form`} className="text-xl font-bold text-brand-900">{t('estimator.formHeading')}</h2>
        <div className="mt-5 space-y-6">
          <div data-invalid={errors.homePrice ? true : undefined}>
            <SliderField {...dollars} testId="estimator-home-price" label={t('field.homePrice')} value={form.homePrice} scale={HOME_PRICE_SCALE}
              onChange={(homePrice) => update({ homePrice, downPayment: Math.min(form.downPayment, homePrice) })}
              describedBy={errors.homePrice ? `${ids}-price-error` : undefined} />
            {errors.homePrice && <FieldError id={`${ids}-price-error`}>{t(errors.homePrice)}</FieldError>}
          </div>
          {form.downMode === 'dollars' ? (
            <SliderField {...dollars} testId="estimator-down-payment" label={t('field.downPayment')} value={downPayment} onChange={(value) => update({ downPayment: value })} scale={dollarScale} extra={toggle} />
          ) : (
            <SliderField {...percentField(locale)} testId="estimator-down-payment" label={t('field.downPayment')} value={downPercentOf(form)} onChange={(value) => update({ downPercent: value })} scale={DOWN_PAYMENT_PERCENT_SCALE} extra={toggle} />
          )}
          <p className="-mt-4 text-sm text-slate-600">
            {form.downMode === 'dollars' ? t('mortgage.downOfPrice', { percent: formatPercent(locale, downPercentOf(form)) }) : t('mortgage.downInDollars', { amount: formatDollars(locale, downPayment) })}
          </p>
          <div>
            <SliderField {...creditScoreField(locale)} testId="credit-score" label={t('field.creditScore')} value={form.creditScore} onChange={(creditScore) => update({ creditScore })} scale={CREDIT_SCORE_SCALE}
              buttons={false} describedBy={`${ids}-credit-band`} />
            <p id={`${ids}-credit-band`} className="mt-2 text-sm font-medium text-slate-700" data-testid="credit-band">
              {form.creditScore} · {creditBandLabel(locale, creditBandOf(form.creditScore))}
            </p>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div data-invalid={errors.zipCode ? true : undefined}>
              <label htmlFor={`${ids}-zip`} className="text-sm font-semibold text-slate-800">{t('estimator.zip')}</label>
              <input
                id={`${ids}-zip`}
                type="text"
                inputMode="numeric"
                autoComplete="postal-code"
                value={form.zipCode}
                onChange={(event) => update({ zipCode: maskZip(event.target.value) })}
                aria-invalid={errors.zipCode ? true : undefined}
                aria-describedby={errors.zipCode ? `${ids}-zip-error` : undefined}
                className={`${selectClass} tabular-nums ${errors.zipCode ? 'border-red-600' : ''}`}
              />
              {errors.zipCode && <FieldError id={`${ids}-zip-error`}>{t(errors.zipCode)}</FieldError>}
            </div>
            <SelectField label={t('estimator.loanType')} value={form.loanType} options={optionLabels(locale, LOAN_TYPE_OPTIONS)} onChange={(loanType) => update({ loanType })} />
            <SelectField label={t('estimator.occupancy')} value={form.occupancyType} options={optionLabels(locale, OCCUPANCY_OPTIONS)} onChange={(occupancyType) => update({ occupancyType })} />
            <SelectField label={t('estimator.propertyType')} value={form.propertyType} options={optionLabels(locale, PROPERTY_TYPE_OPTIONS)} onChange={(propertyType) => update({ propertyType })} />
          </div>
          <label className="flex cursor-pointer items-center justify-between gap-4 rounded-xl bg-slate-50 px-4 py-3">
            <span className="font-semibold text-slate-800">{t('estimator.firstTimeBuyer')}</span>
            <input
              type="checkbox"
              checked={form.firstTimeHomeBuyer}
              onChange={(event) => update({ firstTimeHomeBuyer: event.target.checked })}
              className="peer size-5 cursor-pointer accent-brand-700"
            />
          </label>
          <div>
            <button type="submit" className="btn-primary w-full" disabled={loading}>
              {loading ? t('estimator.calculating') : t('estimator.calculate')}
            </button>
            {pending && (
              <p className="mt-2 text-center text-sm font-medium text-amber-800" data-testid="pending-button-message">
                {t(ESTIMATOR_MESSAGES.pendingButton)}
              </p>
            )}
          </div>
        </div>
      </form>

      <EstimatorResults
        ref={resultsRef}
        headingId={`${ids}-results`}
        status={status}
        answer={lastAnswer?.answer ?? null}
        pending={pending}
        eligibility={eligibility}
        onUseProgram={chooseProgram}
        selected={selected}
        onSelect={setSelected}
        today={today}
        funnelHref={loanEstimatorFunnelHref(form)}
      />
    </div>
  );
}

/** Brings the results into view when they start below the fold (the form comes first on a phone). */
function showResults(results: HTMLElement | null) {
  if (!results) return;
  const top = results.getBoundingClientRect().top;
  if (top >= 0 && top < window.innerHeight / 2) return;
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  results.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
}
