import { useNavigate } from 'react-router-dom';
import { studioGet } from '../api/studio-client';
import type { ExperimentSummary } from '../../domain/studio/experiment-contract';
import type { DefinitionDetail } from '../../domain/studio/studio-contract';
import { Alert } from '../components/alert';
import { ChosenFlow } from '../components/chosen-flow';
import { LoadState } from '../components/load-state';
import { PublisherPage } from '../components/publisher-page';
import { useLoad } from '../components/use-load';
import { ExperimentList } from '../experiments/experiment-list';
import { experimentPath, experimentsPath } from '../experiments/experiment-format';
import { FlowPicker } from '../experiments/flow-picker';
import { StartExperimentForm } from '../experiments/start-experiment-form';

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

/** A flow's experiments: published versions served side by side by weight; publishers start one here. */
export function ExperimentsPage() {
  return (
    <PublisherPage
      title="Experiments"
      intro="Compare published versions of a flow on real visitors. Choose a flow to see its experiments or start one."
      refusal="Experiments are for publishers and admins."
    >
      <ChosenFlow nothing="There is no flow to experiment on." pathOf={experimentsPath}>
        {(flows, flowId) => <FlowExperiments flows={flows} flowId={flowId} />}
      </ChosenFlow>
    </PublisherPage>
  );
}
