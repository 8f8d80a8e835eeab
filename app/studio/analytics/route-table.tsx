import type { FlowReport } from '../../domain/studio/analytics-contract';
import { TableHead } from '../components/table-head';
import { formatCount } from './report-format';

/** The traffic on each route between questions: how many visitors went from one to the next. */
export function RouteTable({ edges }: { edges: FlowReport['edges'] }) {
  if (edges.length === 0) return <p className="mt-2 text-sm text-slate-700">No visitor went from one question to another.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full bg-white text-left text-sm shadow-sm">
        <caption className="sr-only">Routes between questions, with the visitors who took each</caption>
        <TableHead columns={['From', 'To', 'Visitors']} />
        <tbody>
          {edges.map((edge) => (
            <tr key={`${edge.from} ${edge.to}`} className="border-t border-slate-200">
              <td className="px-3 py-2 font-mono">{edge.from}</td>
              <td className="px-3 py-2 font-mono">
                <span aria-hidden="true">→ </span>
                {edge.to}
              </td>
              <td className="px-3 py-2">{formatCount(edge.count)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
