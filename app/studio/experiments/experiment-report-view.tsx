import { Link } from 'react-router-dom';
import type { ExperimentReport } from '../../domain/studio/experiment-contract';
import { privacyNote } from '../analytics/report-format';
import { Alert } from '../components/alert';
import { dangerButton, linkClass } from '../components/buttons';
import { formatWhen } from '../components/format';
import { ExposureNote } from './exposure-note';
import { NotCounted } from './not-counted';
import { formatPValue, stateLabel } from './experiment-format';
import { VariantTable } from './variant-table';

interface ExperimentReportViewProps {
  report: ExperimentReport;
  onPromote?: (key: string) => void;
  /** Shown while the experiment runs. */
  onStop?: () => void;
  busy?: boolean;
}

/** What an experiment is and how its variants did, with a warning when its split of visitors cannot be trusted, and what was not counted. */
export function ExperimentReportView({ report, onPromote, onStop, busy }: ExperimentReportViewProps) {
  const { experiment, sampleRatio } = report;
  const note = privacyNote(report.minCell);
  return (
    <>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-medium">Flow</dt>
        <dd>
          <Link to={`/studio/definitions/${encodeURIComponent(experiment.flowId)}`} className={linkClass}>
            {experiment.flowId}
          </Link>
        </dd>
        <dt className="font-medium">State</dt>
        <dd>{stateLabel(experiment.state)}</dd>
        <dt className="font-medium">Started</dt>
        <dd>
          {formatWhen(experiment.startedAt)} by {experiment.startedBy}
        </dd>
        {experiment.stoppedAt && (
          <>
            <dt className="font-medium">Stopped</dt>
            <dd>
              {formatWhen(experiment.stoppedAt)} by {experiment.stoppedBy}
            </dd>
          </>
        )}
      </dl>
      {onStop && experiment.state === 'running' && (
        <button type="button" className={`${dangerButton} mt-4`} disabled={busy} onClick={onStop}>
          Stop the experiment
        </button>
      )}
      {sampleRatio.mismatch && (
        <div className="mt-4">
          <Alert tone="error">
            The split of visitors does not match the weights ({formatPValue(sampleRatio.pValue)}): something serves or counts the variants unevenly (a variant whose visits fail to report, or assignments of one variant kept and the others dropped), so these results cannot be trusted until the cause is found.
          </Alert>
        </div>
      )}
      <section aria-labelledby="variants-heading" className="mt-6">
        <h2 id="variants-heading" className="mb-2 text-lg font-semibold">
          Variants
        </h2>
        <div className="mb-3 space-y-1">
          <ExposureNote exposure={report.exposure} />
          <p className="text-sm text-slate-700">
            Rates are leads per exposed visit. "Probability best" is the chance that a variant's rate is truly the highest of all.
          </p>
          {note && <p className="text-sm text-slate-700">{note}</p>}
        </div>
        <VariantTable variants={report.variants} onPromote={onPromote} busy={busy} />
      </section>
      <NotCounted report={report} />
    </>
  );
}
