import type { Question } from './types/flow';
import type { Answers, ValidationResult } from './types/answers';
import { validateChoice } from './validation/validate-choice';
import { validateCurrency } from './validation/validate-currency';
import { validateMultiselect } from './validation/validate-multiselect';
import { validateSlider } from './validation/validate-slider';
import { validateText } from './validation/validate-text';
import { validateZip } from './validation/validate-zip';

const validators: Record<Question['questionData']['type'], (question: Question, raw: unknown, earlier: Answers) => ValidationResult> = {
  options: validateChoice,
  dropdown: validateChoice,
  multiselect: validateMultiselect,
  slider: validateSlider,
  text: validateText,
  zipcode: validateZip,
  currency: validateCurrency,
};

/**
 * Checks an answer against its question's rules (the funnels' rules, with those the definition carries)
 * and returns the normalised value or the message to show. `earlier` holds the answers given before this
 * question on the visitor's path: rules that compare with them (atMost) apply only to what is there.
 * Normalising twice changes nothing.
 */
export function validateAnswer(question: Question, raw: unknown, earlier: Answers = {}): ValidationResult {
  const validate = validators[question.questionData.type];
  return validate ? validate(question, raw, earlier) : { ok: false, message: 'Unknown question type.' };
}

/** Whether a stored answer is valid for its question (VetLife's 'validly answered'), given the answers before it. */
export function isValidAnswer(question: Question, value: unknown, earlier: Answers = {}): boolean {
  return value !== undefined && validateAnswer(question, value, earlier).ok;
}
