import { useDeferredValue, type ComponentType } from 'react';
import { useText } from '../../../renderers/i18n/locale-context';
import { chartsText } from './messages';
import { useLazyChart } from './use-lazy-chart';
import type { ChartPoint } from '../../domain/finance/index';
import { CHART_BOX_CLASS, repaymentSeries } from './repayment-series';
import type { VictoryRepaymentChartProps } from './victory-repayment-chart';

type ChartComponent = ComponentType<VictoryRepaymentChartProps>;

let chartModule: Promise<ChartComponent> | undefined;
/** Victory's chunk, fetched once, after the page has hydrated (never on the server). */
function loadChart(): Promise<ChartComponent> {
  chartModule ??= import('./victory-repayment-chart').then((module) => module.VictoryRepaymentChart);
  return chartModule;
}

export interface RepaymentChartProps {
  points: readonly ChartPoint[];
  /** The chart's text alternative, read instead of the drawing. */
  summary: string;
}

/**
 * The repayment chart (principal paid, interest paid, loan balance by year). The server and the first
 * client render draw a placeholder in the chart's box; the Victory drawing is imported after hydration
 * and drawn at the box's measured size, so nothing moves. Points are deferred (useDeferredValue) so
 * dragging a slider stays responsive while the chart catches up. The drawing is hidden from assistive
 * technology; `summary` is its text alternative (the schedule tab has the figures as a table).
 */
export function RepaymentChart({ points, summary }: RepaymentChartProps) {
  const t = useText(chartsText);
  const deferred = useDeferredValue(points);
  const { box, size, Chart, failed } = useLazyChart(loadChart);
  const ready = Chart && size && size.width > 0 && !failed;

  return (
    <figure>
      <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700" aria-hidden="true">
        {repaymentSeries.map((series) => (
          <li key={series.key} className="flex items-center gap-2">
            <span className="inline-block h-1 w-5 rounded-full" style={{ backgroundColor: series.color }} />
            {t(`series.${series.key}`)}
          </li>
        ))}
      </ul>
      <div ref={box} className={`mt-3 ${CHART_BOX_CLASS}`} aria-hidden="true" data-chart-state={ready ? 'ready' : 'loading'}>
        {ready ? (
          <Chart points={deferred} width={size.width} height={size.height} />
        ) : (
          <div className="absolute inset-0 flex flex-col justify-between rounded-xl bg-slate-50 px-4 py-5">
            {[0, 1, 2, 3].map((line) => (
              <span key={line} className="block h-px w-full bg-slate-200" />
            ))}
            <span className="absolute inset-0 grid place-items-center text-sm text-slate-600">{failed ? t('failed') : t('loading')}</span>
          </div>
        )}
      </div>
      <figcaption className="sr-only">{summary}</figcaption>
    </figure>
  );
}
