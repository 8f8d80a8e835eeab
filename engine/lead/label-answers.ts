import { answerKey } from '../answer-keys';
import { findOptionIndex } from '../find-option';
import { formatUsd } from '../messages';
import { optionLabel } from '../option-values';
import type { Flow, Question } from '../types/flow';

export interface LabelledAnswer {
  key: string;
  question: string;
  answer: string;
}

function labelOf(question: Question, value: unknown): string {
  const options = question.questionData.options;
  const choice = (item: unknown) => {
    const index = findOptionIndex(options, item);
    if (index >= 0 && options) return optionLabel(options[index]!);
    if (typeof item === 'boolean') return item ? 'Yes' : 'No';
    return String(item);
  };
  switch (question.questionData.type) {
    case 'options':
    case 'dropdown':
      return choice(value);
    case 'multiselect':
      return Array.isArray(value) ? value.map(choice).join(', ') : choice(value);
    case 'slider':
      return Array.isArray(value) && value.length === 2 ? `${formatUsd(Number(value[0]))} – ${formatUsd(Number(value[1]))}` : String(value);
    case 'currency':
      return typeof value === 'number' ? formatUsd(value) : String(value);
    default:
      return typeof value === 'boolean' ? (value ? 'Yes' : 'No') : String(value);
  }
}

/**
 * A lead's answers as a person reads them: each question's title and the chosen option's label (or the
 * amount, range or text), in the flow's order. Keys the flow does not know are listed last, by key.
 */
export function labelAnswers(flow: Flow, answers: Record<string, unknown>): LabelledAnswer[] {
  const labelled: LabelledAnswer[] = [];
  const seen = new Set<string>();
  for (const question of flow.questions) {
    const key = answerKey(question);
    if (seen.has(key) || !Object.hasOwn(answers, key)) continue;
    seen.add(key);
    labelled.push({ key, question: question.title, answer: labelOf(question, answers[key]) });
  }
  for (const key of Object.keys(answers)) {
    if (!seen.has(key)) labelled.push({ key, question: key, answer: JSON.stringify(answers[key]) });
  }
  return labelled;
}
