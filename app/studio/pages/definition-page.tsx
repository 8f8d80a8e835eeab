import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { messageOf, studioGet, studioPost } from '../api/studio-client';
import type { DefinitionDetail } from '../../domain/studio/studio-contract';
import { Alert } from '../components/alert';
import { linkClass, primaryButton } from '../components/buttons';
import { formatWhen, shortHash } from '../components/format';
import { LoadState } from '../components/load-state';
import { PageHeading } from '../components/page-heading';
import { useLoad } from '../components/use-load';
import type { DiscardedNotice } from '../editor/discard-draft';
import { mayDo, useUser } from '../session/session-context';
import { VersionHistory } from './version-history';

/** One definition: its live version, open drafts, scheduled publications and history; a new draft starts here. */
export function DefinitionPage() {
  const { id = '' } = useParams();
  const user = useUser();
  const navigate = useNavigate();
  const [state, reload] = useLoad(() => studioGet<DefinitionDetail>(`/definitions/${encodeURIComponent(id)}`), [id]);
  // A draft discarded on its own page comes back here with a notice.
  const notice = (useLocation().state as DiscardedNotice | null)?.notice;
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(notice ? { tone: 'success', text: notice } : null);
  const [busy, setBusy] = useState(false);

  const newDraft = async (detail: DefinitionDetail) => {
    setBusy(true);
    try {
      const { draftId } = await studioPost<{ draftId: string }>(`/definitions/${encodeURIComponent(id)}/drafts`, { definition: detail.published.definition, baseHash: detail.published.hash });
      navigate(`/studio/drafts/${draftId}`);
    } catch (error) {
      setMessage({ tone: 'error', text: messageOf(error) });
      setBusy(false);
    }
  };

  const rollBack = async (hash: string) => {
    try {
      await studioPost(`/definitions/${encodeURIComponent(id)}/rollback`, { hash });
      setMessage({ tone: 'success', text: `Version ${shortHash(hash)} is live again.` });
      reload();
    } catch (error) {
      setMessage({ tone: 'error', text: messageOf(error) });
    }
  };

  return (
    <>
      <p className="text-sm">
        <Link to="/studio" className={linkClass}>
          Definitions
        </Link>
      </p>
      <PageHeading>{id}</PageHeading>
      {message && <div className="mt-4"><Alert tone={message.tone}>{message.text}</Alert></div>}
      <LoadState state={state}>
        {(detail) => (
          <div className="mt-6 grid gap-6 lg:grid-cols-2">
            <section aria-labelledby="published-heading" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
              <h2 id="published-heading" className="text-lg font-semibold">Published version</h2>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                <dt className="font-medium">Kind</dt>
                <dd>{detail.kind}</dd>
                <dt className="font-medium">Version</dt>
                <dd className="font-mono">{shortHash(detail.published.hash)}</dd>
                <dt className="font-medium">Published</dt>
                <dd>
                  {formatWhen(detail.published.publishedAt)} by {detail.published.publishedBy}
                </dd>
              </dl>
              <div className="mt-4 flex flex-wrap items-center gap-4">
                <button type="button" className={primaryButton} disabled={busy} onClick={() => void newDraft(detail)}>
                  New draft
                </button>
                {detail.kind === 'flow' && mayDo(user, 'publisher') && (
                  <Link to={`/studio/experiments/${encodeURIComponent(id)}`} className={linkClass}>
                    Experiments
                  </Link>
                )}
              </div>
            </section>

            <section aria-labelledby="drafts-heading" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
              <h2 id="drafts-heading" className="text-lg font-semibold">Open drafts</h2>
              {detail.drafts.length === 0 ? (
                <p className="mt-2 text-sm text-slate-700">No open draft.</p>
              ) : (
                <ul className="mt-2 space-y-1 text-sm">
                  {detail.drafts.map((draft) => (
                    <li key={draft.draftId}>
                      <Link to={`/studio/drafts/${draft.draftId}`} className={linkClass}>
                        Draft from {shortHash(draft.baseHash)}
                      </Link>{' '}
                      — changed {formatWhen(draft.updatedAt)} by {draft.updatedBy}
                      {draft.baseHash !== detail.published.hash && <span className="ml-2 text-amber-800">(started from an older version)</span>}
                    </li>
                  ))}
                </ul>
              )}
              <h2 className="mt-6 text-lg font-semibold">Scheduled publications</h2>
              {detail.scheduled.length === 0 ? (
                <p className="mt-2 text-sm text-slate-700">Nothing scheduled.</p>
              ) : (
                <ul className="mt-2 space-y-1 text-sm">
                  {detail.scheduled.map((item) => (
                    <li key={item.hash + item.publishAt}>
                      <span className="font-mono">{shortHash(item.hash)}</span> goes live {formatWhen(item.publishAt)} (by {item.publishedBy})
                    </li>
                  ))}
                </ul>
              )}
            </section>

            <VersionHistory versions={detail.versions} mayRollBack={mayDo(user, 'publisher')} onRollBack={rollBack} />
          </div>
        )}
      </LoadState>
    </>
  );
}
