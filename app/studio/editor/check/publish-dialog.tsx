import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { messageOf, studioPost, StudioApiError } from '../../api/studio-client';
import type { Draft, GateDiff, GateReport, PublishResult } from '../../../domain/studio/studio-contract';
import { Alert } from '../../components/alert';
import { primaryButton, secondaryButton } from '../../components/buttons';
import { formatWhen } from '../../components/format';
import { inputClass } from '../../components/text-field';
import { DiffSummary } from './diff-summary';

interface Refusal {
  message: string;
  report?: GateReport;
  diff?: GateDiff | null;
}

/** Publish now or at a time; a breaking report needs the acknowledgement; a refusal shows why. */
export function PublishDialog({ draft, report, onClose }: { draft: Draft; report: GateReport | null; onClose(): void }) {
  const navigate = useNavigate();
  const [when, setWhen] = useState<'now' | 'later'>('now');
  const [at, setAt] = useState('');
  const [acknowledged, setAcknowledged] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [done, setDone] = useState<PublishResult | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = { at: useId(), ack: useId() };
  const breaking = report?.breaking ?? refusal?.report?.breaking ?? false;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (when === 'later' && !at) return setRefusal({ message: 'Choose the date and time to publish at.' });
    if (breaking && !acknowledged) return setRefusal({ message: 'Tick the acknowledgement: this change breaks the lead receivers.' });
    setBusy(true);
    setRefusal(null);
    try {
      const body = { ...(when === 'later' ? { at: new Date(at).toISOString() } : {}), acknowledgeBreaking: acknowledged };
      setDone(await studioPost<PublishResult>(`/drafts/${draft.draftId}/publish`, body));
    } catch (error) {
      const details = error instanceof StudioApiError ? (error.details as Record<string, unknown> | undefined) : undefined;
      setRefusal({
        message: messageOf(error),
        report: details && 'findings' in details ? (details as unknown as GateReport) : undefined,
        diff: details && 'diff' in details ? (details.diff as GateDiff | null) : undefined,
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} className="fixed inset-0 z-50 flex items-center justify-center overflow-y-auto p-4">
      <DialogBackdrop className="fixed inset-0 bg-black/40" />
      <DialogPanel className="relative max-h-[90vh] w-full max-w-xl overflow-y-auto rounded-lg bg-white p-6 shadow-xl">
          <DialogTitle className="text-xl font-bold">Publish {draft.definitionId}</DialogTitle>
          {done ? (
            <div className="mt-4 space-y-4">
              <Alert tone="success">{done.state === 'published' ? 'Published: the site serves it within seconds.' : `Scheduled for ${formatWhen(done.publishAt)}.`}</Alert>
              <button type="button" className={primaryButton} onClick={() => navigate(`/studio/definitions/${encodeURIComponent(draft.definitionId)}`)}>
                Back to {draft.definitionId}
              </button>
            </div>
          ) : (
            <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
              {!report && <Alert tone="info">Run Check first to see what this draft changes; the server checks it again either way.</Alert>}
              <fieldset>
                <legend className="text-sm font-medium">When</legend>
                <label className="mt-1 flex items-center gap-2 text-sm">
                  <input type="radio" name="when" checked={when === 'now'} onChange={() => setWhen('now')} /> Now
                </label>
                <label className="flex items-center gap-2 text-sm">
                  <input type="radio" name="when" checked={when === 'later'} onChange={() => setWhen('later')} /> At a date and time
                </label>
              </fieldset>
              {when === 'later' && (
                <div>
                  <label htmlFor={ids.at} className="block text-sm font-medium">
                    Publish at (your local time)
                  </label>
                  <input id={ids.at} type="datetime-local" value={at} onChange={(event) => setAt(event.target.value)} className={inputClass} />
                </div>
              )}
              {breaking && (
                <div className="rounded border-l-4 border-red-700 bg-red-50 p-3 text-sm">
                  <p>This change removes or renames answer keys that the CRM webhook and lead e-mails read.</p>
                  <label htmlFor={ids.ack} className="mt-2 flex items-start gap-2 font-medium">
                    <input id={ids.ack} type="checkbox" checked={acknowledged} onChange={(event) => setAcknowledged(event.target.checked)} className="mt-1" />
                    I understand that lead receivers must be updated for the changed keys.
                  </label>
                </div>
              )}
              {refusal && (
                <div className="space-y-2">
                  <Alert tone="error">{refusal.message}</Alert>
                  {refusal.report && refusal.report.findings.length > 0 && (
                    <ul className="list-disc pl-5 text-sm">
                      {refusal.report.findings.filter((finding) => finding.severity === 'error').map((finding, n) => (
                        <li key={n}>
                          {finding.message} {finding.path && <span className="font-mono text-xs">({finding.path})</span>}
                        </li>
                      ))}
                    </ul>
                  )}
                  {refusal.diff && <DiffSummary diff={refusal.diff} />}
                </div>
              )}
              <div className="flex gap-2">
                <button type="submit" className={primaryButton} disabled={busy}>
                  {busy ? 'Publishing…' : when === 'now' ? 'Publish now' : 'Schedule'}
                </button>
                <button type="button" className={secondaryButton} onClick={onClose}>
                  Cancel
                </button>
              </div>
            </form>
          )}
      </DialogPanel>
    </Dialog>
  );
}
