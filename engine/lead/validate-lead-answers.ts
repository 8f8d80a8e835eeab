import type { Flow, LoanType } from '../types/flow';
import type { AnswerValue } from '../types/answers';
import { flowIndex } from '../flow-index';
import { isPlainObject } from '../json-guards';
import { formatMessage, LEAD_MESSAGES } from '../messages';
import { replayAnswers } from '../replay';

export type LeadProblemCode = 'not-an-object' | 'too-many' | 'unknown-key' | 'invalid' | 'unreachable' | 'missing' | 'loan-type' | 'contact';

export interface LeadProblem {
  /** The answer key (or 'answers', 'loanType', 'contactInfo.email', ...). */
  key: string;
  code: LeadProblemCode;
  message: string;
}

export interface LeadAnswersReport {
  /** No problem and the path reaches completion. */
  ok: boolean;
  /** Whether the replayed path ends with every question on it validly answered. */
  completed: boolean;
  /** The answer keys on the replayed path, in order. */
  path: string[];
  /** The valid answers on the path, normalised. */
  answers: Record<string, AnswerValue>;
  /**
   * Too many answers (more keys than the flow has questions) first, then path problems in path order,
   * then unknown (the first NAMED_UNKNOWN_KEYS) and unreachable keys in key order.
   */
  problems: LeadProblem[];
}

/**
 * Server-side check of a submitted answers object: replays the navigation rule from the first active
 * question and reports invalid values (the question's own rules), questions on the path without an answer,
 * keys no question has, and answers for questions the replayed path does not ask (no path of the flow
 * produces them with these answers). Never throws. A body cannot carry more answers than the flow has
 * questions, and at most NAMED_UNKNOWN_KEYS unknown keys are named: the report stays small however many
 * keys a hostile body holds.
 */
/** How many unknown keys a report names at most. */
export const NAMED_UNKNOWN_KEYS = 20;

export function validateLeadAnswers(flow: Flow, submitted: unknown, loanType: LoanType = flow.loanType): LeadAnswersReport {
  if (!isPlainObject(submitted)) {
    return { ok: false, completed: false, path: [], answers: {}, problems: [{ key: 'answers', code: 'not-an-object', message: LEAD_MESSAGES.answersNotAnObject }] };
  }
  const index = flowIndex(flow, loanType);
  const replay = replayAnswers(index, submitted);
  const problems: LeadProblem[] = [];
  const answers: Record<string, AnswerValue> = {};
  const onPath = new Set<string>();
  for (const step of replay.steps) {
    onPath.add(step.key);
    if (step.value !== undefined) answers[step.key] = step.value;
    else if (step.error !== undefined) problems.push({ key: step.key, code: 'invalid', message: step.error });
    else problems.push({ key: step.key, code: 'missing', message: LEAD_MESSAGES.missing });
  }
  const completed = replay.end === 'complete' && problems.length === 0;
  const keys = Object.keys(submitted);
  if (keys.length > index.byKey.size) {
    problems.unshift({ key: 'answers', code: 'too-many', message: formatMessage(LEAD_MESSAGES.tooManyAnswers, { given: keys.length, most: index.byKey.size }) });
  }
  let unknown = 0;
  for (const key of keys.sort()) {
    if (onPath.has(key)) continue;
    if (index.byKey.has(key)) problems.push({ key, code: 'unreachable', message: LEAD_MESSAGES.unreachable });
    else if (unknown++ < NAMED_UNKNOWN_KEYS) problems.push({ key, code: 'unknown-key', message: formatMessage(LEAD_MESSAGES.unknownKey, { key }) });
  }
  return { ok: completed && problems.length === 0, completed, path: replay.steps.map((step) => step.key), answers, problems };
}
