import type { Flow } from './types/flow';
import type { Transition } from './types/effects';
import type { Session } from './types/session';
import type { AnswerValue } from './types/answers';
import { flowIndex } from './flow-index';
import { ANSWER_MESSAGES } from './messages';
import { nextIndex } from './next-question';
import { componentsOf, keepAnswersOf } from './path-keys';
import { validateAnswer } from './validate-answer';
import { valuesEqual } from './values-equal';

/**
 * Answers the current question: validates and normalises the value (rules that compare with earlier
 * answers see the session's answers), records it, appends the question to
 * the history and moves on by the navigation rule (a target already on the path ends the flow, so a
 * definition with a cycle cannot loop; the linter reports it). Changing an earlier answer discards every
 * answer after it. Refused values leave the session unchanged and set `error`.
 */
export function answer(flow: Flow, session: Session, raw: unknown): Transition {
  const at = session.current;
  const index = flowIndex(flow, session.loanType);
  const question = at === null ? undefined : index.questions[at];
  if (session.completed || at === null || !question) return { session, effects: [], error: ANSWER_MESSAGES.flowComplete };

  const result = validateAnswer(question, raw, session.answers);
  if (!result.ok) return { session, effects: [], error: result.message };

  const key = index.keys[at]!;
  const previous = Object.hasOwn(session.answers, key) ? session.answers[key] : undefined;
  const edited = previous !== undefined && !valuesEqual(previous, result.value);
  const history = [...session.history, at];

  let answers: Record<string, AnswerValue>;
  if (edited) {
    answers = keepAnswersOf(index, session.answers, history);
    answers[key] = result.value;
  } else {
    answers = { ...session.answers, [key]: result.value };
  }

  let next = nextIndex(index, at, result.value);
  if (next !== null && history.includes(next)) next = null;

  const base = edited ? componentsOf(index, history) : session.visited;
  const nextComponent = next === null ? undefined : index.questions[next]!.component;
  const visited = nextComponent === undefined || base.includes(nextComponent) ? base : [...base, nextComponent];

  const completed = next === null;
  return {
    session: { ...session, answers, history, visited, current: next, completed },
    effects: completed
      ? [{ type: 'save' }, { type: 'complete' }]
      : [{ type: 'save' }, { type: 'setUrl', loanType: session.loanType, step: next }],
  };
}
