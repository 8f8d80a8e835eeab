import { useId, useMemo, useState } from 'react';
import {
  MORTGAGE_CALCULATOR_LIMITS,
  clampPercent,
  downPaymentFromPercent,
  downPaymentPercentOf,
  monthAfter,
  mortgageCalculatorSummary,
} from '../../../domain/finance/index';
import { PinnedResult } from '../../../chrome/pinned-result/pinned-result';
import { BrokeredRateLink } from '../brokered-rate-link';
import { mortgageCalculatorFunnelHref } from '../funnel-links/mortgage-calculator-link';
import { yearMonthOf } from '../today';
import { formatDollars, formatMoney, formatPercent } from '../format';
import { MoneyPercentToggle, type AmountMode } from '../money-percent-toggle';
import { RepaymentTabs } from '../repayment-tabs';
import { dollarsField, percentField, SliderField, yearsField } from '../slider-field';
import { calculatorsText } from '../messages';
import { useLocale, useText } from '../../../../renderers/i18n/locale-context';
import { downPaymentDollars } from './down-payment';
import { loanLengthError } from './loan-length';
import { ExtraPaymentSection, TaxesAndInsuranceSection } from './optional-costs';
import { PaymentSummary } from './payment-summary';
import {
  DOWN_PAYMENT_PERCENT_SCALE,
  HOME_PRICE_SCALE,
  INTEREST_RATE_SCALE,
  LOAN_LENGTH_SCALE,
  MORTGAGE_CALCULATOR_DEFAULTS,
  downPaymentDollarScale,
} from './mortgage-scales';

export interface MortgageCalculatorProps {
  /** ISO date from the loader (never read from the clock during a render). */
  today: string;
  /** Today's 30-year rate, or null to keep the default 10 %. */
  currentRate: number | null;
}


/**
 * The mortgage calculator. Every figure comes from mortgageCalculatorSummary
 * (app/domain/finance), which clamps the inputs and counts the extra payment once:
 * total = principal and interest + PMI + escrow + extra.
 */
