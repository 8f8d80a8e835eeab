import type { Finding } from '../../types/lint';
import { canComplete, cycleEdges, reachable } from '../graph-checks';
import { questionPointer } from '../json-pointer';
import { describe, finding, type LintRule } from '../finding';

/** Routes that come back to a question already on the path. */
export const cycles: LintRule = (context) =>
  cycleEdges(context.edges).map((edge) =>
    finding('cycle', edge.pointer,
      `The route from ${describe(context, edge.from)} to ${describe(context, edge.to!)} closes a cycle.`,
      'Break the loop: every route must move towards a question with no successor.'),
  );

/** Reachable questions from which no route ever reaches the end. */
export const neverCompletes: LintRule = (context) => {
  const ends = canComplete(context.edges);
  const found: Finding[] = [];
  for (const at of reachable(context.edges)) {
    if (ends.has(at)) continue;
    found.push(finding('never-completes', questionPointer(context.index.fileIndexes[at]!),
      `No path from ${describe(context, at)} reaches the end of the flow.`,
      'Give some route out of this question a way to the last question.'));
  }
  return found.sort((a, b) => (a.path < b.path ? -1 : 1));
};

/** Active questions no route reaches from the first question. */
export const unreachableQuestions: LintRule = (context) => {
  const seen = reachable(context.edges);
  const found: Finding[] = [];
  context.index.questions.forEach((_, at) => {
    if (seen.has(at)) return;
    found.push(finding('unreachable-question', questionPointer(context.index.fileIndexes[at]!),
      `No path of the flow asks ${describe(context, at)}.`,
      'Point an option or nextComponent at its component, or delete the question.'));
  });
  return found;
};
