import type { Answers, AnswerValue } from './types/answers';
import type { FlowIndex } from './flow-index';

/** The answers of the questions at the given indexes only (what survives an edit or a VetLife back). */
export function keepAnswersOf(index: FlowIndex, answers: Answers, indexes: Iterable<number>): Record<string, AnswerValue> {
  const kept: Record<string, AnswerValue> = {};
  for (const i of indexes) {
    const key = index.keys[i];
    if (key !== undefined && Object.hasOwn(answers, key)) kept[key] = answers[key]!;
  }
  return kept;
}

/** The components of the questions at the given indexes, without repeats. */
export function componentsOf(index: FlowIndex, indexes: Iterable<number>): number[] {
  const seen: number[] = [];
  for (const i of indexes) {
    const component = index.questions[i]?.component;
    if (component !== undefined && !seen.includes(component)) seen.push(component);
  }
  return seen;
}
