import type { Flow } from './types/flow';
import type { Session } from './types/session';
import { flowIndex } from './flow-index';

/** Progress percent: history length / question count (0-100, unrounded); 100 when complete. */
export function progress(flow: Flow, session: Session): number {
  if (session.completed) return 100;
  const count = flowIndex(flow, session.loanType).questions.length;
  return count === 0 ? 0 : Math.min(100, (session.history.length / count) * 100);
}
