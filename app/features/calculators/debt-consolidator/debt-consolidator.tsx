import { useId, useMemo, useState, type ReactNode, type Ref } from 'react';
import type { RatesByType } from '../../../domain/content/content-types';
import { DEFAULT_ASSUMED_DEBT_APRS, consolidateDebts } from '../../../domain/finance/index';
import { PinnedResult } from '../../../chrome/pinned-result/pinned-result';
import { BrokeredRateLink } from '../brokered-rate-link';
import { debtConsolidatorFunnelHref } from '../funnel-links/debt-consolidator-link';
import { formatDollars, formatMoney, formatPercent, formatRatesDate, formatYearsAndMonths } from '../format';
import { maskRate } from '../input-masks';
import { calculatorsText } from '../messages';
import { intlTags, type Locale } from '../../../../i18n/locales';
import { richText, useLocale, useText } from '../../../../renderers/i18n/locale-context';
import { dollarsField, SliderField } from '../slider-field';
import { DebtCard } from './debt-card';
import { DEBT_TYPES, MAX_DEBTS, addDebt, debtTypeName, initialDebtList, isEmptyDebt, removeDebt, toDebtItems, totalDebtOf, updateDebt } from './debt-list';
import {
  CONSOLIDATION_LOAN_SCALE,
  CONSOLIDATION_TERMS,
  DEFAULT_CONSOLIDATION_TERM,
  consolidationLoanScale,
  loanAfterDebtChange,
  loanAmountAtLeastDebt,
  rateForTerm,
  termRate,
} from './loan-terms';

type Consolidation = ReturnType<typeof consolidateDebts>;
/** Why the slider starts where it does: the loan pays off every debt listed. */
export const loanFloorText = (locale: Locale, totalDebt: number) =>
  calculatorsText.text(locale, 'debt.loanFloor', { amount: Number.isInteger(totalDebt) ? formatDollars(locale, totalDebt) : formatMoney(locale, totalDebt) });

const card = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6';

/**
 * The debt consolidator: a loan calculator card and the debt list, side by side
 * from 1176 px and stacked below. Figures from consolidateDebts (app/domain/finance/debt-consolidation.ts):
 * monthly saving = current monthly payments − the new loan's level payment; total interest both ways.
 * The loan slider starts at the total debt, and a loan the debts outgrow is raised to their total.
 */