export function MortgageCalculator({ today, currentRate }: MortgageCalculatorProps) {
  const { interestRatePercent: rateLimits } = MORTGAGE_CALCULATOR_LIMITS;
  const locale = useLocale();
  const t = useText(calculatorsText);
  const [homePrice, setHomePrice] = useState<number>(MORTGAGE_CALCULATOR_DEFAULTS.homePrice);
  const [downMode, setDownMode] = useState<AmountMode>('dollars');
  const [downDollars, setDownDollars] = useState<number>(MORTGAGE_CALCULATOR_DEFAULTS.downPayment);
  const [downPercent, setDownPercent] = useState(() => downPaymentPercentOf(MORTGAGE_CALCULATOR_DEFAULTS.downPayment, MORTGAGE_CALCULATOR_DEFAULTS.homePrice));
  const [rate, setRate] = useState(() => clampPercent(currentRate ?? MORTGAGE_CALCULATOR_DEFAULTS.interestRatePercent, rateLimits.min, rateLimits.max));
  const [termYears, setTermYears] = useState<number>(MORTGAGE_CALCULATOR_DEFAULTS.loanTermYears);
  const [extra, setExtra] = useState(0);
  const [propertyTax, setPropertyTax] = useState(0);
  const [insurance, setInsurance] = useState(0);

  // In $ mode the dollars lead and the percent follows; in % mode the other way round.
  const downInputs = { homePrice, downMode, downDollars, downPercent };
  const downPayment = downPaymentDollars(downInputs);
  const percentShown = downMode === 'percent' ? clampPercent(downPercent) : downPaymentPercentOf(downPayment, homePrice);

  const changeHomePrice = (price: number) => {
    setHomePrice(price);
    setDownDollars((dollars) => Math.min(dollars, price));
  };
  const changeDownMode = (mode: AmountMode) => {
    if (mode === 'percent') setDownPercent(percentShown);
    else setDownDollars(downPayment);
    setDownMode(mode);
  };

  const summary = useMemo(
    () =>
      mortgageCalculatorSummary({
        homePrice,
        downPayment,
        interestRatePercent: rate,
        loanTermYears: termYears,
        extraMonthlyPayment: extra,
        monthlyPropertyTax: propertyTax,
        monthlyHomeInsurance: insurance,
      }),
    [homePrice, downPayment, rate, termYears, extra, propertyTax, insurance],
  );
  const firstPayment = useMemo(() => monthAfter(yearMonthOf(today)), [today]);
  const dollarScale = useMemo(() => downPaymentDollarScale(homePrice), [homePrice]);
  const termError = loanLengthError(locale, termYears);
  const termErrorId = useId();
  const dollars = dollarsField(locale);
  const percent = percentField(locale);
  const [summaryPanel, setSummaryPanel] = useState<HTMLElement | null>(null);
  const toggle = <MoneyPercentToggle mode={downMode} onChange={changeDownMode} />;

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-start">
      <section aria-labelledby="loan-details-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <h2 id="loan-details-heading" className="text-xl font-bold text-brand-900">{t('mortgage.detailsHeading')}</h2>
        <div className="mt-5 space-y-7">
          <SliderField {...dollars} testId="home-price" label={t('field.homePrice')} value={homePrice} onChange={changeHomePrice} scale={HOME_PRICE_SCALE} />
          {downMode === 'dollars' ? (
            <SliderField {...dollars} testId="down-payment" label={t('field.downPayment')} value={downPayment} onChange={setDownDollars} scale={dollarScale} extra={toggle}
              formatValue={(value) => `${formatDollars(locale, value)} (${formatPercent(locale, downPaymentPercentOf(value, homePrice))})`} />
          ) : (
            <SliderField {...percent} testId="down-payment" label={t('field.downPayment')} value={percentShown} onChange={setDownPercent} scale={DOWN_PAYMENT_PERCENT_SCALE} extra={toggle}
              formatValue={(value) => `${formatPercent(locale, value)} (${formatDollars(locale, downPaymentFromPercent(value, homePrice))})`} />
          )}
          <p className="-mt-4 text-sm text-slate-600" data-testid="down-payment-other">
            {downMode === 'dollars' ? t('mortgage.downOfPrice', { percent: formatPercent(locale, percentShown) }) : t('mortgage.downInDollars', { amount: formatDollars(locale, downPayment) })}
            {summary.pmiRequired && <span> · {t('mortgage.pmiNote')}</span>}
          </p>
          <SliderField {...percent} testId="interest-rate" label={t('field.interestRate')} value={rate} onChange={setRate} scale={INTEREST_RATE_SCALE} />
          <SliderField {...yearsField(locale)} testId="loan-length" label={t('field.loanLength')} value={termYears} onChange={setTermYears} scale={LOAN_LENGTH_SCALE} invalid={termError !== null} describedBy={termError ? termErrorId : undefined} />
          {termError && (
            <p id={termErrorId} className="-mt-4 text-sm font-medium text-red-700" data-testid="loan-length-error">
              {termError}
            </p>
          )}
          <div className="space-y-3">
            <ExtraPaymentSection extra={extra} onChange={setExtra} summary={summary} />
            <TaxesAndInsuranceSection propertyTax={propertyTax} insurance={insurance} onPropertyTax={setPropertyTax} onInsurance={setInsurance} />
          </div>
        </div>
      </section>
      <div className="space-y-6">
        <PaymentSummary ref={setSummaryPanel} summary={summary} firstPayment={firstPayment} unpayableBecause={termError} />
        <PinnedResult panel={summaryPanel}>
          {termError ? null : (
            <>
              <span>{t('summary.heading')}</span>
              <span className="text-base font-extrabold" data-testid="pinned-monthly-payment">{formatMoney(locale, summary.totalMonthlyPayment)}</span>
            </>
          )}
        </PinnedResult>
        <BrokeredRateLink href={mortgageCalculatorFunnelHref(downInputs)} calculator="mortgage" />
        <section aria-label={t('repayment.sectionLabel')} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
          <RepaymentTabs rows={summary.schedule} firstPayment={firstPayment} />
        </section>
      </div>
    </div>
  );
}
