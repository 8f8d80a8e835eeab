import { CURRENCY_MAX_DIGITS, TEXT_MAX_LENGTH } from '../constants';
import { optionNext, optionValue } from '../option-values';
import type { Answers } from '../types/answers';
import type { Question } from '../types/flow';
import { atMostCap } from '../validation/at-most-cap';
import { sliderBounds } from '../validation/slider-bounds';
import { textFormat } from '../validation/text-format';
import { SAMPLE_ANSWERS } from './answer-picks';

/** One rule's edge: values just outside it (the question must refuse them) and the value on it (accepted). */
export interface BoundaryCase {
  rule: string;
  refuse: unknown[];
  accept?: unknown;
}

const letters = (count: number) => 'abcdefghij'.repeat(Math.ceil(count / 10)).slice(0, count);
const INVALID_SAMPLES = { email: 'qa.visitor@example', phone: '555-0142', zip: '4800' } as const;

/**
 * The edges of every rule a visitor can meet at this question, given the answers before it: empty, the
 * wrong format, the minimum and maximum (with one past each), and a cap taken from earlier answers. The
 * caller keeps only what the engine refuses and accepts as planned.
 */
export function boundaryPlan(question: Question, earlier: Answers): BoundaryCase[] {
  const data = question.questionData;
  switch (data.type) {
    case 'currency': {
      const cases: BoundaryCase[] = [{ rule: 'required', refuse: [''] }, { rule: 'format', refuse: ['lots'] }];
      if (data.min !== undefined && data.min >= 1) cases.push({ rule: 'min', refuse: [Math.ceil(data.min) - 1], accept: Math.ceil(data.min) });
      if (data.max !== undefined) cases.push({ rule: 'max', refuse: [Math.floor(data.max) + 1], accept: Math.floor(data.max) });
      else cases.push({ rule: 'digits', refuse: [10 ** CURRENCY_MAX_DIGITS], accept: 10 ** CURRENCY_MAX_DIGITS - 1 });
      const cap = data.atMost ? atMostCap(data.atMost, earlier) : null;
      if (cap !== null) cases.push({ rule: 'cap', refuse: [Math.floor(cap) + 1], accept: Math.floor(cap) });
      return cases;
    }
    case 'text': {
      const format = textFormat(question);
      const { min, max = TEXT_MAX_LENGTH } = data;
      const cases: BoundaryCase[] = [{ rule: 'required', refuse: [''] }];
      if (format) return [...cases, { rule: 'format', refuse: [INVALID_SAMPLES[format]], accept: SAMPLE_ANSWERS[format] }];
      if (min !== undefined && min > 1) cases.push({ rule: 'min', refuse: [letters(min - 1)], accept: letters(min) });
      cases.push({ rule: 'max', refuse: [letters(max + 1)], accept: letters(max) });
      return cases;
    }
    case 'zipcode':
      return [
        { rule: 'required', refuse: [''] },
        { rule: 'format', refuse: [INVALID_SAMPLES.zip, '00000'], accept: SAMPLE_ANSWERS.zip },
      ];
    case 'slider': {
      const { min, max } = sliderBounds(question);
      return [{ rule: 'range', refuse: [], accept: [min, max] }];
    }
    case 'multiselect': {
      const options = data.options ?? [];
      // Options that do not jump first, so the count rules are checked without changing the route.
      const values = [...options].sort((a, b) => Number(optionNext(a) !== undefined) - Number(optionNext(b) !== undefined)).map(optionValue);
      const cases: BoundaryCase[] = [{ rule: 'required', refuse: [[]] }];
      if (data.min !== undefined && data.min > 1) cases.push({ rule: 'min', refuse: [values.slice(0, data.min - 1)], accept: values.slice(0, data.min) });
      if (data.max !== undefined && data.max < values.length) cases.push({ rule: 'max', refuse: [values.slice(0, data.max + 1)], accept: values.slice(0, data.max) });
      return cases;
    }
    default:
      return [];
  }
}
