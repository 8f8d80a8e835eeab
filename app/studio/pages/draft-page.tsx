import { Link, useParams } from 'react-router-dom';
import { studioGet } from '../api/studio-client';
import type { Draft } from '../../domain/studio/studio-contract';
import { Alert } from '../components/alert';
import { linkClass } from '../components/buttons';
import { LoadState } from '../components/load-state';
import { PageHeading } from '../components/page-heading';
import { useLoad } from '../components/use-load';
import { DraftWorkspace } from '../editor/draft-workspace';

/** A draft of a flow or a form, opened for editing. */
export function DraftPage() {
  const { draftId = '' } = useParams();
  const [state] = useLoad(() => studioGet<Draft>(`/drafts/${encodeURIComponent(draftId)}`), [draftId]);
  return (
    <LoadState state={state}>
      {(draft) => (
        <>
          <p className="text-sm">
            <Link to="/studio" className={linkClass}>
              Definitions
            </Link>{' '}
            /{' '}
            <Link to={`/studio/definitions/${encodeURIComponent(draft.definitionId)}`} className={linkClass}>
              {draft.definitionId}
            </Link>
          </p>
          <PageHeading>
            Draft of {draft.definitionId} <span className="text-base font-normal text-slate-700">({draft.kind})</span>
          </PageHeading>
          {draft.state !== 'open' ? (
            <div className="mt-4">
              <Alert tone="info">This draft was {draft.state}. Start a new draft from the definition's page.</Alert>
            </div>
          ) : (
            <DraftWorkspace key={draft.draftId} draft={draft} />
          )}
        </>
      )}
    </LoadState>
  );
}
