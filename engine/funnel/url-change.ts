import { parseLoanType, parseStep } from './url-params';
import { urlTypeChanged } from './url-type-change';
import type { LoanType } from '../types/flow';
import type { FunnelState } from './funnel-types';
import { isFunnelHistoryState } from './funnel-url';

/** What the funnel does when the URL changed under it (browser back/forward, or a link). */
export type UrlChange =
  | { kind: 'none' }
  /** Browser back from the thank-you screen: the contact step again, its form empty. */
  | { kind: 'contact-again' }
  | { kind: 'chooser' }
  /** No flow running yet: load the type and restore its saved progress, like a page load. */
  | { kind: 'restore'; loanType: LoanType; step: string | undefined }
  /** Another type than the running one: clear saved state and start that type. */
  | { kind: 'restart'; loanType: LoanType }
  /** Same type, another step: move to that step on the path answered so far. */
  | { kind: 'step'; step: number };

/** The funnel's answer to a URL it did not write. */
export function urlChange(current: Pick<FunnelState, 'screen' | 'loanType' | 'session'>, search: string, historyState: unknown): UrlChange {
  const params = new URLSearchParams(search);
  const type = parseLoanType(params.get('type'));
  const onThankYouEntry = isFunnelHistoryState(historyState) && historyState.thankYou === true;
  if (current.screen === 'thank-you' && type === current.loanType && !onThankYouEntry) return { kind: 'contact-again' };
  if (!current.session) {
    if (type && type !== current.loanType) return { kind: 'restore', loanType: type, step: params.get('step') ?? undefined };
    if (!type && current.screen !== 'chooser') return { kind: 'chooser' };
    return { kind: 'none' };
  }
  const effects = urlTypeChanged(current.session, type);
  if (effects.some((effect) => effect.type === 'goToChooser')) return { kind: 'chooser' };
  for (const effect of effects) if (effect.type === 'restart') return { kind: 'restart', loanType: effect.loanType };
  const step = parseStep(params.get('step'));
  if (step === null || step === current.session.current || current.screen === 'thank-you') return { kind: 'none' };
  return { kind: 'step', step };
}
