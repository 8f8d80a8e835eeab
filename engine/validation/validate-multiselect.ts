import type { Question } from '../types/flow';
import type { ValidationResult } from '../types/answers';
import { ANSWER_MESSAGES } from '../messages';
import { findOptionIndex } from '../find-option';
import { optionValue } from '../option-values';
import { isEmptyAnswer } from './is-empty';
import { messageFor } from './message-for';

/**
 * multiselect: at least one option (min/max bound the count when given). A single value counts as a
 * one-item selection. Stored as the options' values in the options' order, without repeats.
 */
export function validateMultiselect(question: Question, raw: unknown): ValidationResult {
  if (isEmptyAnswer(raw)) return { ok: false, message: messageFor(question, 'required', ANSWER_MESSAGES.chooseAtLeastOne) };
  const options = question.questionData.options ?? [];
  const items = Array.isArray(raw) ? raw : [raw];
  const chosen = new Set<number>();
  for (const item of items) {
    const i = findOptionIndex(options, item);
    if (i < 0) return { ok: false, message: messageFor(question, 'format', ANSWER_MESSAGES.chooseOption) };
    chosen.add(i);
  }
  const { min, max } = question.questionData;
  if (min !== undefined && chosen.size < min) {
    return { ok: false, message: messageFor(question, 'min', ANSWER_MESSAGES.chooseAtLeast, { min }) };
  }
  if (max !== undefined && chosen.size > max) {
    return { ok: false, message: messageFor(question, 'max', ANSWER_MESSAGES.chooseAtMost, { max }) };
  }
  return { ok: true, value: [...chosen].sort((a, b) => a - b).map((i) => optionValue(options[i]!)) };
}
