import { useNavigate, useSearchParams } from 'react-router-dom';
import { studioGet } from '../api/studio-client';
import type { FlowReport } from '../../domain/studio/analytics-contract';
import { AnalyticsFilters } from '../analytics/analytics-filters';
import { FlowReportView } from '../analytics/flow-report-view';
import { pagePath, queryOf, reportPath, type ReportQuery } from '../analytics/report-query';
import { ChosenFlow } from '../components/chosen-flow';
import { LoadState } from '../components/load-state';
import { PublisherPage } from '../components/publisher-page';
import { useLoad } from '../components/use-load';

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
  const [search] = useSearchParams();
  return (
    <ChosenFlow nothing="There is no flow to report on." pathOf={(flowId) => pagePath(queryOf(flowId, search))}>
      {(flows, flowId) => <FlowAnalytics flows={flows} query={queryOf(flowId, search)} />}
    </ChosenFlow>
  );
}

/** A flow's funnel report: who came, how far they got, where they left, by version, device, language, source and broker. */
export function AnalyticsPage() {
  return (
    <PublisherPage
      title="Analytics"
      intro="How visitors move through a flow. Choose a flow, days and version, then show the report."
      refusal="Analytics is for publishers and admins."
    >
      <FlowChoice />
    </PublisherPage>
  );
}
