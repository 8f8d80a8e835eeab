import type { Question } from '../types/flow';
import type { ValidationResult } from '../types/answers';
import { TEXT_MAX_LENGTH } from '../constants';
import { ANSWER_MESSAGES } from '../messages';
import { isEmail } from '../rules/email';
import { usPhoneDigits } from '../rules/us-phone';
import { isUsZip } from '../rules/us-zip';
import { formatPhone } from './format-phone';
import { messageFor } from './message-for';
import { textFormat } from './text-format';

/**
 * text: non-blank after trimming, within min/max characters (default max 500), and matching its format:
 * email, phone (auto-formatted to 123-456-7890) or zip. Stored trimmed.
 */
export function validateText(question: Question, raw: unknown): ValidationResult {
  const format = textFormat(question);
  const formatMessage = format === 'email' ? ANSWER_MESSAGES.email : format === 'phone' ? ANSWER_MESSAGES.phone : ANSWER_MESSAGES.zip;
  const text = typeof raw === 'string' ? raw.trim() : typeof raw === 'number' ? String(raw) : '';
  if (text === '') {
    return { ok: false, message: messageFor(question, 'required', format ? formatMessage : ANSWER_MESSAGES.textRequired) };
  }
  const { min, max = TEXT_MAX_LENGTH } = question.questionData;
  if (min !== undefined && text.length < min) return { ok: false, message: messageFor(question, 'min', ANSWER_MESSAGES.textMin, { min }) };
  if (text.length > max) return { ok: false, message: messageFor(question, 'max', ANSWER_MESSAGES.textMax, { max }) };
  if (format === 'email' && !isEmail(text)) return { ok: false, message: messageFor(question, 'format', formatMessage) };
  if (format === 'zip' && !isUsZip(text)) return { ok: false, message: messageFor(question, 'format', formatMessage) };
  if (format === 'phone') {
    const digits = usPhoneDigits(text);
    if (!digits) return { ok: false, message: messageFor(question, 'format', formatMessage) };
    return { ok: true, value: formatPhone(digits) };
  }
  return { ok: true, value: text };
}
