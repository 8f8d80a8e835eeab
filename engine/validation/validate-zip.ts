import type { Question } from '../types/flow';
import type { ValidationResult } from '../types/answers';
import { ANSWER_MESSAGES } from '../messages';
import { messageFor } from './message-for';
import { isEmptyAnswer } from './is-empty';
import { ZIP_PATTERN } from './patterns';

/** zipcode: exactly 5 digits, stored as a string. */
export function validateZip(question: Question, raw: unknown): ValidationResult {
  if (isEmptyAnswer(raw)) return { ok: false, message: messageFor(question, 'required', ANSWER_MESSAGES.zip) };
  const text = typeof raw === 'string' ? raw.trim() : typeof raw === 'number' && Number.isInteger(raw) ? String(raw) : '';
  if (!ZIP_PATTERN.test(text)) return { ok: false, message: messageFor(question, 'format', ANSWER_MESSAGES.zip) };
  return { ok: true, value: text };
}
