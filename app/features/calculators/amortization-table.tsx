import { memo, useDeferredValue, useMemo, useState } from 'react';
import type { ScheduleYear } from '../../domain/finance/index';
import { groupScheduleByYear, type AmortizationRow, type YearMonth } from '../../domain/finance/index';
import { useLocale, useText } from '../../../renderers/i18n/locale-context';
import { formatMoney, formatYearMonth } from './format';
import { calculatorsText } from './messages';

/**
 * The amortization schedule: payment 1 falls in the month after today, rows are grouped by
 * calendar year, and each year opens to show its months. A year's row gives that year's payments,
 * principal and interest, and the balance at its end; the first year starts open.
 */
export function AmortizationTable({ rows, firstPayment }: { rows: readonly AmortizationRow[]; firstPayment: YearMonth }) {
  const deferredRows = useDeferredValue(rows);
  const years = useMemo(() => groupScheduleByYear(deferredRows, firstPayment), [deferredRows, firstPayment]);
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set([firstPayment.year]));
  const t = useText(calculatorsText);
  if (years.length === 0) {
    return <p className="rounded-xl bg-slate-50 p-6 text-slate-600">{t('schedule.empty')}</p>;
  }
  return <ScheduleTable years={years} firstPayment={firstPayment} open={open} onOpenChange={setOpen} />;
}

const cell = 'px-3 py-2 text-right tabular-nums';

/** Memoised: a slider's urgent render passes the same (deferred) years, and the table is not redrawn. */
const ScheduleTable = memo(function ScheduleTable({ years, firstPayment, open, onOpenChange }: { years: ScheduleYear[]; firstPayment: YearMonth; open: ReadonlySet<number>; onOpenChange: (open: ReadonlySet<number>) => void }) {
  const locale = useLocale();
  const t = useText(calculatorsText);
  const money = (amount: number) => formatMoney(locale, amount);
  const toggle = (year: number) => {
    const next = new Set(open);
    if (!next.delete(year)) next.add(year);
    onOpenChange(next);
  };
  return (
    <div className="max-h-[32rem] overflow-auto rounded-xl border border-slate-200">
      <table className="w-full min-w-[36rem] border-collapse text-sm">
        <caption className="sr-only">{t('schedule.caption', { start: formatYearMonth(locale, firstPayment) })}</caption>
        <thead className="sticky top-0 z-10 bg-slate-100 text-xs uppercase tracking-wide text-slate-600">
          <tr>
            <th scope="col" className="px-3 py-2 text-left">{t('schedule.date')}</th>
            <th scope="col" className="px-3 py-2 text-right">{t('schedule.payment')}</th>
            <th scope="col" className="px-3 py-2 text-right">{t('schedule.principal')}</th>
            <th scope="col" className="px-3 py-2 text-right">{t('schedule.interest')}</th>
            <th scope="col" className="px-3 py-2 text-right">{t('schedule.balance')}</th>
          </tr>
        </thead>
        {years.map((year) => {
          const expanded = open.has(year.year);
          return (
            <tbody key={year.year} className="border-t border-slate-200">
              <tr className="bg-white font-semibold text-slate-900">
                <th scope="rowgroup" className="px-1 py-1 text-left">
                  <button
                    type="button"
                    aria-expanded={expanded}
                    onClick={() => toggle(year.year)}
                    className="flex w-full items-center gap-2 rounded-md px-2 py-1 text-left hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
                  >
                    <svg viewBox="0 0 24 24" className={`size-4 shrink-0 text-brand-700 transition-transform ${expanded ? 'rotate-90' : ''}`} fill="none" stroke="currentColor" strokeWidth={2.5} aria-hidden="true" focusable="false">
                      <path d="m9 6 6 6-6 6" strokeLinecap="round" strokeLinejoin="round" />
                    </svg>
                    {year.year}
                    <span className="sr-only">{` ${t('schedule.yearPayments', { count: year.rows.length })}`}</span>
                  </button>
                </th>
                <td className={cell}>{money(year.payment)}</td>
                <td className={cell}>{money(year.principal)}</td>
                <td className={cell}>{money(year.interest)}</td>
                <td className={cell} data-testid="year-end-balance">{money(year.remainingBalance)}</td>
              </tr>
              {expanded &&
                year.rows.map((row) => (
                  <tr key={row.paymentNumber} className="bg-slate-50/70 text-slate-700" data-testid="schedule-month">
                    <th scope="row" className="py-1.5 pl-10 pr-3 text-left font-normal">{formatYearMonth(locale, row)}</th>
                    <td className={cell}>{money(row.payment)}</td>
                    <td className={cell}>{money(row.principal)}</td>
                    <td className={cell}>{money(row.interest)}</td>
                    <td className={cell}>{money(row.remainingBalance)}</td>
                  </tr>
                ))}
            </tbody>
          );
        })}
      </table>
    </div>
  );
});
