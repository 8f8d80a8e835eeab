import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { studioGet } from '../api/studio-client';
import type { ExperimentSummary } from '../../domain/studio/experiment-contract';
import type { DefinitionDetail, DefinitionSummary } from '../../domain/studio/studio-contract';
import { Alert } from '../components/alert';
import { LoadState } from '../components/load-state';
import { PageHeading } from '../components/page-heading';
import { useLoad } from '../components/use-load';
import { ExperimentList } from '../experiments/experiment-list';
import { experimentPath, experimentsPath } from '../experiments/experiment-format';
import { FlowPicker } from '../experiments/flow-picker';
import { StartExperimentForm } from '../experiments/start-experiment-form';
import { mayDo, useUser } from '../session/session-context';

function FlowExperiments({ flows, flowId }: { flows: string[]; flowId: string }) {
  const navigate = useNavigate();
  const [experiments] = useLoad(() => studioGet<ExperimentSummary[]>(`/experiments?flow=${encodeURIComponent(flowId)}`), [flowId]);
  const [definition] = useLoad(() => studioGet<DefinitionDetail>(`/definitions/${encodeURIComponent(flowId)}`), [flowId]);
  const running = experiments.status === 'ready' ? experiments.data.find((experiment) => experiment.state === 'running') : undefined;
  return (
    <>
      <FlowPicker flows={flows} flowId={flowId} onChoose={(chosen) => navigate(experimentsPath(chosen))} />
      <section aria-labelledby="experiments-heading" className="mt-6">
        <h2 id="experiments-heading" className="text-lg font-semibold">
          Experiments on {flowId}
        </h2>
        <LoadState state={experiments}>{(list) => <ExperimentList experiments={list} />}</LoadState>
      </section>
      {running && (
        <div className="mt-6 max-w-4xl">
          <Alert tone="info">
            “{running.name}” is running on this flow. A flow runs one experiment at a time: stop it from its report before starting another.
          </Alert>
        </div>
      )}
      <LoadState state={definition}>
        {(detail) => <StartExperimentForm key={flowId} flowId={flowId} versions={detail.versions} onStarted={(started) => navigate(experimentPath(started.id))} />}
      </LoadState>
    </>
  );
}

function FlowChoice() {
  const { flowId } = useParams();
  const [flows] = useLoad(
    () => studioGet<DefinitionSummary[]>('/definitions').then((definitions) => definitions.filter((definition) => definition.kind === 'flow').map((definition) => definition.id).sort()),
    [],
  );
  return (
    <LoadState state={flows}>
      {(ids) => {
        if (ids.length === 0) return <p className="mt-4 text-slate-700">There is no flow to experiment on.</p>;
        if (!flowId) return <Navigate replace to={experimentsPath(ids.includes('purchase') ? 'purchase' : ids[0]!)} />;
        return <FlowExperiments flows={ids} flowId={flowId} />;
      }}
    </LoadState>
  );
}

/** A flow's experiments: published versions served side by side by weight; publishers start one here. */
export function ExperimentsPage() {
  const user = useUser();
  return (
    <>
      <PageHeading>Experiments</PageHeading>
      {mayDo(user, 'publisher') ? (
        <>
          <p className="mt-1 text-sm text-slate-700">Compare published versions of a flow on real visitors. Choose a flow to see its experiments or start one.</p>
          <FlowChoice />
        </>
      ) : (
        <p className="mt-4 text-slate-700">Experiments are for publishers and admins.</p>
      )}
    </>
  );
}
