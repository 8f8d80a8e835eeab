import type { FlowReport } from '../../domain/studio/analytics-contract';
import { shortHash } from '../components/format';
import { DataTable, type DataColumn } from '../components/data-table';
import { formatCount, formatRate } from './report-format';
import { Shown } from './not-shown';

type Dimension = keyof FlowReport['breakdowns'];
type BreakdownRow = FlowReport['breakdowns'][Dimension][number];

const DIMENSIONS: { key: Dimension; name: string; heading: string }[] = [
  { key: 'version', name: 'Version', heading: 'By version' },
  { key: 'device', name: 'Device', heading: 'By device' },
  { key: 'lang', name: 'Language', heading: 'By language' },
  { key: 'utmSource', name: 'UTM source', heading: 'By UTM source' },
  { key: 'broker', name: 'Broker', heading: 'By broker' },
];

const FIGURES: readonly DataColumn<BreakdownRow>[] = [
  { name: 'Visitors', cell: (row) => formatCount(row.visitors) },
  { name: 'Starts', cell: (row) => formatCount(row.starts) },
  { name: 'Completions', cell: (row) => formatCount(row.completions) },
  { name: 'Stored leads', cell: (row) => formatCount(row.leads) },
  { name: 'Verified leads', cell: (row) => formatCount(row.verifiedLeads) },
  { name: 'Conversion', cell: (row) => <Shown value={formatRate(row.conversion)} /> },
];

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
            <DataTable
              className="mt-1 overflow-x-auto"
              labelledBy={`by-${key}`}
              rows={breakdowns[key]}
              // A group's value may read like the folded row's label: the mark keeps their keys apart.
              rowKey={(row) => `${row.other ? 'other' : 'group'}:${row.value}`}
              rowHeader={{
                name,
                cell: (row) => (key === 'version' && !row.other ? shortHash(row.value) : row.value),
                className: (row) => (row.other ? 'italic' : key === 'version' ? 'font-mono' : ''),
              }}
              columns={FIGURES}
            />
          )}
        </section>
      ))}
    </div>
  );
}
