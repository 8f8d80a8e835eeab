import type { ReactNode } from 'react';
import type { FlowReport } from '../../domain/studio/analytics-contract';
import { secondaryButton } from '../components/buttons';
import { shortHash } from '../components/format';
import { BreakdownTables } from './breakdown-tables';
import { QuestionTable } from './question-table';
import { ReportTotals } from './report-totals';
import { csvHref, type ReportQuery } from './report-query';
import { RouteTable } from './route-table';
import { ViewsChart } from './views-chart';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="mb-2 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** One report: what it covers and its CSV, then totals, questions (table and chart), routes and breakdowns. */
export function FlowReportView({ report, query }: { report: FlowReport; query: ReportQuery }) {
  const empty = report.visitors === 0 && report.questions.length === 0;
  return (
    <>
      <div className="mt-6 flex flex-wrap items-center gap-4">
        <p className="text-sm text-slate-800">
          <strong>{report.flowId}</strong>, {report.from} to {report.to}, {report.version ? <>version <span className="font-mono">{shortHash(report.version)}</span></> : 'all versions'}
        </p>
        <a href={csvHref(query)} download className={secondaryButton}>
          Download CSV
        </a>
      </div>
      {empty ? (
        <p className="mt-6 rounded-lg border border-slate-200 bg-white p-6 text-slate-800 shadow-sm">
          No visits to this flow in this range. Choose more days or all versions to see more.
        </p>
      ) : (
        <>
          <ReportTotals report={report} />
          <Section id="questions-heading" title="Questions">
            <QuestionTable questions={report.questions} />
            {report.questions.length > 0 && (
              <div className="mt-4">
                <ViewsChart questions={report.questions} />
              </div>
            )}
          </Section>
          <Section id="routes-heading" title="Routes">
            <RouteTable edges={report.edges} />
          </Section>
          <Section id="breakdowns-heading" title="Breakdowns">
            <p className="mb-3 text-sm text-slate-700">Followed visits only: visits with Global Privacy Control count in the totals, not here.</p>
            <BreakdownTables breakdowns={report.breakdowns} />
          </Section>
        </>
      )}
    </>
  );
}