export function DebtConsolidator({ refinanceRates, ratesAsOf = null }: { refinanceRates: RatesByType | null; ratesAsOf?: string | null }) {
  const ids = useId();
  const locale = useLocale();
  const t = useText(calculatorsText);
  const [list, setList] = useState(initialDebtList);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set(list.debts.map((debt) => debt.id)));
  const [term, setTerm] = useState<number>(DEFAULT_CONSOLIDATION_TERM);
  const [rateText, setRateText] = useState(() => String(rateForTerm(refinanceRates, DEFAULT_CONSOLIDATION_TERM)));
  const [requestedLoan, setRequestedLoan] = useState(0);
  const [warned, setWarned] = useState(false);
  const [headline, setHeadline] = useState<HTMLDivElement | null>(null);

  const totalDebt = totalDebtOf(list.debts);
  const loanScale = consolidationLoanScale(totalDebt);
  const loanAmount = loanAfterDebtChange(requestedLoan, totalDebt);
  const showWarning = warned && !(loanAmount > totalDebt);
  const rate = Number(rateText) || 0;

  const setLoan = (requested: number) => {
    const { amount, raised } = loanAmountAtLeastDebt(requested, totalDebt);
    setRequestedLoan(amount);
    if (raised) setWarned(true);
    else if (amount > totalDebt) setWarned(false);
  };
  // Debts that outgrow the loan raise it to their total, quietly: the warning is for an amount set too low.
  const changeList = (next: typeof list) => {
    setList(next);
    setRequestedLoan((loan) => loanAfterDebtChange(loan, totalDebtOf(next.debts)));
  };
  const chooseTerm = (years: number) => {
    setTerm(years);
    setRateText(String(rateForTerm(refinanceRates, years)));
  };
  const add = () => {
    const next = addDebt(list);
    if (next === list) return;
    changeList(next);
    setExpanded(new Set([...expanded, list.nextId]));
  };
  const remove = (id: number) => {
    const next = removeDebt(list, id);
    changeList(next);
    if (next.debts.length === 1 && !list.debts.some((debt) => debt.id === next.debts[0]!.id)) setExpanded(new Set([next.debts[0]!.id]));
  };
  const toggle = (id: number) => {
    const next = new Set(expanded);
    if (!next.delete(id)) next.add(id);
    setExpanded(next);
  };

  const debtItems = useMemo(() => toDebtItems(list.debts), [list.debts]);
  const result = useMemo(
    () => (totalDebt > 0 ? consolidateDebts({ debts: debtItems, loanAmount, annualRatePercent: rate, termYears: term }) : null),
    [debtItems, totalDebt, loanAmount, rate, term],
  );
  const single = list.debts.length === 1 ? list.debts[0]! : null;

  return (
    <div className="grid grid-cols-1 gap-6 min-[1176px]:grid-cols-2 min-[1176px]:items-start">
      <section aria-labelledby={`${ids}-loan`} className={card} data-testid="loan-card">
        <h2 id={`${ids}-loan`} className="text-xl font-bold text-brand-900">{t('debt.loanHeading')}</h2>
        <div className="mt-5 space-y-6">
          <div>
            {/* The typed field takes a lower amount, to be raised with the warning; the slider cannot go below the debt. */}
            <SliderField {...dollarsField(locale)} testId="loan-amount" label={t('field.loanAmount')} value={loanAmount} onChange={setLoan} scale={loanScale} min={CONSOLIDATION_LOAN_SCALE.min} buttons={false}
              describedBy={[totalDebt > 0 ? `${ids}-floor` : '', showWarning ? `${ids}-warning` : ''].filter(Boolean).join(' ') || undefined} />
            {totalDebt > 0 && (
              <p id={`${ids}-floor`} className="mt-2 text-sm text-slate-600" data-testid="loan-floor">
                {loanFloorText(locale, totalDebt)}
              </p>
            )}
            {showWarning && (
              <p id={`${ids}-warning`} role="alert" className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
                {t('debt.loanBelowDebt')}
              </p>
            )}
          </div>
          <fieldset>
            <legend className="font-semibold text-slate-800">{t('debt.term')}</legend>
            <div className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-6">
              {CONSOLIDATION_TERMS.map((years) => (
                <label
                  key={years}
                  className={`relative cursor-pointer rounded-lg border px-2 py-2 text-center text-sm font-semibold transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700 ${
                    term === years ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 text-slate-700 hover:border-brand-600'
                  }`}
                >
                  <input type="radio" name={`${ids}-term`} value={years} checked={term === years} onChange={() => chooseTerm(years)} className="absolute inset-0 size-full cursor-pointer appearance-none rounded-[inherit] opacity-0" />
                  {t('debt.termYears', { years })}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div>
              <label htmlFor={`${ids}-rate`} className="font-semibold text-slate-800">{t('field.interestRate')}</label>
              <p id={`${ids}-rate-hint`} className="text-sm text-slate-600" data-testid="rate-source">{rateHint(locale, termRate(refinanceRates, term).source, term, ratesAsOf)}</p>
            </div>
            <div className="flex w-40 items-center rounded-lg border border-slate-300 bg-white px-3 shadow-sm focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-100">
              <input
                id={`${ids}-rate`}
                type="text"
                inputMode="decimal"
                autoComplete="off"
                value={rateText}
                aria-describedby={`${ids}-rate-hint`}
                onChange={(event) => setRateText(maskRate(event.target.value, rateText))}
                className="w-full min-w-0 bg-transparent py-2 text-right font-semibold text-slate-900 tabular-nums outline-none"
              />
              <span className="pl-1 text-slate-500" aria-hidden="true">%</span>
            </div>
          </div>
          <ConsolidationResults result={result} headlineRef={setHeadline} />
          <PinnedResult panel={headline}>{result && <PinnedSaving result={result} />}</PinnedResult>
          <BrokeredRateLink href={debtConsolidatorFunnelHref({ debts: debtItems, loanAmount })} calculator="debt" />
        </div>
      </section>

      <section aria-labelledby={`${ids}-debts`} className={card} data-testid="debt-list">
        <div className="flex items-baseline justify-between gap-3">
          <h2 id={`${ids}-debts`} className="text-xl font-bold text-brand-900">{t('debt.debtsHeading')}</h2>
          <p className="text-sm text-slate-600">{t('debt.count', { count: list.debts.length, max: MAX_DEBTS })}</p>
        </div>
        <ul className="mt-4 space-y-3">
          {list.debts.map((debt, index) => (
            <DebtCard
              key={debt.id}
              debt={debt}
              index={index}
              expanded={expanded.has(debt.id)}
              onToggle={() => toggle(debt.id)}
              onChange={(change) => changeList(updateDebt(list, debt.id, change))}
              onDelete={list.debts.length > 1 ? () => remove(debt.id) : undefined}
            />
          ))}
        </ul>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <button type="button" className="btn-secondary px-5 py-2" onClick={add} disabled={list.debts.length >= MAX_DEBTS}>
            {t('debt.add')}
          </button>
          {single && !isEmptyDebt(single) && (
            <button type="button" className="text-sm font-semibold text-slate-600 underline-offset-4 hover:text-red-700 hover:underline" onClick={() => remove(single.id)}>
              {t('debt.clear')}
            </button>
          )}
          {list.debts.length >= MAX_DEBTS && <p className="text-sm text-slate-600">{t('debt.max', { max: MAX_DEBTS })}</p>}
        </div>
        <dl className="mt-6 grid grid-cols-2 gap-4 rounded-xl bg-slate-50 p-4">
          <div>
            <dt className="text-sm text-slate-600">{t('debt.totalDebt')}</dt>
            <dd className="text-lg font-bold text-brand-900 tabular-nums" data-testid="total-debt">{formatMoney(locale, totalDebt)}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">{t('debt.currentPayments')}</dt>
            <dd className="text-lg font-bold text-brand-900 tabular-nums">{formatMoney(locale, result?.currentMonthlyPayment ?? 0)}</dd>
          </div>
        </dl>
      </section>
    </div>
  );
}

/** The headline on one line: the new payment, and what it saves (or costs) a month against today. */
function PinnedSaving({ result }: { result: Consolidation }) {
  const locale = useLocale();
  const t = useText(calculatorsText);
  const saving = result.monthlySaving;
  return (
    <>
      <span>
        {richText(t('debt.pinnedNewPayment', { amount: formatMoney(locale, result.newMonthlyPayment) }), [
          (text) => (
            <span className="text-base font-extrabold" data-testid="pinned-new-payment">
              {text}
            </span>
          ),
        ])}
      </span>
      <span className="text-brand-100">{saving >= 0 ? t('debt.pinnedSave', { amount: formatMoney(locale, saving) }) : t('debt.pinnedMore', { amount: formatMoney(locale, -saving) })}</span>
    </>
  );
}

/** Where the starting rate came from, dated when it is today's. */
function rateHint(locale: Locale, source: ReturnType<typeof termRate>['source'], term: number, asOf: string | null): string {
  if (source === 'default') return calculatorsText.text(locale, 'debt.rate.typical');
  if (!asOf) return calculatorsText.text(locale, source === 'homeEquity' ? 'debt.rate.homeEquity' : 'debt.rate.refinance', { term });
  const date = formatRatesDate(locale, asOf);
  return calculatorsText.text(locale, source === 'homeEquity' ? 'debt.rate.homeEquityDated' : 'debt.rate.refinanceDated', { term, date });
}

function ConsolidationResults({ result, headlineRef }: { result: Consolidation | null; headlineRef: Ref<HTMLDivElement> }) {
  const locale = useLocale();
  const t = useText(calculatorsText);
  if (!result) {
    return <p className="rounded-xl bg-brand-50 p-4 text-brand-900">{t('debt.empty')}</p>;
  }
  const money = (amount: number) => formatMoney(locale, amount);
  const strong = (text: ReactNode) => <strong className="text-white">{text}</strong>;
  const saving = result.monthlySaving;
  const difference = result.interestDifference;
  return (
    <div className="space-y-4" data-testid="consolidation-results">
      <div ref={headlineRef} className="rounded-xl bg-brand-900 p-5 text-white">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-100">{t('debt.newPayment')}</p>
        <p className="mt-1 text-4xl font-extrabold tabular-nums">{money(result.newMonthlyPayment)}</p>
        <p className="mt-2 text-brand-50" data-testid="monthly-saving">
          {saving >= 0
            ? richText(t('debt.save', { amount: money(saving), today: money(result.currentMonthlyPayment) }), [strong])
            : richText(t('debt.more', { amount: money(-saving), today: money(result.currentMonthlyPayment) }), [strong])}
        </p>
        {result.cashOut > 0 && <p className="mt-1 text-sm text-brand-100">{t('debt.cashOut', { amount: formatDollars(locale, result.cashOut) })}</p>}
      </div>
      <table className="w-full text-sm">
        <caption className="pb-2 text-left font-semibold text-slate-800">{t('debt.totalInterest')}</caption>
        <tbody className="divide-y divide-slate-200">
          <tr>
            <th scope="row" className="py-2 text-left font-normal text-slate-700">
              {t('debt.keepPaying')}
              {result.current.monthsToDebtFree !== null && (
                <span className="block text-xs text-slate-500">
                  {t('debt.debtFreeIn', { duration: formatYearsAndMonths(locale, { years: Math.floor(result.current.monthsToDebtFree / 12), months: result.current.monthsToDebtFree % 12 }) })}
                </span>
              )}
            </th>
            <td className="py-2 text-right font-semibold tabular-nums">{result.current.totalInterest === null ? t('debt.neverPaidOff') : money(result.current.totalInterest)}</td>
          </tr>
          <tr>
            <th scope="row" className="py-2 text-left font-normal text-slate-700">
              {t('debt.consolidationLoan')}
              <span className="block text-xs text-slate-500">{t('debt.monthlyPayments', { count: result.newLoan.numberOfPayments })}</span>
            </th>
            <td className="py-2 text-right font-semibold tabular-nums">{money(result.newLoan.totalCost)}</td>
          </tr>
          <tr>
            <th scope="row" className="py-2 text-left font-semibold text-slate-900">{t('debt.difference')}</th>
            <td className={`py-2 text-right font-bold tabular-nums ${difference !== null && difference < 0 ? 'text-red-700' : 'text-emerald-700'}`} data-testid="interest-difference">
              {difference === null ? '—' : difference >= 0 ? t('debt.less', { amount: money(difference) }) : t('debt.moreTotal', { amount: money(-difference) })}
            </td>
          </tr>
        </tbody>
      </table>
      {result.current.totalInterest === null && (
        <p className="text-sm text-amber-900">{t('debt.neverNote')}</p>
      )}
      <p className="text-xs text-slate-500">
        {t('debt.assumptions', {
          rates: DEBT_TYPES.map((type) => `${debtTypeName(locale, type).toLocaleLowerCase(intlTags[locale])} ${formatPercent(locale, DEFAULT_ASSUMED_DEBT_APRS[type])}`).join(', '),
        })}
      </p>
    </div>
  );
}
