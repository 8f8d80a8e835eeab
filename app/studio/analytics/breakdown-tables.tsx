import type { FlowReport } from '../../domain/studio/analytics-contract';
import { shortHash } from '../components/format';
import { TableHead } from '../components/table-head';
import { formatCount, formatRate } from './report-format';
import { Shown } from './not-shown';

type Dimension = keyof FlowReport['breakdowns'];

const DIMENSIONS: { key: Dimension; name: string; heading: string }[] = [
  { key: 'version', name: 'Version', heading: 'By version' },
  { key: 'device', name: 'Device', heading: 'By device' },
  { key: 'lang', name: 'Language', heading: 'By language' },
  { key: 'utmSource', name: 'UTM source', heading: 'By UTM source' },
  { key: 'broker', name: 'Broker', heading: 'By broker' },
];

const FIGURES = ['Visitors', 'Starts', 'Completions', 'Stored leads', 'Verified leads', 'Conversion'];

/**
 * The totals again, by version, device, language, UTM source and broker: one table each. Values with too
 * few visitors to name come last, added up in the report's "Other" row.
 */
export function BreakdownTables({ breakdowns }: { breakdowns: FlowReport['breakdowns'] }) {
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      {DIMENSIONS.map(({ key, name, heading }) => (
        <section key={key} aria-labelledby={`by-${key}`} className="min-w-0">
          <h3 id={`by-${key}`} className="font-semibold">
            {heading}
          </h3>
          {breakdowns[key].length === 0 ? (
            <p className="mt-1 text-sm text-slate-700">No followed visits.</p>
          ) : (
            <div className="mt-1 overflow-x-auto">
              <table className="w-full bg-white text-left text-sm shadow-sm" aria-labelledby={`by-${key}`}>
                <TableHead columns={[name, ...FIGURES]} />
                <tbody>
                  {breakdowns[key].map((row) => (
                    // A group's value may read like the folded row's label: the mark keeps their keys apart.
                    <tr key={`${row.other ? 'other' : 'group'}:${row.value}`} className="border-t border-slate-200">
                      <th scope="row" className={`px-3 py-2 font-medium ${row.other ? 'italic' : key === 'version' ? 'font-mono' : ''}`}>
                        {key === 'version' && !row.other ? shortHash(row.value) : row.value}
                      </th>
                      <td className="px-3 py-2">{formatCount(row.visitors)}</td>
                      <td className="px-3 py-2">{formatCount(row.starts)}</td>
                      <td className="px-3 py-2">{formatCount(row.completions)}</td>
                      <td className="px-3 py-2">{formatCount(row.leads)}</td>
                      <td className="px-3 py-2">{formatCount(row.verifiedLeads)}</td>
                      <td className="px-3 py-2">
                        <Shown value={formatRate(row.conversion)} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      ))}
    </div>
  );
}
