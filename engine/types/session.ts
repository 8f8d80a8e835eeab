import type { LoanType } from './flow';
import type { Answers } from './answers';

/**
 * The engine's state of one visitor in one flow: plain JSON, safe to store or send.
 * `history` holds the indexes (into the flow's active questions) answered on the way to `current`,
 * in order; `visited` holds the components shown so far; `current` is null once the flow is complete.
 */
export interface Session {
  flowId: string;
  flowVersion: string;
  loanType: LoanType;
  answers: Answers;
  history: readonly number[];
  visited: readonly number[];
  current: number | null;
  completed: boolean;
}
