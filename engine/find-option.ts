import type { QuestionOption } from './types/flow';
import { normalizeChoice, optionValue } from './option-values';

/** The index of the option an answer value names (compared after yes/no normalisation), or -1. */
export function findOptionIndex(options: readonly QuestionOption[] | undefined, value: unknown): number {
  if (!options || (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean')) return -1;
  const wanted = normalizeChoice(value);
  for (let i = 0; i < options.length; i++) {
    if (normalizeChoice(optionValue(options[i]!)) === wanted) return i;
  }
  return -1;
}
