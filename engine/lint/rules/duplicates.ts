import type { Finding } from '../../types/lint';
import { questionPointer } from '../json-pointer';
import { describe, finding, type LintRule } from '../finding';

/** Two active questions with one component: jumps to it cannot tell them apart. */
export const duplicateComponents: LintRule = (context) => {
  const seen = new Map<number, number>();
  const found: Finding[] = [];
  context.index.questions.forEach((question, at) => {
    const first = seen.get(question.component);
    if (first === undefined) seen.set(question.component, at);
    else {
      found.push(finding('duplicate-component', questionPointer(context.index.fileIndexes[at]!, 'component'),
        `Component ${question.component} of ${describe(context, at)} is also the component of ${describe(context, first)}.`,
        'Give every question its own component number.'));
    }
  });
  return found;
};

/** Two active questions storing their answer under one key, or a question with no usable key. */
export const duplicateAnswerKeys: LintRule = (context) => {
  const seen = new Map<string, number>();
  const found: Finding[] = [];
  context.index.questions.forEach((question, at) => {
    const key = context.index.keys[at]!;
    const file = context.index.fileIndexes[at]!;
    if (key === '') {
      found.push(finding('empty-answer-key', questionPointer(file, 'title'),
        `${describe(context, at)} has no alias and its title has no letters or digits, so its answer has no key.`,
        'Add questionData.alias.'));
      return;
    }
    const first = seen.get(key);
    if (first === undefined) seen.set(key, at);
    else {
      found.push(finding('duplicate-answer-key', question.questionData.alias ? questionPointer(file, 'questionData', 'alias') : questionPointer(file, 'title'),
        `Answer key "${key}" of ${describe(context, at)} is also the key of ${describe(context, first)}; one answer would overwrite the other.`,
        'Give one of the questions a different questionData.alias.'));
    }
  });
  return found;
};
