import { lazy, Suspense, useState } from 'react';
import type { PathFixture } from '../../../../engine';
import fixturesSchema from '../../../../definitions/schema/path-fixtures.schema.json';
import type { GeneratedPathsResult } from '../../../domain/studio/studio-contract';
import { messageOf, studioPost, studioPut } from '../../api/studio-client';
import { Alert } from '../../components/alert';
import { primaryButton, secondaryButton } from '../../components/buttons';
import { LoadState } from '../../components/load-state';
import { useDraftFixtures } from './use-draft-fixtures';

const RawJsonEditor = lazy(() => import('../raw/raw-json-editor').then((module) => ({ default: module.RawJsonEditor })));

function generatedText({ counts, coverage, problems }: GeneratedPathsResult): string {
  const made = `Generated ${counts.generated} paths (${counts.paths} covering, ${counts.boundaries} boundary walks, ${counts.roundTrips} round trips), ${counts.kept} hand-written kept`;
  const reach = `questions ${coverage.questions.covered}/${coverage.questions.total}, jumps ${coverage.jumps.covered}/${coverage.jumps.total}`;
  return `${made}; they reach ${reach}.${problems.length > 0 ? ` Could not generate: ${problems.join('; ')}` : ''}`;
}

/**
 * The QA paths the gate walks for this draft, as JSON checked against their schema. A change that adds a
 * branch needs a path that takes it; saving or generating here gives the draft its own paths, without
 * touching QA's files. Generating replaces the generated paths and keeps the hand-written ones.
 */
export function QaPathsView({ draftId }: { draftId: string }) {
  const [state, reload] = useDraftFixtures(draftId);
  const [edited, setEdited] = useState<PathFixture[] | null>(null);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const generate = async () => {
    try {
      const result = await studioPost<GeneratedPathsResult>(`/drafts/${encodeURIComponent(draftId)}/fixtures/generate`);
      setEdited(null);
      setMessage({ tone: result.problems.length > 0 ? 'error' : 'success', text: generatedText(result) });
      reload();
    } catch (error) {
      setMessage({ tone: 'error', text: `Not generated: ${messageOf(error)}` });
    }
  };

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
          <div className="flex flex-wrap gap-2">
            <button type="button" className={primaryButton} disabled={!edited} onClick={() => void save()}>
              Save QA paths
            </button>
            <button type="button" className={secondaryButton} onClick={() => void generate()}>
              Generate paths from the flow
            </button>
          </div>
        </div>
      )}
    </LoadState>
  );
}
