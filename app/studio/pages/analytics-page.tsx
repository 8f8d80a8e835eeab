import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { studioGet } from '../api/studio-client';
import type { FlowReport } from '../../domain/studio/analytics-contract';
import type { DefinitionSummary } from '../../domain/studio/studio-contract';
import { AnalyticsFilters } from '../analytics/analytics-filters';
import { FlowReportView } from '../analytics/flow-report-view';
import { pagePath, queryOf, reportPath, type ReportQuery } from '../analytics/report-query';
import { LoadState } from '../components/load-state';
import { PageHeading } from '../components/page-heading';
import { useLoad } from '../components/use-load';
import { mayDo, useUser } from '../session/session-context';

function FlowAnalytics({ flows, query }: { flows: string[]; query: ReportQuery }) {
  const navigate = useNavigate();
  const [report] = useLoad(() => studioGet<FlowReport>(reportPath(query)), [query.flowId, query.from, query.to, query.version]);
  return (
    <>
      <AnalyticsFilters flows={flows} query={query} onApply={(chosen) => navigate(pagePath(chosen))} />
      <LoadState state={report}>{(data) => <FlowReportView report={data} query={query} />}</LoadState>
    </>
  );
}

function FlowChoice() {
  const { flowId } = useParams();
  const [search] = useSearchParams();
  const [flows] = useLoad(
    () => studioGet<DefinitionSummary[]>('/definitions').then((definitions) => definitions.filter((definition) => definition.kind === 'flow').map((definition) => definition.id).sort()),
    [],
  );
  return (
    <LoadState state={flows}>
      {(ids) => {
        if (ids.length === 0) return <p className="mt-4 text-slate-700">There is no flow to report on.</p>;
        if (!flowId) return <Navigate replace to={pagePath(queryOf(ids.includes('purchase') ? 'purchase' : ids[0]!, search))} />;
        return <FlowAnalytics flows={ids} query={queryOf(flowId, search)} />;
      }}
    </LoadState>
  );
}

/** A flow's funnel report: who came, how far they got, where they left, by version, device, language, source and broker. */
export function AnalyticsPage() {
  const user = useUser();
  return (
    <>
      <PageHeading>Analytics</PageHeading>
      {mayDo(user, 'publisher') ? (
        <>
          <p className="mt-1 text-sm text-slate-700">How visitors move through a flow. Choose a flow, days and version, then show the report.</p>
          <FlowChoice />
        </>
      ) : (
        <p className="mt-4 text-slate-700">Analytics is for publishers and admins.</p>
      )}
    </>
  );
}
