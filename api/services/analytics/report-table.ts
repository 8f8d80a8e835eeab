import type { FlowReport, FunnelTotals } from '../../../app/domain/studio/analytics-contract';
import { toCsv } from '../lead-export';

const rate = (value: number | null) => (value === null ? '' : `${(value * 100).toFixed(1)} %`);
const totalsRow = (label: string, totals: FunnelTotals) => [label, String(totals.visitors), String(totals.starts), String(totals.completions), String(totals.leads), String(totals.verifiedLeads), rate(totals.conversion)];
const TOTALS = ['', 'visitors', 'starts', 'completions', 'leads', 'verified leads', 'conversion'];

/** The report's tables, each a title, a header and rows of text (the suppressed cells already read "<N"). */
export function reportTables(report: FlowReport): Array<{ title: string; columns: string[]; rows: string[][] }> {
  return [
    { title: `${report.flowId}, ${report.from} to ${report.to}${report.version ? `, version ${report.version}` : ''}`, columns: TOTALS, rows: [totalsRow('all visits', report)] },
    {
      title: 'questions',
      columns: ['question', 'title', 'views', 'answers', 'exits', 'drop-off', 'median active time (s)'],
      rows: report.questions.map((question) => [question.key, question.title, String(question.views), String(question.answers), String(question.exits), rate(question.dropOff), question.medianActiveMs === null ? '' : (question.medianActiveMs / 1000).toFixed(1)]),
    },
    { title: 'routes', columns: ['from', 'to', 'visitors'], rows: report.edges.map((edge) => [edge.from, edge.to, String(edge.count)]) },
    ...Object.entries(report.breakdowns).map(([dimension, rows]) => ({ title: `by ${dimension}`, columns: TOTALS.map((column, at) => (at === 0 ? dimension : column)), rows: rows.map((row) => totalsRow(row.value, row)) })),
  ];
}

/** The report as one CSV: each table after a line naming it, spreadsheet formulas neutralised. */
export function reportCsv(report: FlowReport): string {
  return reportTables(report)
    .map((table) => toCsv({ columns: [table.title], rows: [] }) + toCsv({ columns: table.columns, rows: table.rows }))
    .join('\r\n');
}

/** The report as aligned plain-text tables, for a terminal. */
export function reportText(report: FlowReport): string {
  return reportTables(report)
    .map((table) => {
      const widths = table.columns.map((column, at) => Math.max(column.length, ...table.rows.map((row) => row[at]!.length)));
      const line = (row: string[]) => row.map((cell, at) => cell.padEnd(widths[at]!)).join('  ').trimEnd();
      return [table.title, line(table.columns), ...table.rows.map(line)].join('\n');
    })
    .join('\n\n');
}
