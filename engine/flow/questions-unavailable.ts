import type { Effect } from '../types/effects';

/** A failed or empty questions fetch: reset the type (URL), clear saved state, back to the chooser/landing. */
export function questionsUnavailable(): Effect[] {
  return [{ type: 'clearStorage' }, { type: 'clearUrl' }, { type: 'goToChooser' }];
}

/** The effects of a questions fetch's result: none for a non-empty list, questionsUnavailable() otherwise. */
export function questionsLoaded(result: unknown): Effect[] {
  return Array.isArray(result) && result.length > 0 ? [] : questionsUnavailable();
}
