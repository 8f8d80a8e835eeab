import { urlParams, type Flow, type LoanType } from '../../../engine';

/** history.state the funnels write with their URL changes (anything else is an outside navigation). */
export interface FunnelHistoryState {
  funnel: true;
  /** The entry pushed when the thank-you screen shows: browser back leaves it for the contact step. */
  thankYou?: true;
}

export function isFunnelHistoryState(state: unknown): state is FunnelHistoryState {
  return typeof state === 'object' && state !== null && (state as { funnel?: unknown }).funnel === true;
}

/**
 * The query string for a position: the other parameters kept (campaign tags...), type and step replaced
 * (the engine's urlParams: VetLife omits step 0, the contact step has none); no position: both removed.
 */
export function funnelSearch(current: string, position: { flow: Pick<Flow, 'variant'>; loanType: LoanType; step: number | null } | { loanType: LoanType } | null): string {
  const others = new URLSearchParams(current);
  others.delete('type');
  others.delete('step');
  const own = !position ? {} : 'flow' in position ? urlParams(position.flow as Flow, position.loanType, position.step) : { type: position.loanType };
  const params = new URLSearchParams(own);
  for (const [key, value] of others) params.append(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}
