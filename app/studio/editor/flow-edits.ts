import type { Flow, Question } from '../../../engine';
import { setAt, type PathSegment } from './set-at';

/** Edits of a flow's question list. Each returns a new flow (and the index to select) and keeps the old one intact. */
export interface Edited {
  flow: Flow;
  selected: number;
}

const nextComponent = (flow: Flow) => Math.max(0, ...flow.questions.map((question) => question.component)) + 1;

export function setQuestionField(flow: Flow, index: number, path: readonly PathSegment[], value: unknown): Flow {
  return setAt(flow, ['questions', index, ...path], value);
}

export function addQuestion(flow: Flow, after: number): Edited {
  const question: Question = {
    title: 'New question',
    component: nextComponent(flow),
    questionData: { type: 'options', options: [{ label: 'Yes', value: 'yes' }, { label: 'No', value: 'no' }] },
  };
  const at = Math.min(Math.max(after + 1, 0), flow.questions.length);
  const questions = [...flow.questions.slice(0, at), question, ...flow.questions.slice(at)];
  return { flow: { ...flow, questions }, selected: at };
}

/** A copy after the original, under a new component number, with its alias made distinct so its answer key is too. */
export function duplicateQuestion(flow: Flow, index: number): Edited {
  const original = flow.questions[index];
  if (!original) return { flow, selected: index };
  const alias = original.questionData.alias;
  const copy: Question = {
    ...structuredClone(original),
    title: `${original.title} (copy)`,
    component: nextComponent(flow),
  };
  if (alias) copy.questionData.alias = `${alias}Copy`;
  const questions = [...flow.questions.slice(0, index + 1), copy, ...flow.questions.slice(index + 1)];
  return { flow: { ...flow, questions }, selected: index + 1 };
}

export function deleteQuestion(flow: Flow, index: number): Edited {
  const questions = flow.questions.filter((_, at) => at !== index);
  return { flow: { ...flow, questions }, selected: Math.min(index, questions.length - 1) };
}

/** Moves a question one place up (-1) or down (+1) in the file; their display `order`s swap with them. */
export function moveQuestion(flow: Flow, index: number, delta: -1 | 1): Edited {
  const target = index + delta;
  const a = flow.questions[index];
  const b = flow.questions[target];
  if (!a || !b) return { flow, selected: index };
  const questions = [...flow.questions];
  questions[target] = withOrder(a, b.order);
  questions[index] = withOrder(b, a.order);
  return { flow: { ...flow, questions }, selected: target };
}

function withOrder(question: Question, order: number | undefined): Question {
  const moved = { ...question };
  if (order === undefined) delete moved.order;
  else moved.order = order;
  return moved;
}

/**
 * A jump drawn in the graph from one question to another: a choice question gets a new option that jumps
 * there (named for the staff member to rename), any other question's own next question becomes it.
 */
export function addJump(flow: Flow, from: number, toComponent: number): Edited {
  const question = flow.questions[from];
  if (!question) return { flow, selected: from };
  const data = question.questionData;
  if (data.type !== 'options' && data.type !== 'dropdown' && data.type !== 'multiselect') {
    return { flow: setQuestionField(flow, from, ['nextComponent'], toComponent), selected: from };
  }
  const options = data.options ?? [];
  const taken = new Set(options.map((option) => String(typeof option === 'object' ? option.value : option)));
  let n = options.length + 1;
  while (taken.has(`option-${n}`)) n += 1;
  const option = { label: `New option ${n}`, value: `option-${n}`, nextComponent: toComponent };
  return { flow: setQuestionField(flow, from, ['questionData', 'options'], [...options, option]), selected: from };
}
