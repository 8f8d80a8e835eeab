import type { OptionValue, QuestionOption } from './types/flow';

/** An option's stored value: the string itself, or the object's value. */
export function optionValue(option: QuestionOption): OptionValue {
  return typeof option === 'string' ? option : option.value;
}

/** The text shown for an option. */
export function optionLabel(option: QuestionOption): string {
  return typeof option === 'string' ? option : option.label;
}

/** An option's own jump, if any. */
export function optionNext(option: QuestionOption): number | undefined {
  return typeof option === 'string' ? undefined : option.nextComponent;
}

/** Yes/no answers become booleans (case and surrounding spaces ignored); other values are kept. */
export function normalizeChoice(value: OptionValue): OptionValue {
  if (typeof value !== 'string') return value;
  const folded = value.trim().toLowerCase();
  if (folded === 'yes') return true;
  if (folded === 'no') return false;
  return value;
}
