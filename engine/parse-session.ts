import type { Flow } from './types/flow';
import type { Session } from './types/session';
import type { AnswerValue } from './types/answers';
import { LOAN_TYPES } from './types/flow';
import { flowIndex } from './flow-index';
import { isIndexList, isPlainObject, own } from './json-guards';
import { validateAnswer } from './validate-answer';

export type SessionParse = { ok: true; session: Session } | { ok: false; reason: string };

/**
 * Validates a session that came from outside (storage, history.state, a request): same flow and version,
 * a known loan type, answers that are known keys with values valid for their questions (normalised, and
 * within any cap the answers before them set),
 * a history of distinct in-range indexes, a current index in range and not in the history (null exactly
 * when completed). Never throws.
 */
export function parseSession(flow: Flow, raw: unknown): SessionParse {
  if (!isPlainObject(raw)) return { ok: false, reason: 'not an object' };
  if (own(raw, 'flowId') !== flow.id) return { ok: false, reason: 'another flow' };
  if (own(raw, 'flowVersion') !== flow.version) return { ok: false, reason: 'another flow version' };
  const loanType = own(raw, 'loanType');
  if (typeof loanType !== 'string' || !(LOAN_TYPES as readonly string[]).includes(loanType)) return { ok: false, reason: 'unknown loan type' };
  const index = flowIndex(flow, loanType as Session['loanType']);
  const count = index.questions.length;

  const history = own(raw, 'history');
  if (!isIndexList(history, count) || new Set(history).size !== history.length) return { ok: false, reason: 'bad history' };
  const completed = own(raw, 'completed');
  if (typeof completed !== 'boolean') return { ok: false, reason: 'bad completed flag' };
  const current = own(raw, 'current');
  if (completed ? current !== null : !(Number.isInteger(current) && (current as number) >= 0 && (current as number) < count)) {
    return { ok: false, reason: 'bad current question' };
  }
  if (current !== null && history.includes(current as number)) return { ok: false, reason: 'current question already in history' };

  const visited = own(raw, 'visited');
  if (!Array.isArray(visited) || !visited.every((c) => Number.isInteger(c) && index.byComponent.has(c as number))) {
    return { ok: false, reason: 'bad visited list' };
  }

  const rawAnswers = own(raw, 'answers');
  if (!isPlainObject(rawAnswers)) return { ok: false, reason: 'answers is not an object' };
  // In the order asked (the history's answers first), each checked against those before it, as when it was given.
  const historyKeys = history.map((i) => index.keys[i]!).filter((key) => Object.hasOwn(rawAnswers, key));
  const keys = [...new Set([...historyKeys, ...Object.keys(rawAnswers)])];
  const answers: Record<string, AnswerValue> = {};
  for (const key of keys) {
    const at = index.byKey.get(key);
    if (at === undefined) return { ok: false, reason: `unknown answer key ${key}` };
    const result = validateAnswer(index.questions[at]!, rawAnswers[key], answers);
    if (!result.ok) return { ok: false, reason: `invalid answer for ${key}` };
    answers[key] = result.value;
  }

  return {
    ok: true,
    session: {
      flowId: flow.id,
      flowVersion: flow.version,
      loanType: loanType as Session['loanType'],
      answers,
      history: [...history],
      visited: [...(visited as number[])],
      current: current as number | null,
      completed,
    },
  };
}
