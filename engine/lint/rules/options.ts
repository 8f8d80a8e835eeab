import type { Finding } from '../../types/lint';
import { normalizeChoice, optionValue } from '../../option-values';
import { questionPointer } from '../json-pointer';
import { describe, finding, type LintRule } from '../finding';

const CHOICE = new Set(['options', 'dropdown', 'multiselect']);

/** Choice questions without options, and options on questions that ignore them. */
export const optionPresence: LintRule = (context) => {
  const found: Finding[] = [];
  context.index.questions.forEach((question, at) => {
    const file = context.index.fileIndexes[at]!;
    const { type, options } = question.questionData;
    if (CHOICE.has(type) && (!options || options.length === 0)) {
      found.push(finding('no-options', questionPointer(file, 'questionData'),
        `${describe(context, at)} is of type ${type} but has no options.`, 'Add questionData.options.'));
    }
    if (!CHOICE.has(type) && options !== undefined) {
      found.push(finding('options-ignored', questionPointer(file, 'questionData', 'options'),
        `${describe(context, at)} is of type ${type}, which ignores options (and their jumps).`,
        'Remove the options, or change the type to options, dropdown or multiselect.'));
    }
  });
  return found;
};

/**
 * Two options of one question with the same value (after yes/no normalisation): an answer can only
 * ever match the first, so the later one's jump and label can never be chosen.
 */
export const duplicateOptionValues: LintRule = (context) => {
  const found: Finding[] = [];
  context.index.questions.forEach((question, at) => {
    const file = context.index.fileIndexes[at]!;
    const seen = new Map<string, number>();
    (question.questionData.options ?? []).forEach((option, i) => {
      const value = normalizeChoice(optionValue(option));
      const id = `${typeof value}:${String(value)}`;
      const first = seen.get(id);
      if (first === undefined) seen.set(id, i);
      else {
        found.push(finding('duplicate-option-value', questionPointer(file, 'questionData', 'options', i),
          `Option ${i} of ${describe(context, at)} has the value of option ${first} (${JSON.stringify(value)}); an answer can never choose it.`,
          'Give each option a distinct value ("Yes"/"yes" and "No"/"no" count as the same).'));
      }
    });
  });
  return found;
};
