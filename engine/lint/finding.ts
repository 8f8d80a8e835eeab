import type { Finding, LintRuleId, Severity } from '../types/lint';
import type { Flow } from '../types/flow';
import type { FlowIndex } from '../flow-index';
import type { PathEnumeration } from './enumerate-paths';
import type { RouteEdge } from './route-edges';

/** Each rule's severity: errors break a flow (or make it ambiguous); warnings are worth a look. */
export const RULE_SEVERITY: Readonly<Record<LintRuleId, Severity>> = {
  'empty-flow': 'error',
  'duplicate-component': 'error',
  'duplicate-answer-key': 'error',
  'empty-answer-key': 'error',
  'target-missing': 'error',
  'option-leads-nowhere': 'error',
  cycle: 'error',
  'never-completes': 'error',
  'no-options': 'error',
  'duplicate-option-value': 'error',
  'invalid-range': 'error',
  'next-disagreement': 'error',
  'invalid-at-most': 'error',
  'invalid-consent': 'error',
  'invalid-offer': 'error',
  'consent-missing': 'error',
  'prohibited-question': 'error',
  'translation-missing': 'error',
  'invalid-translation': 'error',
  'unreachable-question': 'warning',
  'backward-jump': 'warning',
  'inactive-question': 'warning',
  'order-not-ascending': 'warning',
  'options-ignored': 'warning',
  'format-ignored': 'warning',
  'paths-truncated': 'warning',
  'trid-application': 'warning',
  'unknown-option-icon': 'warning',
  'translation-stale': 'warning',
};

export function finding(rule: LintRuleId, path: string, message: string, hint: string): Finding {
  return { rule, severity: RULE_SEVERITY[rule], path, message, hint };
}

/**
 * What every rule sees: the flow, its index for the flow's loan type, the routes out of each question and
 * the bounded enumeration of its paths.
 */
export interface LintContext {
  flow: Flow;
  index: FlowIndex;
  edges: RouteEdge[][];
  enumeration: PathEnumeration;
}

export type LintRule = (context: LintContext) => Finding[];

/** "Question 3 (propertyType)" for messages: the 0-based file position and the answer key. */
export function describe(context: LintContext, at: number): string {
  return `question ${context.index.fileIndexes[at]} (${context.index.keys[at] || 'no key'})`;
}
