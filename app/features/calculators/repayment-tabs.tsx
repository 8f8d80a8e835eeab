import { useMemo, useState } from 'react';
import { RepaymentChart } from '../../components/charts/repayment-chart';
import { Tabs } from '../../components/tabs/tabs';
import { yearlyChartPoints, type AmortizationRow, type YearMonth } from '../../domain/finance/index';
import type { Locale } from '../../../i18n/locales';
import { useLocale, useText } from '../../../renderers/i18n/locale-context';
import { AmortizationTable } from './amortization-table';
import { formatDollars, formatYears } from './format';
import { calculatorsText } from './messages';

/** The chart's text alternative: where each line ends. */
export function repaymentSummary(locale: Locale, rows: readonly AmortizationRow[]): string {
  const first = rows[0];
  const last = rows[rows.length - 1];
  if (!first || !last) return calculatorsText.text(locale, 'repayment.summaryNone');
  const loan = first.principal + first.remainingBalance;
  return calculatorsText.text(locale, 'repayment.summary', {
    duration: formatYears(locale, Math.ceil(rows.length / 12)),
    principal: formatDollars(locale, last.principalPaid),
    interest: formatDollars(locale, last.interestPaid),
    loan: formatDollars(locale, loan),
    balance: formatDollars(locale, last.remainingBalance),
  });
}

/**
 * Tab 0 the Payment Breakdown chart, tab 1 the Amortization Schedule: the same schedule
 * drawn by year and listed by month.
 */
export function RepaymentTabs({ rows, firstPayment }: { rows: readonly AmortizationRow[]; firstPayment: YearMonth }) {
  const [tab, setTab] = useState(0);
  const locale = useLocale();
  const t = useText(calculatorsText);
  const points = useMemo(() => yearlyChartPoints(rows), [rows]);
  return (
    <Tabs
      label={t('repayment.tabsLabel')}
      selectedIndex={tab}
      onChange={setTab}
      tabs={[
        {
          label: t('repayment.breakdown'),
          content: () =>
            points.length > 0 ? (
              <RepaymentChart points={points} summary={repaymentSummary(locale, rows)} />
            ) : (
              <p className="rounded-xl bg-slate-50 p-6 text-slate-600">{t('schedule.empty')}</p>
            ),
        },
        { label: t('repayment.schedule'), content: () => <AmortizationTable rows={rows} firstPayment={firstPayment} /> },
      ]}
    />
  );
}
