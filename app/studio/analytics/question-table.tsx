import type { QuestionReport } from '../../domain/studio/analytics-contract';
import { DataTable, type DataColumn } from '../components/data-table';
import { formatCount, formatRate, formatSeconds } from './report-format';
import { Shown } from './not-shown';

const COLUMNS: readonly DataColumn<QuestionReport>[] = [
  { name: 'Key', cell: (question) => question.key, className: 'font-mono' },
  { name: 'Views', cell: (question) => formatCount(question.views) },
  { name: 'Answers', cell: (question) => formatCount(question.answers) },
  { name: 'Exits', cell: (question) => formatCount(question.exits) },
  { name: 'Drop-off', cell: (question) => <Shown value={formatRate(question.dropOff)} /> },
  { name: 'Median active time (s)', cell: (question) => <Shown value={formatSeconds(question.medianActiveMs)} /> },
];

/** Each question in flow order: who saw it, answered it, left on it, and how long answering took. */
export function QuestionTable({ questions }: { questions: readonly QuestionReport[] }) {
  return (
    <DataTable
      caption="Questions in flow order, with views, answers, exits, drop-off and median active time"
      rows={questions}
      rowKey={(question) => question.key}
      rowHeader={{ name: 'Question', cell: (question) => question.title }}
      columns={COLUMNS}
    />
  );
}
