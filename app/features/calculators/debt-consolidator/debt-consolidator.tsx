import { useId, useMemo, useState, type Ref } from 'react';
import type { RatesByType } from '../../../domain/content/content-types';
import { DEFAULT_ASSUMED_DEBT_APRS, consolidateDebts } from '../../../domain/finance/index';
import { PinnedResult } from '../../../chrome/pinned-result/pinned-result';
import { BrokeredRateLink } from '../brokered-rate-link';
import { debtConsolidatorFunnelHref } from '../funnel-links/debt-consolidator-link';
import { formatDollars, formatMoney, formatPercent, formatRatesDate, formatYearsAndMonths } from '../format';
import { maskRate } from '../input-masks';
import { dollarsField, SliderField } from '../slider-field';
import { DebtCard } from './debt-card';
import { DEBT_TYPES, MAX_DEBTS, addDebt, initialDebtList, isEmptyDebt, removeDebt, toDebtItems, totalDebtOf, updateDebt } from './debt-list';
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

export const LOAN_BELOW_DEBT_WARNING = "Loan amount can't be less than total debt amount.";

type Consolidation = ReturnType<typeof consolidateDebts>;
/** Why the slider starts where it does: the loan pays off every debt listed. */
export const loanFloorText = (totalDebt: number) => `At least your total debt, ${Number.isInteger(totalDebt) ? formatDollars(totalDebt) : formatMoney(totalDebt)}`;

const card = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6';

/**
 * The debt consolidator: a loan calculator card and the debt list, side by side
 * from 1176 px and stacked below. Figures from consolidateDebts (app/domain/finance/debt-consolidation.ts):
 * monthly saving = current monthly payments − the new loan's level payment; total interest both ways.
 * The loan slider starts at the total debt, and a loan the debts outgrow is raised to their total.
 */
export function DebtConsolidator({ refinanceRates, ratesAsOf = null }: { refinanceRates: RatesByType | null; ratesAsOf?: string | null }) {
  const ids = useId();
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
        <h2 id={`${ids}-loan`} className="text-xl font-bold text-brand-900">Your consolidation loan</h2>
        <div className="mt-5 space-y-6">
          <div>
            {/* The typed field takes a lower amount, to be raised with the warning; the slider cannot go below the debt. */}
            <SliderField {...dollarsField} testId="loan-amount" label="Loan amount" value={loanAmount} onChange={setLoan} scale={loanScale} min={CONSOLIDATION_LOAN_SCALE.min} buttons={false}
              describedBy={[totalDebt > 0 ? `${ids}-floor` : '', showWarning ? `${ids}-warning` : ''].filter(Boolean).join(' ') || undefined} />
            {totalDebt > 0 && (
              <p id={`${ids}-floor`} className="mt-2 text-sm text-slate-600" data-testid="loan-floor">
                {loanFloorText(totalDebt)}
              </p>
            )}
            {showWarning && (
              <p id={`${ids}-warning`} role="alert" className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
                {LOAN_BELOW_DEBT_WARNING}
              </p>
            )}
          </div>
          <fieldset>
            <legend className="font-semibold text-slate-800">Loan term</legend>
            <div className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-6">
              {CONSOLIDATION_TERMS.map((years) => (
                <label
                  key={years}
                  className={`relative cursor-pointer rounded-lg border px-2 py-2 text-center text-sm font-semibold transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700 ${
                    term === years ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 text-slate-700 hover:border-brand-600'
                  }`}
                >
                  <input type="radio" name={`${ids}-term`} value={years} checked={term === years} onChange={() => chooseTerm(years)} className="absolute inset-0 size-full cursor-pointer appearance-none rounded-[inherit] opacity-0" />
                  {years} yrs
                </label>
              ))}
            </div>
          </fieldset>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div>
              <label htmlFor={`${ids}-rate`} className="font-semibold text-slate-800">Interest rate</label>
              <p id={`${ids}-rate-hint`} className="text-sm text-slate-600" data-testid="rate-source">{rateHint(termRate(refinanceRates, term).source, term, ratesAsOf)}</p>
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
          <BrokeredRateLink href={debtConsolidatorFunnelHref({ debts: debtItems, loanAmount })} carries="this loan amount and your debts' balances" />
        </div>
      </section>

      <section aria-labelledby={`${ids}-debts`} className={card} data-testid="debt-list">
        <div className="flex items-baseline justify-between gap-3">
          <h2 id={`${ids}-debts`} className="text-xl font-bold text-brand-900">Your debts</h2>
          <p className="text-sm text-slate-600">
            {list.debts.length} of {MAX_DEBTS}
          </p>
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
            + Add a debt
          </button>
          {single && !isEmptyDebt(single) && (
            <button type="button" className="text-sm font-semibold text-slate-600 underline-offset-4 hover:text-red-700 hover:underline" onClick={() => remove(single.id)}>
              Clear this debt
            </button>
          )}
          {list.debts.length >= MAX_DEBTS && <p className="text-sm text-slate-600">You can add up to {MAX_DEBTS} debts.</p>}
        </div>
        <dl className="mt-6 grid grid-cols-2 gap-4 rounded-xl bg-slate-50 p-4">
          <div>
            <dt className="text-sm text-slate-600">Total debt</dt>
            <dd className="text-lg font-bold text-brand-900 tabular-nums" data-testid="total-debt">{formatMoney(totalDebt)}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">Current monthly payments</dt>
            <dd className="text-lg font-bold text-brand-900 tabular-nums">{formatMoney(result?.currentMonthlyPayment ?? 0)}</dd>
          </div>
        </dl>
      </section>
    </div>
  );
}

