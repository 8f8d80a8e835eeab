import type { Finding } from '../../types/lint';
import { questionPointer } from '../json-pointer';
import { describe, finding, type LintRule } from '../finding';

/**
 * questionData.nextComponent and nextComponent both set and different: the questionnaire and VetLife
 * used to read them in different orders, so the definition is ambiguous (the engine takes questionData's).
 */
export const nextDisagreements: LintRule = (context) => {
  const found: Finding[] = [];
  context.index.questions.forEach((question, at) => {
    const inner = question.questionData.nextComponent;
    if (inner === undefined || question.nextComponent === undefined || inner === question.nextComponent) return;
    found.push(finding('next-disagreement', questionPointer(context.index.fileIndexes[at]!, 'questionData', 'nextComponent'),
      `${describe(context, at)} has questionData.nextComponent ${inner} but nextComponent ${question.nextComponent}.`,
      'Keep one of the two (or make them equal).'));
  });
  return found;
};

/** Questions of the file that this flow's loan type never asks. */
export const inactiveQuestions: LintRule = (context) => {
  const found: Finding[] = [];
  context.flow.questions.forEach((question, file) => {
    if (question.entryPath === undefined || question.entryPath === context.flow.loanType) return;
    found.push(finding('inactive-question', questionPointer(file, 'entryPath'),
      `Question ${file} has entryPath ${question.entryPath} but the flow serves ${context.flow.loanType}; it is never asked.`,
      'Remove the question or its entryPath, or move it to the flow of that loan type.'));
  });
  return found;
};

/** `order` values that do not increase in file order (the engine asks in file order). */
export const orderNotAscending: LintRule = (context) => {
  const found: Finding[] = [];
  let previous = -Infinity;
  context.flow.questions.forEach((question, file) => {
    if (question.order === undefined) return;
    if (question.order <= previous) {
      found.push(finding('order-not-ascending', questionPointer(file, 'order'),
        `Question ${file} has order ${question.order}, not above the previous question's ${previous}.`,
        'Keep questions in the file in increasing order (the engine uses file order).'));
    }
    previous = Math.max(previous, question.order);
  });
  return found;
};
