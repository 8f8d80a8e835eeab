import type { Question } from './types/flow';
import type { AnswerValue } from './types/answers';
import { sliderDefault } from './validation/slider-bounds';

/** The value an input starts with: a slider's default range, an empty multiselect, else the definition's default or ''. */
export function initialValue(question: Question): AnswerValue {
  const data = question.questionData;
  if (data.type === 'slider') return sliderDefault(question);
  if (data.type === 'multiselect') return [];
  const given = data.default;
  return typeof given === 'string' || typeof given === 'number' ? given : '';
}
