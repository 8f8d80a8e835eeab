import type { Question, TextFormat } from '../types/flow';

/**
 * The format rule of a text question: the definition's `format`, else VetLife's title-keyword rule
 * (a title containing 'email' is an e-mail, one containing 'phone' a phone number).
 */
export function textFormat(question: Question): TextFormat | null {
  if (question.questionData.format) return question.questionData.format;
  const title = question.title.toLowerCase();
  if (title.includes('email')) return 'email';
  if (title.includes('phone')) return 'phone';
  return null;
}
