import type { Question, RuleMessages } from '../types/flow';
import { formatMessage } from '../messages';

/** The definition's override for a rule, else the engine's message, with placeholders filled. */
export function messageFor(
  question: Question,
  rule: keyof RuleMessages,
  fallback: string,
  params: Readonly<Record<string, string | number>> = {},
): string {
  const override = question.questionData.messages?.[rule];
  return formatMessage(override ?? fallback, params);
}
