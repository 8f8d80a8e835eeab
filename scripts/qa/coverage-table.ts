import type { FlowCoverage } from '../../engine';

export interface CoverageRow {
  coverage: FlowCoverage;
  fixtures: number;
  /** Fixtures written for another version of the flow (still walked: the engine judges them on today's version). */
  stale: number;
}

const percent = ({ covered, total }: { covered: number; total: number }) => `${covered}/${total} ${total === 0 ? '100' : ((covered / total) * 100).toFixed(covered === total ? 0 : 1)} %`;

/** The coverage of each flow as a plain-text table, followed by what is missing and what fails. */
export function coverageTable(rows: readonly CoverageRow[]): string {
  const header = ['flow', 'fixtures', 'questions', 'jumps', 'jump pairs', 'failing', 'stale'];
  const cells = rows.map(({ coverage, fixtures, stale }) => [coverage.flowId, String(fixtures), percent(coverage.questions), percent(coverage.jumps), percent(coverage.pairs), String(coverage.failing.length), String(stale)]);
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((row) => row[column]!.length)));
  const line = (row: string[]) => row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ').trimEnd();
  const details = rows.flatMap(({ coverage, stale }) => [
    ...coverage.missing.map((item) => `${coverage.flowId}: no fixture reaches ${item.label} (${item.pointer})`),
    ...coverage.failing.map((failing) => `${coverage.flowId}: "${failing.name}" fails: ${failing.failures.join('; ')}`),
    ...(stale > 0 ? [`${coverage.flowId}: ${stale} fixture(s) written for another version; regenerate with npm run qa:generate -- --flow ${coverage.flowId}`] : []),
  ]);
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...cells.map(line), ...(details.length > 0 ? ['', ...details] : [])].join('\n');
}
