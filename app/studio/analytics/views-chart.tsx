import { type ComponentType } from 'react';
import { useLazyChart } from '../../components/charts/use-lazy-chart';
import type { QuestionReport } from '../../domain/studio/analytics-contract';
import type { VictoryViewsChartProps } from './victory-views-chart';

type ChartComponent = ComponentType<VictoryViewsChartProps>;

let chartModule: Promise<ChartComponent> | undefined;
/** Victory's chunk, fetched the first time a report has questions to draw, so the studio's first load stays small. */
function loadChart(): Promise<ChartComponent> {
  chartModule ??= import('./victory-views-chart').then((module) => module.VictoryViewsChart);
  return chartModule;
}

const ROW_PX = 32;
const AXIS_PX = 48;

/**
 * Views per question as a bar chart, drawn at its box's measured width. The drawing is an image named by
 * its title and described by the figures; the questions table is where they are read.
 */
export function ViewsChart({ questions }: { questions: readonly QuestionReport[] }) {
  const { box, size, Chart, failed } = useLazyChart(loadChart);
  const width = size?.width ?? 0;
  const height = AXIS_PX + ROW_PX * questions.length;
  const description = `Views per question, in flow order: ${questions.map((question) => `${question.key} ${question.views}`).join(', ')}. The questions table has the same figures.`;
  const ready = Chart && width > 0 && !failed;
  return (
    <figure className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <figcaption className="text-sm font-medium text-slate-800">Views per question</figcaption>
      <div ref={box} className="mt-2" style={{ height }} data-chart-state={ready ? 'ready' : failed ? 'failed' : 'loading'}>
        {ready ? (
          <Chart questions={questions} title="Views per question" description={description} width={width} height={height} />
        ) : (
          <p className="text-sm text-slate-600">{failed ? 'The chart could not be loaded; the table has the figures.' : 'Loading chart…'}</p>
        )}
      </div>
    </figure>
  );
}
