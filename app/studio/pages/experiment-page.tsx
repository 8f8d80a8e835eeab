import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { messageOf, studioGet, studioPost } from '../api/studio-client';
import type { ExperimentReport, ExperimentSummary, PromoteAnswer } from '../../domain/studio/experiment-contract';
import { Alert } from '../components/alert';
import { linkClass } from '../components/buttons';
import { LoadState } from '../components/load-state';
import { PageHeading } from '../components/page-heading';
import { useLoad } from '../components/use-load';
import { experimentsPath } from '../experiments/experiment-format';
import { ExperimentReportView } from '../experiments/experiment-report-view';
import { mayDo, useUser } from '../session/session-context';

function ExperimentReportPage({ id }: { id: string }) {
  const navigate = useNavigate();
  const path = `/experiments/${encodeURIComponent(id)}`;
  const [state, reload] = useLoad(() => studioGet<ExperimentReport>(path), [path]);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const messageBox = useRef<HTMLDivElement>(null);
  // The button pressed may be gone (Stop) once the report reloads: the outcome takes the focus instead.
  useEffect(() => {
    if (message) messageBox.current?.focus();
  }, [message]);

  const act = async (work: () => Promise<string | null>) => {
    setBusy(true);
    try {
      const done = await work();
      if (done) {
        setMessage({ tone: 'success', text: done });
        reload();
      }
    } catch (error) {
      setMessage({ tone: 'error', text: messageOf(error) });
    } finally {
      setBusy(false);
    }
  };

  const stop = (experiment: ExperimentSummary) => {
    if (!window.confirm(`Stop “${experiment.name}”? Every visitor is then served the live version of ${experiment.flowId}.`)) return;
    void act(async () => {
      await studioPost<ExperimentSummary>(`${path}/stop`);
      return `The experiment is stopped: every visitor is served the live version of ${experiment.flowId}.`;
    });
  };

  const promote = (experiment: ExperimentSummary, variant: string) => {
    if (experiment.state === 'running' && !window.confirm(`Promote variant ${variant}? The experiment stops, and a draft of its version opens for you to publish.`)) return;
    void act(async () => {
      const answer = await studioPost<PromoteAnswer>(`${path}/promote`, { variant });
      if (answer.draftId) {
        navigate(`/studio/drafts/${encodeURIComponent(answer.draftId)}`);
        return null;
      }
      return `Variant ${variant} is already the live version of ${experiment.flowId}, so there is nothing to publish; the experiment is stopped.`;
    });
  };

  return (
    <LoadState state={state}>
      {(report) => (
        <>
          <p className="text-sm">
            <Link to={experimentsPath(report.experiment.flowId)} className={linkClass}>
              Experiments on {report.experiment.flowId}
            </Link>
          </p>
          <PageHeading>Experiment: {report.experiment.name}</PageHeading>
          {message && (
            <div ref={messageBox} tabIndex={-1} className="mt-4 focus:outline-none">
              <Alert tone={message.tone}>{message.text}</Alert>
            </div>
          )}
          <ExperimentReportView report={report} busy={busy} onStop={() => stop(report.experiment)} onPromote={(variant) => promote(report.experiment, variant)} />
        </>
      )}
    </LoadState>
  );
}

/** One experiment's report; publishers stop it, or promote a variant to a draft to publish through the gate. */
export function ExperimentPage() {
  const { id = '' } = useParams();
  const user = useUser();
  if (mayDo(user, 'publisher')) return <ExperimentReportPage id={id} />;
  return (
    <>
      <PageHeading>Experiment</PageHeading>
      <p className="mt-4 text-slate-700">Experiments are for publishers and admins.</p>
    </>
  );
}
