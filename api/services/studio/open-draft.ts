import type { DraftRow } from '../../db/repositories/draft-repository';
import { DomainError } from '../domain-error';

/** A draft that was published or discarded is closed for good: nothing more is done with it. */
export const draftClosed = (state: string) => new DomainError('conflict', 'draft_closed', `The draft was ${state}: start a new one from the live version.`);

/** The draft, refused when there is none or it is closed. */
export function openDraftOf(draft: DraftRow | null): DraftRow {
  if (!draft) throw new DomainError('not_found', 'not_found', 'The draft does not exist.');
  if (draft.state !== 'open') throw draftClosed(draft.state);
  return draft;
}
