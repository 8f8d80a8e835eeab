import type { Question } from '../types/flow';
import type { ValidationResult } from '../types/answers';
import { ANSWER_MESSAGES } from '../messages';
import { isUsZip } from '../rules/us-zip';
import { messageFor } from './message-for';
import { isEmptyAnswer } from './is-empty';

/** zipcode: a US ZIP code (5 digits, not 00000), stored as a string. */
export function validateZip(question: Question, raw: unknown): ValidationResult {
  if (isEmptyAnswer(raw)) return { ok: false, message: messageFor(question, 'required', ANSWER_MESSAGES.zip) };
  const text = typeof raw === 'string' ? raw.trim() : typeof raw === 'number' && Number.isInteger(raw) ? String(raw) : '';
  if (!isUsZip(text)) return { ok: false, message: messageFor(question, 'format', ANSWER_MESSAGES.zip) };
  return { ok: true, value: text };
}
