import type { Question } from '../types/flow';
import type { Answers, ValidationResult } from '../types/answers';
import { CURRENCY_MAX_DIGITS } from '../constants';
import { ANSWER_MESSAGES, formatMessage, formatUsd } from '../messages';
import { atMostCap } from './at-most-cap';
import { messageFor } from './message-for';
import { isEmptyAnswer } from './is-empty';
import { parseAmount } from './parse-amount';

/**
 * currency: a non-negative amount of up to 10 whole digits within the question's min and max, and within
 * its atMost cap computed from the earlier answers; stored as a number.
 */
export function validateCurrency(question: Question, raw: unknown, earlier: Answers = {}): ValidationResult {
  if (isEmptyAnswer(raw)) return { ok: false, message: messageFor(question, 'required', ANSWER_MESSAGES.currency) };
  const parsed = parseAmount(raw);
  if (!parsed || parsed.wholeDigits > CURRENCY_MAX_DIGITS) {
    return { ok: false, message: messageFor(question, 'format', ANSWER_MESSAGES.currency) };
  }
  const { min, max } = question.questionData;
  if (min !== undefined && parsed.amount < min) {
    return { ok: false, message: messageFor(question, 'min', ANSWER_MESSAGES.currencyMin, { min: formatUsd(min) }) };
  }
  if (max !== undefined && parsed.amount > max) {
    return { ok: false, message: messageFor(question, 'max', ANSWER_MESSAGES.currencyMax, { max: formatUsd(max) }) };
  }
  const rule = question.questionData.atMost;
  const cap = rule ? atMostCap(rule, earlier) : null;
  if (rule && cap !== null && parsed.amount > cap) {
    return { ok: false, message: formatMessage(rule.message ?? ANSWER_MESSAGES.atMost, { max: formatUsd(cap) }) };
  }
  return { ok: true, value: parsed.amount };
}
