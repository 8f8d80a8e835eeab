import { useMemo, useState } from 'react';
import { RepaymentChart } from '../../components/charts/repayment-chart';
import { Tabs } from '../../components/tabs/tabs';
import { yearlyChartPoints, type AmortizationRow, type YearMonth } from '../../domain/finance/index';
import { AmortizationTable } from './amortization-table';
import { formatDollars, formatYears } from './format';

/** The chart's text alternative: where each line ends. */
export function repaymentSummary(rows: readonly AmortizationRow[]): string {
  const first = rows[0];
  const last = rows[rows.length - 1];
  if (!first || !last) return 'No repayment chart: there is no loan to repay.';
  const loan = first.principal + first.remainingBalance;
  return (
    `Repayment over ${formatYears(Math.ceil(rows.length / 12))}: principal paid rises to ${formatDollars(last.principalPaid)}, ` +
    `interest paid to ${formatDollars(last.interestPaid)}, and the loan balance falls from ${formatDollars(loan)} to ${formatDollars(last.remainingBalance)}.`
  );
}

/**
 * Tab 0 the Payment Breakdown chart, tab 1 the Amortization Schedule: the same schedule
 * drawn by year and listed by month.
 */
export function RepaymentTabs({ rows, firstPayment }: { rows: readonly AmortizationRow[]; firstPayment: YearMonth }) {
  const [tab, setTab] = useState(0);
  const points = useMemo(() => yearlyChartPoints(rows), [rows]);
  return (
    <Tabs
      label="Repayment views"
      selectedIndex={tab}
      onChange={setTab}
      tabs={[
        {
          label: 'Payment Breakdown',
          content: () =>
            points.length > 0 ? (
              <RepaymentChart points={points} summary={repaymentSummary(rows)} />
            ) : (
              <p className="rounded-xl bg-slate-50 p-6 text-slate-600">There is nothing to repay: the loan amount or the loan length is 0.</p>
            ),
        },
        { label: 'Amortization Schedule', content: () => <AmortizationTable rows={rows} firstPayment={firstPayment} /> },
      ]}
    />
  );
}
