import type { Finding } from '../types/lint';
import { LINT_RULES } from '../types/lint';
import { comparePointers } from './json-pointer';

/** A stable order for findings (path, then rule, then message), so CI diffs stay small. */
export function sortFindings(findings: readonly Finding[]): Finding[] {
  return [...findings].sort(
    (a, b) =>
      comparePointers(a.path, b.path) ||
      LINT_RULES.indexOf(a.rule) - LINT_RULES.indexOf(b.rule) ||
      (a.message < b.message ? -1 : a.message > b.message ? 1 : 0),
  );
}
