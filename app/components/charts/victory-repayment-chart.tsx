import { memo } from 'react';
import { VictoryAxis, VictoryChart, VictoryContainer, VictoryLine } from 'victory';
import { numberFormat } from '../../../i18n/format';
import { useLocale, useText } from '../../../renderers/i18n/locale-context';
import { chartsText } from './messages';
import type { ChartPoint } from '../../domain/finance/index';
import { dollarTicks, yearTicks } from './chart-ticks';
import { repaymentSeries } from './repayment-series';

/**
 * The Victory drawing of the repayment chart. Loaded on demand (it pulls in Victory, ~90 KB gzip), only on
 * the pages that draw a chart; see repayment-chart.tsx. Yearly points only: 360 monthly points make
 * the drawing slow on a phone.
 */
const axisText = { fontSize: 12, fill: '#64748b', fontFamily: 'Inter, ui-sans-serif, system-ui, sans-serif' };

export interface VictoryRepaymentChartProps {
  points: readonly ChartPoint[];
  /** Pixels. */
  width: number;
  height: number;
}

/**
 * Memoised: while a slider moves, the wrapper re-renders with the previous (deferred) points, and only
 * the deferred render, which React may interrupt, redraws the chart.
 */
export const VictoryRepaymentChart = memo(function VictoryRepaymentChart({ points, width, height }: VictoryRepaymentChartProps) {
  const locale = useLocale();
  const t = useText(chartsText);
  const compact = numberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
  const last = points[points.length - 1];
  const top = Math.max(...points.map((point) => Math.max(point.principalPaid, point.interestPaid, point.balance)), 1);
  return (
    <VictoryChart
      width={width}
      height={height}
      padding={{ top: 12, right: 16, bottom: 44, left: 56 }}
      containerComponent={<VictoryContainer responsive={false} />}
      domain={{ x: [0, Math.max(1, last?.year ?? 1)] }}
    >
      <VictoryAxis
        tickValues={yearTicks(last?.year ?? 1)}
        tickFormat={(year: number) => `${year}`}
        label={t('axis.year')}
        style={{
          axis: { stroke: '#cbd5e1' },
          ticks: { stroke: '#cbd5e1', size: 4 },
          tickLabels: { ...axisText, padding: 4 },
          axisLabel: { ...axisText, padding: 28, fontWeight: 600 },
        }}
      />
      <VictoryAxis
        dependentAxis
        tickValues={dollarTicks(top)}
        tickFormat={(value: number) => `$${compact.format(value)}`}
        style={{
          axis: { stroke: 'transparent' },
          grid: { stroke: '#e2e8f0', strokeDasharray: '4 4' },
          tickLabels: { ...axisText, padding: 6 },
        }}
      />
      {repaymentSeries.map((series) => (
        <VictoryLine
          key={series.key}
          data={points.map((point) => ({ x: point.year, y: point[series.key] }))}
          style={{ data: { stroke: series.color, strokeWidth: 3, strokeLinecap: 'round' } }}
        />
      ))}
    </VictoryChart>
  );
});
