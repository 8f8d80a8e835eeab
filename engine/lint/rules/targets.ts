import type { Finding } from '../../types/lint';
import { finding, describe, type LintRule } from '../finding';

/** An explicit nextComponent that names no active question (the flow would silently end there). */
export const missingTargets: LintRule = (context) => {
  const found: Finding[] = [];
  const inactive = new Set(context.flow.questions.map((q) => q.component));
  for (const out of context.edges) {
    for (const edge of out) {
      if (edge.to !== null || edge.source === 'sequence') continue;
      const why = inactive.has(edge.component)
        ? `component ${edge.component} is not asked for loan type ${context.flow.loanType} (its entryPath differs)`
        : `no question has component ${edge.component}`;
      if (edge.source === 'option') {
        found.push(finding('option-leads-nowhere', edge.pointer,
          `Option ${edge.option} of ${describe(context, edge.from)} leads nowhere: ${why}.`,
          'Point the option at an existing component, or remove its nextComponent to follow the question.'));
      } else {
        found.push(finding('target-missing', edge.pointer,
          `${describe(context, edge.from)} continues to component ${edge.component}, but ${why}.`,
          'Point nextComponent at an existing component, or remove it to continue with component + 1.'));
      }
    }
  }
  return found;
};

/** An explicit jump to a question at or before the current one in file order. */
export const backwardJumps: LintRule = (context) => {
  const found: Finding[] = [];
  for (const out of context.edges) {
    for (const edge of out) {
      if (edge.to === null || edge.source === 'sequence' || edge.to > edge.from) continue;
      found.push(finding('backward-jump', edge.pointer,
        `${describe(context, edge.from)} jumps back to ${describe(context, edge.to)}; when that question was already asked on the way, the flow ends here instead.`,
        'Jump only forward; move the target question after this one if it must follow it.'));
    }
  }
  return found;
};
