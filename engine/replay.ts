import type { AnswerValue } from './types/answers';
import type { FlowIndex } from './flow-index';
import { nextIndex } from './next-question';
import { validateAnswer } from './validate-answer';

export interface ReplayStep {
  index: number;
  key: string;
  /** The normalised answer when one was given and is valid. */
  value?: AnswerValue;
  /** Set when an answer was given and refused. */
  error?: string;
}

export interface Replay {
  steps: ReplayStep[];
  /**
   * complete: the route ran out (or came back to a question already on it, which ends a flow too);
   * blocked: the last step has no valid answer and its route depends on the answer (an option jumps).
   */
  end: 'complete' | 'blocked';
}

/**
 * Replays the navigation rule from the first question over a set of answers (untrusted: each is
 * validated, in path order, against the values accepted before it on the path, so a cap taken from an
 * earlier answer applies as it did when the visitor answered). A question without a valid answer does not stop the replay when its route does not depend
 * on the answer (no option of it jumps); for a flow without jumps the replay is therefore 0, 1, 2, ...
 * whatever is answered.
 */
export function replayAnswers(index: FlowIndex, answers: Readonly<Record<string, unknown>>): Replay {
  const steps: ReplayStep[] = [];
  const earlier: Record<string, AnswerValue> = {};
  const seen = new Set<number>();
  let at: number | null = index.questions.length > 0 ? 0 : null;
  while (at !== null && !seen.has(at)) {
    seen.add(at);
    const key = index.keys[at]!;
    const step: ReplayStep = { index: at, key };
    steps.push(step);
    if (Object.hasOwn(answers, key) && answers[key] !== undefined) {
      const result = validateAnswer(index.questions[at]!, answers[key], earlier);
      if (result.ok) {
        step.value = result.value;
        earlier[key] = result.value;
      } else {
        step.error = result.message;
      }
    }
    if (step.value === undefined && index.branches[at]) return { steps, end: 'blocked' };
    at = nextIndex(index, at, step.value);
  }
  return { steps, end: 'complete' };
}
