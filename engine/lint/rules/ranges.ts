import type { Finding } from '../../types/lint';
import { sliderBounds } from '../../validation/slider-bounds';
import { questionPointer } from '../json-pointer';
import { describe, finding, type LintRule } from '../finding';

/** min above max, and a slider default that is not a [low, high] pair inside the bounds. */
export const invalidRanges: LintRule = (context) => {
  const found: Finding[] = [];
  context.index.questions.forEach((question, at) => {
    const file = context.index.fileIndexes[at]!;
    const data = question.questionData;
    if (data.type === 'slider') {
      const { min, max } = sliderBounds(question);
      if (min >= max) {
        found.push(finding('invalid-range', questionPointer(file, 'questionData', 'min'),
          `The slider of ${describe(context, at)} has min ${min} not below max ${max}.`, 'Make min smaller than max.'));
      }
      const given = data.default;
      if (given !== undefined && (!Array.isArray(given) || given.length !== 2 || given[0]! > given[1]! || given[0]! < min || given[1]! > max)) {
        found.push(finding('invalid-range', questionPointer(file, 'questionData', 'default'),
          `The slider default of ${describe(context, at)} is not a [low, high] pair between ${min} and ${max}.`,
          'Write the default as [low, high] within min and max.'));
      }
    } else if (data.min !== undefined && data.max !== undefined && data.min > data.max) {
      found.push(finding('invalid-range', questionPointer(file, 'questionData', 'min'),
        `${describe(context, at)} has min ${data.min} above max ${data.max}: no answer can be valid.`, 'Make min at most max.'));
    }
  });
  return found;
};

/** A format on a question that is not free text. */
export const ignoredFormats: LintRule = (context) => {
  const found: Finding[] = [];
  context.index.questions.forEach((question, at) => {
    if (question.questionData.format === undefined || question.questionData.type === 'text') return;
    found.push(finding('format-ignored', questionPointer(context.index.fileIndexes[at]!, 'questionData', 'format'),
      `${describe(context, at)} is of type ${question.questionData.type}, which ignores format.`,
      'Remove format (it applies to text questions only).'));
  });
  return found;
};
