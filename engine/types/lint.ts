export type Severity = 'error' | 'warning';

export const LINT_RULES = [
  'empty-flow',
  'duplicate-component',
  'duplicate-answer-key',
  'empty-answer-key',
  'target-missing',
  'option-leads-nowhere',
  'cycle',
  'never-completes',
  'no-options',
  'duplicate-option-value',
  'unknown-option-icon',
  'invalid-range',
  'unreachable-question',
  'backward-jump',
  'next-disagreement',
  'inactive-question',
  'order-not-ascending',
  'options-ignored',
  'format-ignored',
  'invalid-at-most',
  'invalid-consent',
  'invalid-offer',
  'consent-missing',
  'prohibited-question',
  'trid-application',
  'paths-truncated',
  'translation-missing',
  'invalid-translation',
  'translation-stale',
] as const;
export type LintRuleId = (typeof LINT_RULES)[number];

export interface Finding {
  rule: LintRuleId;
  severity: Severity;
  /** JSON Pointer into the definition file, e.g. /questions/3/questionData/options/1/nextComponent. */
  path: string;
  message: string;
  /** One line telling staff how to fix it. */
  hint: string;
}

export interface EnumeratedPath {
  /** Indexes into the active questions, in the order asked. */
  indexes: number[];
  end: 'complete' | 'cycle';
}

export interface PathStats {
  count: number;
  completing: number;
  truncated: boolean;
  shortest: number[] | null;
  longest: number[] | null;
}

export interface LintReport {
  flowId: string;
  questionCount: number;
  findings: Finding[];
  paths: PathStats;
}
