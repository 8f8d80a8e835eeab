import { useState } from 'react';
import { messageOf, studioPost } from '../../api/studio-client';
import type { Draft, GateReport } from '../../../domain/studio/studio-contract';
import { Alert } from '../../components/alert';
import { primaryButton, secondaryButton } from '../../components/buttons';
import { mayDo, useUser } from '../../session/session-context';
import { DiffSummary } from './diff-summary';
import { FindingList } from './finding-list';
import { PublishDialog } from './publish-dialog';

interface CheckPanelProps {
  draft: Draft;
  unsaved: boolean;
  save(): Promise<boolean>;
  report: GateReport | null;
  onReport(report: GateReport): void;
  /** Opens where a finding points; `rule` is the finding's, absent for a coverage gap. */
  onFinding(pointer: string, rule?: string): void;
}

/** Runs the publish gate on the saved draft and shows what it found; publishers publish from here. */
export function CheckPanel({ draft, unsaved, save, report, onReport, onFinding }: CheckPanelProps) {
  const user = useUser();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [publishing, setPublishing] = useState(false);

  const check = async () => {
    setBusy(true);
    setError(null);
    try {
      if (unsaved && !(await save())) return;
      onReport(await studioPost<GateReport>(`/drafts/${draft.draftId}/check`));
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="check-heading" className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="check-heading" className="text-lg font-semibold">Check and publish</h2>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={secondaryButton} onClick={() => void check()} disabled={busy}>
          {busy ? 'Checking…' : unsaved ? 'Save and check' : 'Check'}
        </button>
        {mayDo(user, 'publisher') && (
          <button type="button" className={primaryButton} disabled={unsaved} onClick={() => setPublishing(true)}>
            Publish…
          </button>
        )}
      </div>
      {unsaved && mayDo(user, 'publisher') && <p className="text-sm text-slate-700">Save the draft to publish it.</p>}
      {error && <Alert tone="error">{error}</Alert>}
      {report && (
        <div className="space-y-4" aria-live="polite">
          <Alert tone={report.ok ? 'success' : 'error'}>
            {report.ok ? 'The draft passes the gate.' : `The draft cannot be published yet: ${report.findings.filter((finding) => finding.severity === 'error').length} error(s).`}
            {report.breaking && ' It removes or renames answer keys the CRM webhook reads (breaking).'}
          </Alert>
          <FindingList findings={report.findings} onFinding={onFinding} />
          {report.coverage && (
            <div>
              <h3 className="font-semibold">Coverage by QA path fixtures</h3>
              <p className="text-sm">
                Questions {report.coverage.questions.covered}/{report.coverage.questions.total}, jumps {report.coverage.jumps.covered}/{report.coverage.jumps.total}
                {report.coverage.pairs.total > 0 && `; pairs of consecutive routes ${report.coverage.pairs.covered}/${report.coverage.pairs.total} (not required)`}
              </p>
              {report.coverage.missing.length > 0 && (
                <ul className="mt-1 list-disc pl-5 text-sm">
                  {report.coverage.missing.map((item) => (
                    <li key={item.pointer}>
                      <button type="button" className="text-left text-brand-700 underline" onClick={() => onFinding(item.pointer)}>
                        Not reached: {item.label}
                      </button>
                    </li>
                  ))}
                </ul>
              )}
              {report.coverage.failing.length > 0 && (
                <ul className="mt-1 list-disc pl-5 text-sm text-red-800">
                  {report.coverage.failing.map((fixture) => (
                    <li key={fixture.name}>
                      Fixture “{fixture.name}” fails: {fixture.failures.join('; ')}
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )}
          {report.diff && <DiffSummary diff={report.diff} />}
        </div>
      )}
      {publishing && <PublishDialog draft={draft} report={report} onClose={() => setPublishing(false)} />}
    </section>
  );
}
