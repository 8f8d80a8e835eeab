import type { Question } from '../types/flow';
import type { ValidationResult } from '../types/answers';
import { ANSWER_MESSAGES } from '../messages';
import { findOptionIndex } from '../find-option';
import { normalizeChoice, optionValue } from '../option-values';
import { isEmptyAnswer } from './is-empty';
import { messageFor } from './message-for';

/** options / dropdown: one of the options' values; yes/no values are stored as booleans. */
export function validateChoice(question: Question, raw: unknown): ValidationResult {
  if (isEmptyAnswer(raw)) return { ok: false, message: messageFor(question, 'required', ANSWER_MESSAGES.chooseOption) };
  const options = question.questionData.options;
  const i = findOptionIndex(options, raw);
  if (i < 0) return { ok: false, message: messageFor(question, 'format', ANSWER_MESSAGES.chooseOption) };
  return { ok: true, value: normalizeChoice(optionValue(options![i]!)) };
}
