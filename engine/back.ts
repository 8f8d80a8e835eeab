import type { Flow } from './types/flow';
import type { Effect, Transition } from './types/effects';
import type { Session } from './types/session';
import { flowIndex } from './flow-index';
import { componentsOf, keepAnswersOf } from './path-keys';

/**
 * Back: pops the history (from the contact step too). With the flow's back policy 'keep-answers'
 * (questionnaire) every answer stays until one is changed; with 'clear-forward' (VetLife) the answers of
 * the question being left and of everything after it are deleted, and visited marks after the previous
 * question are dropped. At the first question it returns to the chooser (VetLife: also clears storage and
 * the URL); the session is then returned unchanged for the caller to discard.
 */
export function back(flow: Flow, session: Session): Transition {
  const clearForward = flow.backPolicy === 'clear-forward';
  if (session.history.length === 0) {
    const effects: Effect[] = clearForward
      ? [{ type: 'clearStorage' }, { type: 'clearUrl' }, { type: 'goToChooser' }]
      : [{ type: 'goToChooser' }];
    return { session, effects };
  }
  const previous = session.history[session.history.length - 1]!;
  const history = session.history.slice(0, -1);
  let { answers, visited } = session;
  if (clearForward) {
    const index = flowIndex(flow, session.loanType);
    const path = [...history, previous];
    answers = keepAnswersOf(index, session.answers, path);
    visited = componentsOf(index, path);
  }
  return {
    session: { ...session, answers, history, visited, current: previous, completed: false },
    effects: [{ type: 'save' }, { type: 'setUrl', loanType: session.loanType, step: previous }],
  };
}
