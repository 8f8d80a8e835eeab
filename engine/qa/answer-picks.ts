import { CHOICE_TYPES, type OptionValue, type Question } from '../types/flow';
import type { Answers } from '../types/answers';
import type { RouteEdge } from '../lint/route-edges';
import { optionNext, optionValue } from '../option-values';
import { atMostCap } from '../validation/at-most-cap';
import { sliderDefault } from '../validation/slider-bounds';
import { textFormat } from '../validation/text-format';
import { TEXT_MAX_LENGTH } from '../constants';

/** Answers a generated fixture gives: plain, valid and easy to recognise in a report. */
export const SAMPLE_ANSWERS = {
  email: 'qa.visitor@example.com',
  phone: '(248) 555-0142',
  zip: '48009',
  text: 'Jordan Smith',
} as const;

const isChoice = (question: Question) => (CHOICE_TYPES as readonly string[]).includes(question.questionData.type);

/** The largest whole-dollar amount a currency question accepts after these earlier answers (Infinity: no limit). */
function currencyCeiling(question: Question, earlier: Answers): number {
  const { max, atMost } = question.questionData;
  const cap = atMost ? atMostCap(atMost, earlier) : null;
  return Math.floor(Math.min(max ?? Infinity, cap ?? Infinity));
}

/** A valid, unremarkable answer to a question that is not a choice: the middle of its range, a sample text. */
export function typicalAnswer(question: Question, earlier: Answers): unknown {
  const data = question.questionData;
  switch (data.type) {
    case 'slider':
      return sliderDefault(question);
    case 'currency': {
      const low = Math.max(0, Math.ceil(data.min ?? 0));
      const high = currencyCeiling(question, earlier);
      if (high === Infinity) return Math.max(low, 25_000);
      const middle = Math.round((low + high) / 2 / 1000) * 1000;
      return middle >= low && middle <= high ? middle : Math.max(low, Math.floor((low + high) / 2));
    }
    case 'zipcode':
      return SAMPLE_ANSWERS.zip;
    case 'text': {
      const format = textFormat(question);
      if (format) return SAMPLE_ANSWERS[format];
      const { min = 1, max = TEXT_MAX_LENGTH } = data;
      const sample: string = SAMPLE_ANSWERS.text;
      return sample.length < min ? sample.padEnd(min, 'x') : sample.slice(0, max);
    }
    default:
      return undefined;
  }
}

/** The answer that takes a route: the jumping option, the first option that does not jump, or a typical answer. */
export function routeAnswer(question: Question, route: RouteEdge, earlier: Answers): unknown {
  if (!isChoice(question)) return typicalAnswer(question, earlier);
  const options = question.questionData.options ?? [];
  const multiselect = question.questionData.type === 'multiselect';
  if (route.source === 'option') {
    const value = optionValue(options[route.option!]!);
    return multiselect ? [value] : value;
  }
  const staying: OptionValue[] = options.filter((option) => optionNext(option) === undefined).map(optionValue);
  if (!multiselect) return staying[0];
  return staying.slice(0, Math.max(1, question.questionData.min ?? 1));
}
