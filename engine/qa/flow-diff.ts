import { flowIndex } from '../flow-index';
import { enumeratePaths } from '../lint/enumerate-paths';
import { optionLabel } from '../option-values';
import type { Flow, Question } from '../types/flow';

export interface KeyRename {
  component: number;
  from: string;
  to: string;
}

export interface FlowDiff {
  /** Paths as question sequences ("propertyType → propertyUse → …"), complete ones only; the lists hold at most 50 each. */
  paths: { added: string[]; removed: string[]; addedCount: number; removedCount: number };
  /** Answer keys the CRM webhook and the lead carry: a removed or renamed key breaks a receiver that reads it. */
  answerKeys: { added: string[]; removed: string[]; renamed: KeyRename[] };
  texts: { key: string; field: string }[];
  rules: { key: string; field: string }[];
  /** True when keys are removed or renamed: publishing needs an explicit acknowledgement. */
  breaking: boolean;
}

const LIST_LIMIT = 50;
const RULE_FIELDS = ['type', 'min', 'max', 'step', 'format', 'default', 'atMost', 'messages'] as const;

function completePaths(flow: Flow): Set<string> {
  const index = flowIndex(flow);
  return new Set(
    enumeratePaths(flow)
      .paths.filter((path) => path.end === 'complete')
      .map((path) => path.indexes.map((at) => index.keys[at]).join(' → ')),
  );
}

function keysByComponent(flow: Flow): Map<number, string> {
  const index = flowIndex(flow);
  return new Map(index.questions.map((question, at) => [question.component, index.keys[at]!]));
}

function textsOf(question: Question): Record<string, string> {
  const texts: Record<string, string> = { title: question.title, subTitle: question.subTitle ?? '', placeholder: question.questionData.placeholder ?? '' };
  (question.questionData.options ?? []).forEach((option, at) => (texts[`options[${at}]`] = optionLabel(option)));
  return texts;
}

/**
 * What a change does to visitors and to the lead's receivers, compared with the live version: the paths
 * a visitor can take, the answer keys, and the texts and rules of questions present in both.
 */
export function diffFlows(before: Flow, after: Flow): FlowDiff {
  const [pathsBefore, pathsAfter] = [completePaths(before), completePaths(after)];
  const added = [...pathsAfter].filter((path) => !pathsBefore.has(path));
  const removed = [...pathsBefore].filter((path) => !pathsAfter.has(path));

  const [keysBefore, keysAfter] = [keysByComponent(before), keysByComponent(after)];
  const renamed: KeyRename[] = [];
  for (const [component, key] of keysBefore) {
    const now = keysAfter.get(component);
    if (now !== undefined && now !== key && ![...keysBefore.values()].includes(now)) renamed.push({ component, from: key, to: now });
  }
  const renamedFrom = new Set(renamed.map((rename) => rename.from));
  const renamedTo = new Set(renamed.map((rename) => rename.to));
  const beforeKeys = new Set(keysBefore.values());
  const afterKeys = new Set(keysAfter.values());

  const texts: FlowDiff['texts'] = [];
  const rules: FlowDiff['rules'] = [];
  const questionsBefore = new Map(before.questions.map((question) => [question.component, question]));
  for (const question of after.questions) {
    const earlier = questionsBefore.get(question.component);
    if (!earlier) continue;
    const key = keysAfter.get(question.component) ?? question.questionData.alias ?? String(question.component);
    const [was, is] = [textsOf(earlier), textsOf(question)];
    for (const field of new Set([...Object.keys(was), ...Object.keys(is)])) if (was[field] !== is[field]) texts.push({ key, field });
    for (const field of RULE_FIELDS) {
      if (JSON.stringify(earlier.questionData[field]) !== JSON.stringify(question.questionData[field])) rules.push({ key, field });
    }
  }
  if (before.contact.consent !== after.contact.consent) texts.push({ key: 'contact', field: 'consent' });

  const answerKeys = {
    added: [...afterKeys].filter((key) => !beforeKeys.has(key) && !renamedTo.has(key)),
    removed: [...beforeKeys].filter((key) => !afterKeys.has(key) && !renamedFrom.has(key)),
    renamed,
  };
  return {
    paths: { added: added.slice(0, LIST_LIMIT), removed: removed.slice(0, LIST_LIMIT), addedCount: added.length, removedCount: removed.length },
    answerKeys,
    texts,
    rules,
    breaking: answerKeys.removed.length > 0 || renamed.length > 0,
  };
}
