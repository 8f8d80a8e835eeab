import type { Question } from './types/flow';
import { findOptionIndex } from './find-option';
import { optionValue } from './option-values';

/**
 * A multiselect's selection after clicking one option: added if absent, removed if present.
 * The result is in the options' order; values that name no option are dropped.
 */
export function toggleOption(question: Question, selected: readonly unknown[], clicked: unknown): Array<string | number | boolean> {
  const options = question.questionData.options ?? [];
  const chosen = new Set<number>();
  for (const value of selected) {
    const i = findOptionIndex(options, value);
    if (i >= 0) chosen.add(i);
  }
  const target = findOptionIndex(options, clicked);
  if (target >= 0) {
    if (chosen.has(target)) chosen.delete(target);
    else chosen.add(target);
  }
  return [...chosen].sort((a, b) => a - b).map((i) => optionValue(options[i]!));
}
