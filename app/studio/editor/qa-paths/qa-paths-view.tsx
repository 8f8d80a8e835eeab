import { lazy, Suspense, useState } from 'react';
import type { PathFixture } from '../../../../engine';
import fixturesSchema from '../../../../definitions/schema/path-fixtures.schema.json';
import { messageOf, studioPut } from '../../api/studio-client';
import { Alert } from '../../components/alert';
import { primaryButton } from '../../components/buttons';
import { LoadState } from '../../components/load-state';
import { useDraftFixtures } from './use-draft-fixtures';

const RawJsonEditor = lazy(() => import('../raw/raw-json-editor').then((module) => ({ default: module.RawJsonEditor })));

/**
 * The QA paths the gate walks for this draft, as JSON checked against their schema. A change that adds a
 * branch needs a path that takes it; saving here gives the draft its own paths, without touching QA's files.
 */
export function QaPathsView({ draftId }: { draftId: string }) {
  const [state, reload] = useDraftFixtures(draftId);
  const [edited, setEdited] = useState<PathFixture[] | null>(null);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const save = async () => {
    if (!edited) return;
    try {
      await studioPut(`/drafts/${encodeURIComponent(draftId)}`, { fixtures: edited });
      setMessage({ tone: 'success', text: `Saved: the gate now walks these ${edited.length} paths for this draft.` });
      setEdited(null);
      reload();
    } catch (error) {
      setMessage({ tone: 'error', text: `Not saved: ${messageOf(error)}` });
    }
  };

  return (
    <LoadState state={state}>
      {(loaded) => (
        <div className="space-y-3">
          <p className="text-sm text-slate-700">
            {loaded.own
              ? `This draft carries its own ${loaded.fixtures.length} QA paths.`
              : `These are the ${loaded.fixtures.length} shared QA paths of this flow; saving gives the draft its own copy.`}{' '}
            Each path lists the answers in order, the answer keys of the questions a visitor must see, and whether the flow completes.
          </p>
          {message && <Alert tone={message.tone}>{message.text}</Alert>}
          <Suspense fallback={<p className="text-sm text-slate-700">Loading…</p>}>
            <RawJsonEditor value={edited ?? loaded.fixtures} schema={fixturesSchema} label="QA paths as JSON" onChange={(next) => setEdited(next as PathFixture[])} />
          </Suspense>
          <button type="button" className={primaryButton} disabled={!edited} onClick={() => void save()}>
            Save QA paths
          </button>
        </div>
      )}
    </LoadState>
  );
}
