import { useId, useState } from 'react';
import { messageOf, studioPost } from '../api/studio-client';
import { secondaryButton } from '../components/buttons';

interface IssuedLink {
  url: string;
  expiresAt: string;
}

/**
 * A signed link that opens the saved draft on the real funnel page, for QA or a reviewer: it works for
 * seven days while the draft is open, is never indexed, and its lead is never sent. The draft is saved
 * first, since the link shows what the server holds.
 */
export function PreviewLink({ draftId, save }: { draftId: string; save(): Promise<boolean> }) {
  const [link, setLink] = useState<IssuedLink | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fieldId = useId();

  const issue = async () => {
    setBusy(true);
    setError(null);
    try {
      if (!(await save())) return;
      const issued = await studioPost<IssuedLink>(`/drafts/${encodeURIComponent(draftId)}/preview-link`);
      setLink({ ...issued, url: new URL(issued.url, window.location.origin).toString() });
    } catch (failure) {
      setError(`No link: ${messageOf(failure)}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      <button type="button" className={secondaryButton} onClick={() => void issue()} disabled={busy}>
        {busy ? 'Making a link…' : 'Preview link'}
      </button>
      {link && (
        <>
          <label htmlFor={fieldId} className="text-sm text-slate-700">
            Link for reviewers (until {new Date(link.expiresAt).toLocaleDateString('en-US', { month: 'short', day: 'numeric' })})
          </label>
          <input id={fieldId} readOnly value={link.url} onFocus={(event) => event.currentTarget.select()} className="w-72 rounded-md border border-slate-300 px-2 py-1 text-sm" />
          <a href={link.url} target="_blank" rel="noreferrer" className="text-sm font-semibold text-brand-700 underline">
            Open the preview
          </a>
        </>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
