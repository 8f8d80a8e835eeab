import type { Flow, LoanType, Question } from './types/flow';

/** Whether a question is asked for a loan type: its entryPath is absent or equals the type. */
export function isActive(question: Question, loanType: LoanType): boolean {
  return question.entryPath === undefined || question.entryPath === loanType;
}

/** The questions asked for a loan type, in file order (their indexes are the session's indexes). */
export function activeQuestions(flow: Flow, loanType: LoanType): Question[] {
  return flow.questions.filter((question) => isActive(question, loanType));
}
