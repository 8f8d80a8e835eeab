import { VictoryAxis, VictoryBar, VictoryChart, VictoryContainer } from 'victory';
import type { QuestionReport } from '../../domain/studio/analytics-contract';
import { countTicks } from './count-ticks';

export interface VictoryViewsChartProps {
  questions: readonly QuestionReport[];
  title: string;
  description: string;
  /** Pixels. */
  width: number;
  height: number;
}

const text = { fontSize: 12, fill: '#475569', fontFamily: 'Inter, ui-sans-serif, system-ui, sans-serif' };

/**
 * The Victory drawing of views per question: one horizontal bar each, the first question at the top. A
 * suppressed count ("<5") draws no bar and keeps its text as the label. Loaded on demand (Victory is
 * ~90 KB gzip); see views-chart.tsx.
 */
export function VictoryViewsChart({ questions, title, description, width, height }: VictoryViewsChartProps) {
  const count = questions.length;
  // Bars are placed at 1..count from the bottom up, so the flow reads top to bottom.
  const data = questions.map((question, at) => ({ x: count - at, y: typeof question.views === 'number' ? question.views : 0, label: String(question.views) }));
  const ticks = countTicks(Math.max(...data.map((bar) => bar.y)));
  const left = Math.min(220, 16 + 7 * Math.max(...questions.map((question) => question.key.length)));
  return (
    <VictoryChart
      horizontal
      width={width}
      height={height}
      padding={{ top: 8, right: 48, bottom: 36, left }}
      domain={{ x: [0.5, count + 0.5], y: [0, ticks[ticks.length - 1]!] }}
      containerComponent={<VictoryContainer responsive={false} title={title} desc={description} />}
    >
      <VictoryAxis tickValues={data.map((bar) => bar.x)} tickFormat={(x: number) => questions[count - x]?.key ?? ''} style={{ axis: { stroke: '#cbd5e1' }, tickLabels: { ...text, padding: 6 } }} />
      <VictoryAxis
        dependentAxis
        tickValues={ticks}
        tickFormat={(value: number) => value.toLocaleString('en-US')}
        style={{ axis: { stroke: 'transparent' }, grid: { stroke: '#e2e8f0', strokeDasharray: '4 4' }, tickLabels: { ...text, padding: 4 } }}
      />
      <VictoryBar data={data} barWidth={18} style={{ data: { fill: '#1d5fbf' }, labels: { ...text, fill: '#0f172a' } }} />
    </VictoryChart>
  );
}
