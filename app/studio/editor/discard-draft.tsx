import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { messageOf, studioPost } from '../api/studio-client';
import type { Draft } from '../../domain/studio/studio-contract';
import { Alert } from '../components/alert';
import { dangerButton, secondaryButton } from '../components/buttons';

/** Where the definition's page finds the notice that a draft was discarded. */
export interface DiscardedNotice {
  notice: string;
}

/**
 * Discard draft: asks first, in a dialog that opens on "Keep the draft" (the safe choice), keeps the focus
 * inside and closes with Escape; once discarded, the definition's page opens with a notice.
 */
export function DiscardDraft({ draft }: { draft: Pick<Draft, 'draftId' | 'definitionId'> }) {
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const keep = useRef<HTMLButtonElement>(null);

  const close = () => {
    if (busy) return;
    setAsking(false);
    setError(null);
  };

  const discard = async () => {
    setBusy(true);
    setError(null);
    try {
      await studioPost(`/drafts/${encodeURIComponent(draft.draftId)}/discard`);
      const state: DiscardedNotice = { notice: `The draft of ${draft.definitionId} was discarded. The live version is unchanged.` };
      navigate(`/studio/definitions/${encodeURIComponent(draft.definitionId)}`, { state });
    } catch (failure) {
      setError(`Not discarded: ${messageOf(failure)}`);
      setBusy(false);
    }
  };

  return (
    <>
      <button type="button" className={dangerButton} onClick={() => setAsking(true)}>
        Discard draft
      </button>
      <Dialog open={asking} onClose={close} initialFocus={keep} className="fixed inset-0 z-50 flex items-center justify-center p-4">
        <DialogBackdrop className="fixed inset-0 bg-black/40" />
        <DialogPanel className="relative w-full max-w-md rounded-lg bg-white p-6 shadow-xl">
          <DialogTitle className="text-xl font-bold">Discard this draft?</DialogTitle>
          <Description className="mt-2 text-sm text-slate-800">
            The draft of {draft.definitionId} and any changes not yet saved are set aside for good: it can no longer be saved, checked,
            previewed or published, and its preview links stop working. The live version does not change.
          </Description>
          {error && (
            <div className="mt-4">
              <Alert tone="error">{error}</Alert>
            </div>
          )}
          <div className="mt-6 flex flex-wrap gap-2">
            <button type="button" className={dangerButton} onClick={() => void discard()} disabled={busy}>
              {busy ? 'Discarding…' : 'Discard it'}
            </button>
            <button ref={keep} type="button" className={secondaryButton} onClick={close} disabled={busy}>
              Keep the draft
            </button>
          </div>
        </DialogPanel>
      </Dialog>
    </>
  );
}
