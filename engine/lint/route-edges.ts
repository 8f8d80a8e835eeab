import type { FlowIndex } from '../flow-index';
import type { RouteSource } from '../next-question';
import { optionNext } from '../option-values';
import { routeOf } from '../next-question';
import { questionPointer } from './json-pointer';

/** One way out of a question: where it leads and which node of the definition decides it. */
export interface RouteEdge {
  from: number;
  /** The target's active index, or null: the flow ends there. */
  to: number | null;
  component: number;
  source: RouteSource;
  /** The option that jumps, for source 'option'. */
  option?: number;
  /** JSON Pointer of the deciding nextComponent (or the question's component for 'sequence'). */
  pointer: string;
}

/**
 * Every route out of each active question: one per jumping option, plus the question's default route
 * (questionData.nextComponent, nextComponent or component + 1) when an answer can take it, i.e. for
 * non-choice questions and for choice questions with at least one option that does not jump.
 */
export function routeEdges(index: FlowIndex): RouteEdge[][] {
  return index.questions.map((question, from) => {
    const file = index.fileIndexes[from]!;
    const data = question.questionData;
    const edges: RouteEdge[] = [];
    const choice = data.type === 'options' || data.type === 'dropdown' || data.type === 'multiselect';
    const options = choice ? (data.options ?? []) : [];
    // The default route sits where the first option without a jump is, so edges follow option order.
    let defaultAt = options.length === 0 ? 0 : -1;
    options.forEach((option, i) => {
      const jump = optionNext(option);
      if (jump === undefined) {
        if (defaultAt < 0) defaultAt = edges.length;
        return;
      }
      edges.push({ from, to: index.byComponent.get(jump) ?? null, component: jump, source: 'option', option: i, pointer: questionPointer(file, 'questionData', 'options', i, 'nextComponent') });
    });
    if (defaultAt >= 0) {
      const route = routeOf(question);
      const pointer =
        route.source === 'questionData'
          ? questionPointer(file, 'questionData', 'nextComponent')
          : route.source === 'question'
            ? questionPointer(file, 'nextComponent')
            : questionPointer(file, 'component');
      edges.splice(defaultAt, 0, { from, to: index.byComponent.get(route.component) ?? null, component: route.component, source: route.source, pointer });
    }
    return edges;
  });
}
