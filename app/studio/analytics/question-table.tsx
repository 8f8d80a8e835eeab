import type { QuestionReport } from '../../domain/studio/analytics-contract';
import { TableHead } from '../components/table-head';
import { formatCount, formatRate, formatSeconds } from './report-format';
import { Shown } from './not-shown';

const COLUMNS = ['Question', 'Key', 'Views', 'Answers', 'Exits', 'Drop-off', 'Median active time (s)'];

/** Each question in flow order: who saw it, answered it, left on it, and how long answering took. */
export function QuestionTable({ questions }: { questions: readonly QuestionReport[] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full bg-white text-left text-sm shadow-sm">
        <caption className="sr-only">Questions in flow order, with views, answers, exits, drop-off and median active time</caption>
        <TableHead columns={COLUMNS} />
        <tbody>
          {questions.map((question) => (
            <tr key={question.key} className="border-t border-slate-200">
              <th scope="row" className="px-3 py-2 font-medium">
                {question.title}
              </th>
              <td className="px-3 py-2 font-mono">{question.key}</td>
              <td className="px-3 py-2">{formatCount(question.views)}</td>
              <td className="px-3 py-2">{formatCount(question.answers)}</td>
              <td className="px-3 py-2">{formatCount(question.exits)}</td>
              <td className="px-3 py-2">
                <Shown value={formatRate(question.dropOff)} />
              </td>
              <td className="px-3 py-2">
                <Shown value={formatSeconds(question.medianActiveMs)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
