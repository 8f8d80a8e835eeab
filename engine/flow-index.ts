import type { Flow, LoanType, Question } from './types/flow';
import { isActive } from './active-questions';
import { answerKey } from './answer-keys';
import { optionNext } from './option-values';

/** A flow's active questions for one loan type, with the lookups every step needs. */
export interface FlowIndex {
  readonly questions: readonly Question[];
  /** For each active question, its position in flow.questions (for JSON paths). */
  readonly fileIndexes: readonly number[];
  /** For each active question, its answer key. */
  readonly keys: readonly string[];
  /** component -> active index (the first question with that component). */
  readonly byComponent: ReadonlyMap<number, number>;
  /** answer key -> active index (the first question with that key). */
  readonly byKey: ReadonlyMap<string, number>;
  /** For each active question, whether an option of it jumps (so its route depends on the answer). */
  readonly branches: readonly boolean[];
}

const cache = new WeakMap<Flow, Map<LoanType, FlowIndex>>();

function build(flow: Flow, loanType: LoanType): FlowIndex {
  const questions: Question[] = [];
  const fileIndexes: number[] = [];
  const keys: string[] = [];
  const byComponent = new Map<number, number>();
  const byKey = new Map<string, number>();
  const branches: boolean[] = [];
  flow.questions.forEach((question, fileIndex) => {
    if (!isActive(question, loanType)) return;
    const index = questions.length;
    const key = answerKey(question);
    questions.push(question);
    fileIndexes.push(fileIndex);
    keys.push(key);
    if (!byComponent.has(question.component)) byComponent.set(question.component, index);
    if (!byKey.has(key)) byKey.set(key, index);
    const type = question.questionData.type;
    const choice = type === 'options' || type === 'dropdown' || type === 'multiselect';
    branches.push(choice && (question.questionData.options ?? []).some((option) => optionNext(option) !== undefined));
  });
  return { questions, fileIndexes, keys, byComponent, byKey, branches };
}

/**
 * The cached index of a flow for a loan type. Cached per flow object: a definition is treated as
 * immutable once loaded (load a new object to change it).
 */
export function flowIndex(flow: Flow, loanType: LoanType = flow.loanType): FlowIndex {
  let perType = cache.get(flow);
  if (!perType) {
    perType = new Map();
    cache.set(flow, perType);
  }
  let index = perType.get(loanType);
  if (!index) {
    index = build(flow, loanType);
    perType.set(loanType, index);
  }
  return index;
}
