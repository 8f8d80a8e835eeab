import type { Flow, LoanType } from './types/flow';
import type { Effect } from './types/effects';
import type { Session } from './types/session';
import { flowIndex } from './flow-index';
import { questionsUnavailable } from './flow/questions-unavailable';

/** A session at the first question, nothing answered. */
export function freshSession(flow: Flow, loanType: LoanType = flow.loanType): Session {
  const first = flowIndex(flow, loanType).questions[0];
  return {
    flowId: flow.id,
    flowVersion: flow.version,
    loanType,
    answers: {},
    history: [],
    visited: first ? [first.component] : [],
    current: first ? 0 : null,
    completed: false,
  };
}

/**
 * Choosing a loan type: clears saved state and starts at the first question (step 0). A flow with no
 * question for the type cannot start: the session is null and the effects reset the type and storage.
 */
export function start(flow: Flow, loanType: LoanType = flow.loanType): { session: Session | null; effects: Effect[] } {
  if (flowIndex(flow, loanType).questions.length === 0) return { session: null, effects: questionsUnavailable() };
  return {
    session: freshSession(flow, loanType),
    effects: [{ type: 'clearStorage' }, { type: 'setUrl', loanType, step: 0 }, { type: 'save' }],
  };
}
