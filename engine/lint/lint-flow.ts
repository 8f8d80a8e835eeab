import type { Flow } from '../types/flow';
import type { Finding, LintReport } from '../types/lint';
import { MAX_ENUMERATED_PATHS } from '../constants';
import { flowIndex } from '../flow-index';
import { enumeratePaths } from './enumerate-paths';
import { finding, type LintContext, type LintRule } from './finding';
import { pathStats } from './path-stats';
import { routeEdges } from './route-edges';
import { invalidAtMost } from './rules/at-most';
import { invalidConsent } from './rules/consent';
import { consentMissing, prohibitedQuestions, tridApplication } from './rules/lending';
import { duplicateAnswerKeys, duplicateComponents } from './rules/duplicates';
import { cycles, neverCompletes, unreachableQuestions } from './rules/graph';
import { inactiveQuestions, nextDisagreements, orderNotAscending } from './rules/metadata';
import { invalidOffers } from './rules/offer';
import { duplicateOptionValues, optionPresence } from './rules/options';
import { unknownOptionIcons } from './rules/option-icons';
import { ignoredFormats, invalidRanges } from './rules/ranges';
import { backwardJumps, missingTargets } from './rules/targets';
import { translationProblems } from './rules/translations';
import { sortFindings } from './sort-findings';

export const LINT_RULE_FUNCTIONS: readonly LintRule[] = [
  duplicateComponents,
  duplicateAnswerKeys,
  missingTargets,
  cycles,
  neverCompletes,
  unreachableQuestions,
  optionPresence,
  duplicateOptionValues,
  unknownOptionIcons,
  invalidRanges,
  ignoredFormats,
  nextDisagreements,
  inactiveQuestions,
  orderNotAscending,
  invalidAtMost,
  invalidOffers,
  invalidConsent,
  consentMissing,
  prohibitedQuestions,
  tridApplication,
  translationProblems,
];

/**
 * The staff linter: every check over a flow (already valid against flow.schema.json) for its loan type,
 * plus path statistics from a bounded enumeration. Findings come sorted by JSON path.
 */
export function lintFlow(flow: Flow, options: { maxPaths?: number } = {}): LintReport {
  const index = flowIndex(flow);
  if (index.questions.length === 0) {
    return {
      flowId: flow.id,
      questionCount: 0,
      findings: [finding('empty-flow', '/questions', `The flow has no question for loan type ${flow.loanType}.`, 'Add questions whose entryPath is absent or equals loanType.')],
      paths: { count: 0, completing: 0, truncated: false, shortest: null, longest: null },
    };
  }
  const edges = routeEdges(index);
  const enumeration = enumeratePaths(flow, options.maxPaths ?? MAX_ENUMERATED_PATHS, edges);
  const context: LintContext = { flow, index, edges, enumeration };
  const findings: Finding[] = LINT_RULE_FUNCTIONS.flatMap((rule) => rule(context));
  const cyclePointers = new Set(findings.filter((f) => f.rule === 'cycle').map((f) => f.path));
  if (enumeration.truncated) {
    findings.push(finding('paths-truncated', '', `More than ${enumeration.paths.length} paths: the statistics cover the first ${enumeration.paths.length}.`, 'Reduce branching, or accept that path statistics are partial.'));
  }
  const backward = backwardJumps(context).filter((f) => !cyclePointers.has(f.path));
  return {
    flowId: flow.id,
    questionCount: index.questions.length,
    findings: sortFindings([...findings, ...backward]),
    paths: pathStats(enumeration),
  };
}
