import type { Flow, Question } from './types/flow';
import type { AnswerValue } from './types/answers';
import type { Session } from './types/session';
import { flowIndex } from './flow-index';

/** The question on screen (null at the contact step) with its key and the answer kept for it, if any. */
export function currentQuestion(flow: Flow, session: Session): { question: Question; key: string; index: number; answer: AnswerValue | undefined } | null {
  if (session.current === null) return null;
  const index = flowIndex(flow, session.loanType);
  const question = index.questions[session.current];
  if (!question) return null;
  const key = index.keys[session.current]!;
  return { question, key, index: session.current, answer: Object.hasOwn(session.answers, key) ? session.answers[key] : undefined };
}
