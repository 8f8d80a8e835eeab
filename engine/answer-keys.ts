import type { Question } from './types/flow';

/**
 * The title stripped of every character that is not a letter, digit or space, then camel-cased:
 * "What's your ZIP code?" -> "whatsYourZipCode".
 */
export function titleToKey(title: string): string {
  const words = title.replace(/[^A-Za-z0-9\s]/g, '').split(/\s+/).filter(Boolean);
  return words
    .map((word, i) => {
      const lower = word.toLowerCase();
      return i === 0 ? lower : lower.charAt(0).toUpperCase() + lower.slice(1);
    })
    .join('');
}

/** The key a question's answer is stored under: its alias, else its camel-cased title. */
export function answerKey(question: Question): string {
  const alias = question.questionData.alias;
  return alias !== undefined && alias !== '' ? alias : titleToKey(question.title);
}
