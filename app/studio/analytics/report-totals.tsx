import type { FlowReport } from '../../domain/studio/analytics-contract';
import { formatCount, formatRate, privacyNote } from './report-format';
import { Shown } from './not-shown';

/** The funnel's totals, each a labelled figure, with how small counts are shown. */
export function ReportTotals({ report }: { report: FlowReport }) {
  const figures = [
    { label: 'Visitors', value: formatCount(report.visitors), hint: 'saw the flow' },
    { label: 'Starts', value: formatCount(report.starts), hint: 'answered the first question' },
    { label: 'Completions', value: formatCount(report.completions), hint: 'reached the contact step' },
    { label: 'Stored leads', value: formatCount(report.leads), hint: 'sent their details' },
    { label: 'Verified leads', value: formatCount(report.verifiedLeads), hint: 'confirmed their phone' },
    { label: 'Conversion', value: formatRate(report.conversion), hint: 'stored leads per visitor' },
  ];
  const note = privacyNote(report.minCell);
  return (
    <section aria-labelledby="totals-heading" className="mt-6">
      <h2 id="totals-heading" className="text-lg font-semibold">
        Totals
      </h2>
      <dl className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
        {figures.map((figure) => (
          <div key={figure.label} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
            <dt className="text-sm font-medium text-slate-700">{figure.label}</dt>
            <dd className="mt-1 text-2xl font-bold text-brand-900">
              <Shown value={figure.value} />
            </dd>
            <dd className="text-xs text-slate-600">{figure.hint}</dd>
          </div>
        ))}
      </dl>
      {note && <p className="mt-2 text-sm text-slate-700">{note}</p>}
    </section>
  );
}
