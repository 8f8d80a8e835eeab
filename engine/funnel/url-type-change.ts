import type { Effect } from '../types/effects';
import type { LoanType } from '../types/flow';
import type { Session } from '../types/session';

/**
 * The URL's type changed under a running flow: restart for the new type (clear saved state, load that
 * type's flow, start it). No type in the URL any more: back to the chooser. Same type: nothing.
 */
export function urlTypeChanged(session: Session | null, urlType: LoanType | null): Effect[] {
  if (urlType === null) return session ? [{ type: 'goToChooser' }] : [];
  if (session && session.loanType === urlType) return [];
  return [{ type: 'clearStorage' }, { type: 'restart', loanType: urlType }];
}
