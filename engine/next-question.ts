import type { Question } from './types/flow';
import type { AnswerValue } from './types/answers';
import type { FlowIndex } from './flow-index';
import { findOptionIndex } from './find-option';
import { optionNext } from './option-values';

/** Where a route comes from: an option's nextComponent, questionData's, the question's, or component + 1. */
export type RouteSource = 'option' | 'questionData' | 'question' | 'sequence';

export interface Route {
  component: number;
  source: RouteSource;
  /** The option whose nextComponent decided, when source is 'option'. */
  option?: number;
}

/** The option of a multiselect answer that decides the route: the first selected one (in option order) that jumps. */
function multiselectJump(question: Question, value: AnswerValue): number {
  if (!Array.isArray(value)) return -1;
  const options = question.questionData.options ?? [];
  let best = -1;
  for (const item of value) {
    const i = findOptionIndex(options, item);
    if (i >= 0 && optionNext(options[i]!) !== undefined && (best < 0 || i < best)) best = i;
  }
  return best;
}

/**
 * The one navigation rule: the chosen option's nextComponent, else questionData.nextComponent,
 * else the question's nextComponent, else the component after the current one. Without a value (an
 * unanswered question) the option step is skipped.
 */
export function routeOf(question: Question, value?: AnswerValue): Route {
  const data = question.questionData;
  if (value !== undefined && data.options) {
    const option = data.type === 'multiselect' ? multiselectJump(question, value) : findOptionIndex(data.options, value);
    const jump = option >= 0 ? optionNext(data.options[option]!) : undefined;
    if (jump !== undefined) return { component: jump, source: 'option', option };
  }
  if (data.nextComponent !== undefined) return { component: data.nextComponent, source: 'questionData' };
  if (question.nextComponent !== undefined) return { component: question.nextComponent, source: 'question' };
  return { component: question.component + 1, source: 'sequence' };
}

/** The active index asked after question `at` given its answer, or null when the flow is complete. */
export function nextIndex(index: FlowIndex, at: number, value?: AnswerValue): number | null {
  const question = index.questions[at];
  if (!question) return null;
  return index.byComponent.get(routeOf(question, value).component) ?? null;
}
