import { PREFILL_PREFIX, withoutPrefill } from '../flow/prefill';
import { urlParams } from './url-params';
import type { Flow, LoanType } from '../types/flow';

/** history.state the funnels write with their URL changes (anything else is an outside navigation). */
export interface FunnelHistoryState {
  funnel: true;
  /** The entry pushed when the thank-you screen shows: browser back leaves it for the contact step. */
  thankYou?: true;
}

export function isFunnelHistoryState(state: unknown): state is FunnelHistoryState {
  return typeof state === 'object' && state !== null && (state as { funnel?: unknown }).funnel === true;
}

/** Whether a query string carries prefilled answers. */
export function carriesPrefill(search: string): boolean {
  return [...new URLSearchParams(search).keys()].some((key) => key.startsWith(PREFILL_PREFIX));
}

export type FunnelPosition = { flow: Pick<Flow, 'variant'>; loanType: LoanType; step: number | null } | { loanType: LoanType } | null;

/**
 * The query string for a position: the other parameters kept (campaign tags...), type and step replaced
 * (VetLife omits step 0, the contact step has none), prefilled answers dropped; no position: type and
 * step removed.
 */
export function funnelSearch(current: string, position: FunnelPosition): string {
  // Prefilled answers are read once, when the flow starts: a later URL never carries them again.
  const others = new URLSearchParams(withoutPrefill(current));
  others.delete('type');
  others.delete('step');
  const own = !position ? {} : 'flow' in position ? urlParams(position.flow as Flow, position.loanType, position.step) : { type: position.loanType };
  const params = new URLSearchParams(own);
  for (const [key, value] of others) params.append(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}
