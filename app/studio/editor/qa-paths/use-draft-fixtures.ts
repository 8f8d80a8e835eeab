import type { PathFixture } from '../../../../engine';
import { studioGet } from '../../api/studio-client';
import { useLoad } from '../../components/use-load';

export interface DraftFixtures {
  /** The draft carries its own paths (else they are the flow's shared ones, from QA's folder). */
  own: boolean;
  fixtures: PathFixture[];
}

/** The QA paths the publish gate walks for a draft. */
export function useDraftFixtures(draftId: string) {
  return useLoad(() => studioGet<DraftFixtures>(`/drafts/${encodeURIComponent(draftId)}/fixtures`), [draftId]);
}