/** The headline on one line: the new payment, and what it saves (or costs) a month against today. */
function PinnedSaving({ result }: { result: Consolidation }) {
  const saving = result.monthlySaving;
  return (
    <>
      <span>
        New payment <span className="text-base font-extrabold" data-testid="pinned-new-payment">{formatMoney(result.newMonthlyPayment)}</span>
      </span>
      <span className="text-brand-100">{saving >= 0 ? `save ${formatMoney(saving)}/mo` : `${formatMoney(-saving)}/mo more`}</span>
    </>
  );
}

/** Where the starting rate came from, dated when it is today's. */
function rateHint(source: ReturnType<typeof termRate>['source'], term: number, asOf: string | null): string {
  const dated = asOf ? `, as of ${formatRatesDate(asOf)}` : '';
  if (source === 'homeEquity') return `Today’s ${term}-year home-equity rate${dated}; edit it if you were quoted another`;
  if (source === 'refinance') return `Today’s ${term}-year refinance rate${dated}; edit it if you were quoted another`;
  return 'A typical rate; edit it if you were quoted another';
}

function ConsolidationResults({ result, headlineRef }: { result: Consolidation | null; headlineRef: Ref<HTMLDivElement> }) {
  if (!result) {
    return <p className="rounded-xl bg-brand-50 p-4 text-brand-900">Add the amount you owe on each debt to see what consolidating could save you.</p>;
  }
  const saving = result.monthlySaving;
  const difference = result.interestDifference;
  return (
    <div className="space-y-4" data-testid="consolidation-results">
      <div ref={headlineRef} className="rounded-xl bg-brand-900 p-5 text-white">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-100">New monthly payment</p>
        <p className="mt-1 text-4xl font-extrabold tabular-nums">{formatMoney(result.newMonthlyPayment)}</p>
        <p className="mt-2 text-brand-50" data-testid="monthly-saving">
          {saving >= 0 ? (
            <>You&rsquo;d save <strong className="text-white">{formatMoney(saving)}</strong> a month</>
          ) : (
            <>That&rsquo;s <strong className="text-white">{formatMoney(-saving)}</strong> more a month than today</>
          )}{' '}
          (today {formatMoney(result.currentMonthlyPayment)}).
        </p>
        {result.cashOut > 0 && <p className="mt-1 text-sm text-brand-100">Includes {formatDollars(result.cashOut)} cash out above your debts.</p>}
      </div>
      <table className="w-full text-sm">
        <caption className="pb-2 text-left font-semibold text-slate-800">Total interest</caption>
        <tbody className="divide-y divide-slate-200">
          <tr>
            <th scope="row" className="py-2 text-left font-normal text-slate-700">
              Keep paying your debts
              {result.current.monthsToDebtFree !== null && (
                <span className="block text-xs text-slate-500">debt-free in {formatYearsAndMonths({ years: Math.floor(result.current.monthsToDebtFree / 12), months: result.current.monthsToDebtFree % 12 })}</span>
              )}
            </th>
            <td className="py-2 text-right font-semibold tabular-nums">{result.current.totalInterest === null ? 'Never paid off' : formatMoney(result.current.totalInterest)}</td>
          </tr>
          <tr>
            <th scope="row" className="py-2 text-left font-normal text-slate-700">
              Consolidation loan
              <span className="block text-xs text-slate-500">{result.newLoan.numberOfPayments} monthly payments</span>
            </th>
            <td className="py-2 text-right font-semibold tabular-nums">{formatMoney(result.newLoan.totalCost)}</td>
          </tr>
          <tr>
            <th scope="row" className="py-2 text-left font-semibold text-slate-900">Difference</th>
            <td className={`py-2 text-right font-bold tabular-nums ${difference !== null && difference < 0 ? 'text-red-700' : 'text-emerald-700'}`} data-testid="interest-difference">
              {difference === null ? '—' : difference >= 0 ? `${formatMoney(difference)} less` : `${formatMoney(-difference)} more`}
            </td>
          </tr>
        </tbody>
      </table>
      {result.current.totalInterest === null && (
        <p className="text-sm text-amber-900">At least one payment doesn&rsquo;t cover its debt&rsquo;s monthly interest, so that debt would never be paid off at today&rsquo;s payment.</p>
      )}
      <p className="text-xs text-slate-500">
        Your debts&rsquo; interest assumes typical rates by type ({DEBT_TYPES.map((type) => `${type.label.toLowerCase()} ${formatPercent(DEFAULT_ASSUMED_DEBT_APRS[type.value])}`).join(', ')}), each paid at its current payment until it is gone. A lower payment over a longer term can cost more in total.
      </p>
    </div>
  );
}
