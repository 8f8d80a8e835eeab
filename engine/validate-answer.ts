import type { Question } from './types/flow';
import type { ValidationResult } from './types/answers';
import { validateChoice } from './validation/validate-choice';
import { validateCurrency } from './validation/validate-currency';
import { validateMultiselect } from './validation/validate-multiselect';
import { validateSlider } from './validation/validate-slider';
import { validateText } from './validation/validate-text';
import { validateZip } from './validation/validate-zip';

const validators: Record<Question['questionData']['type'], (question: Question, raw: unknown) => ValidationResult> = {
  options: validateChoice,
  dropdown: validateChoice,
  multiselect: validateMultiselect,
  slider: validateSlider,
  text: validateText,
  zipcode: validateZip,
  currency: validateCurrency,
};

/**
 * Checks an answer against its question's rules (funnels.md §5, with the rules the definition carries)
 * and returns the normalised value or the message to show. Normalising twice changes nothing.
 */
export function validateAnswer(question: Question, raw: unknown): ValidationResult {
  const validate = validators[question.questionData.type];
  return validate ? validate(question, raw) : { ok: false, message: 'Unknown question type.' };
}

/** Whether a stored answer is valid for its question (VetLife's 'validly answered'). */
export function isValidAnswer(question: Question, value: unknown): boolean {
  return value !== undefined && validateAnswer(question, value).ok;
}
