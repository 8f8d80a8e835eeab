import type { AtMostRule } from '../../types/flow';
import type { Finding } from '../../types/lint';
import { reachable } from '../graph-checks';
import { questionPointer } from '../json-pointer';
import { describe, finding, type LintRule } from '../finding';

const AMOUNT_TYPES = new Set(['currency', 'slider']);
const FIX = 'Name the alias of a currency or slider question that every path asks before this one.';

/**
 * atMost caps: only on currency questions, and naming (in `answer` and `minus`) currency or slider
 * questions of the flow that always come before the capped one. A question that can come after it would
 * be compared with an answer the visitor has not given yet, or one left from an abandoned route.
 */
export const invalidAtMost: LintRule = (context) => {
  const found: Finding[] = [];
  const { index, edges } = context;
  index.questions.forEach((question, at) => {
    const rule = question.questionData.atMost;
    if (!rule) return;
    const file = index.fileIndexes[at]!;
    if (question.questionData.type !== 'currency') {
      found.push(finding('invalid-at-most', questionPointer(file, 'questionData', 'atMost'),
        `${describe(context, at)} is of type ${question.questionData.type}; atMost caps currency answers only.`,
        'Remove atMost, or make the question a currency question.'));
    }
    const later = reachable(edges, at);
    for (const field of ['answer', 'minus'] as const satisfies ReadonlyArray<keyof AtMostRule>) {
      const key = rule[field];
      if (key === undefined) continue;
      const pointer = questionPointer(file, 'questionData', 'atMost', field);
      const ref = index.byKey.get(key);
      if (ref === undefined) {
        found.push(finding('invalid-at-most', pointer,
          `atMost.${field} of ${describe(context, at)} names "${key}", which no question of this flow (loan type ${context.flow.loanType}) has.`, FIX));
      } else if (!AMOUNT_TYPES.has(index.questions[ref]!.questionData.type)) {
        found.push(finding('invalid-at-most', pointer,
          `atMost.${field} of ${describe(context, at)} names ${describe(context, ref)}, of type ${index.questions[ref]!.questionData.type}, which has no amount.`, FIX));
      } else if (later.has(ref)) {
        found.push(finding('invalid-at-most', pointer,
          `atMost.${field} of ${describe(context, at)} names ${describe(context, ref)}, which can come after it on some path.`, FIX));
      }
    }
  });
  return found;
};
