import type { Flow, LoanType } from '../types/flow';
import type { AnswerValue } from '../types/answers';
import type { ContactInfo } from '../types/contact';
import type { Effect } from '../types/effects';
import type { Session } from '../types/session';
import { flowIndex, type FlowIndex } from '../flow-index';
import { questionsUnavailable } from '../flow/questions-unavailable';
import { parseStep } from '../funnel/url-params';
import { isIndexList } from '../json-guards';
import { componentsOf } from '../path-keys';
import { replayAnswers, type Replay } from '../replay';
import { checkSavedState } from '../saved-state';
import { freshSession } from '../start';
import { validateAnswer } from '../validate-answer';
import { firstGap, fromHistory, notPastFirstGap, type Position } from './resume-point';

export interface RestoreOptions {
  /** The URL's type. */
  loanType: LoanType;
  /** The URL's step parameter, as read (string, number or absent). */
  step?: unknown;
  /** The session-scoped completion flag (formCompleted / vetlifeFormCompleted). */
  sessionCompleted?: boolean;
}

export type RestoreOutcome = 'fresh' | 'other-type' | 'discarded' | 'sent-earlier' | 'restored' | 'completed' | 'submitted' | 'unavailable';

export interface RestoreResult {
  session: Session | null;
  contactInfo: ContactInfo;
  outcome: RestoreOutcome;
  effects: Effect[];
}

const NO_CONTACT: ContactInfo = { fullName: '', email: '', phoneNumber: '' };

/**
 * The saved answers that belong to a question of the flow and are valid for it, normalised. Those on the
 * replayed path are checked against the path's earlier answers (a cap an earlier answer sets), the others
 * against the path's answers.
 */
function validAnswers(index: FlowIndex, saved: Record<string, unknown>): { answers: Record<string, AnswerValue>; replay: Replay } {
  const replay = replayAnswers(index, saved);
  const answers: Record<string, AnswerValue> = {};
  for (const step of replay.steps) if (step.value !== undefined) answers[step.key] = step.value;
  const onPath = new Set(replay.steps.map((step) => step.key));
  const pathAnswers = { ...answers };
  for (const key of Object.keys(saved)) {
    const at = index.byKey.get(key);
    if (at === undefined || onPath.has(key)) continue;
    const result = validateAnswer(index.questions[at]!, saved[key], pathAnswers);
    if (result.ok) answers[key] = result.value;
  }
  return { answers, replay };
}

/**
 * The restore rules for a page load with a type in the URL (both variants):
 * - no saved state: a fresh session; saved state of another type: fresh, storage cleared;
 * - a state failing validation (answers an object, navigationHistory non-negative indexes below the
 *   question count, questions a list): cleared, fresh;
 * - a lead already sent: 'submitted' (the thank-you screen) while the browser session that sent it lasts,
 *   afterwards a fresh start with the storage cleared ('sent-earlier'): a sent lead is never offered again;
 * - saved completed (every question answered, the lead not sent): reset to not completed and restored
 *   like any other;
 * - the navigation rule is replayed over the saved answers; if its last question is validly answered the
 *   flow is complete;
 * - with a step parameter (clamped to the last question) the position is the step on the replayed path
 *   (the history the path before it: 0..step-1 for a flow without jumps); a step off that path, or past
 *   its first unanswered question, resumes at that first unanswered question;
 * - without a step, the resume point is computed from the saved history (after the last visited question,
 *   forward if its answer is valid, else stay); a state without history, or saved by another flow
 *   version, resumes at the replayed path's first unanswered question.
 * Never throws; the caller removes the state when the effects say clearStorage.
 */
export function restoreSession(flow: Flow, saved: unknown, options: RestoreOptions): RestoreResult {
  const { loanType } = options;
  const index = flowIndex(flow, loanType);
  const count = index.questions.length;
  if (count === 0) return { session: null, contactInfo: NO_CONTACT, outcome: 'unavailable', effects: questionsUnavailable() };
  const fresh = freshSession(flow, loanType);
  if (saved === null || saved === undefined) return { session: fresh, contactInfo: NO_CONTACT, outcome: 'fresh', effects: [] };

  const check = checkSavedState(saved);
  if (!check.ok) return { session: fresh, contactInfo: NO_CONTACT, outcome: 'discarded', effects: [{ type: 'clearStorage' }] };
  const state = check.state;
  if (state.loanType !== loanType) return { session: fresh, contactInfo: NO_CONTACT, outcome: 'other-type', effects: [{ type: 'clearStorage' }] };
  if (state.leadSent && options.sessionCompleted !== true) return { session: fresh, contactInfo: NO_CONTACT, outcome: 'sent-earlier', effects: [{ type: 'clearStorage' }] };
  if (state.navigationHistory !== undefined && !isIndexList(state.navigationHistory, count)) {
    return { session: fresh, contactInfo: NO_CONTACT, outcome: 'discarded', effects: [{ type: 'clearStorage' }] };
  }

  const { answers, replay } = validAnswers(index, state.answers);
  const path = replay.steps.map((step) => step.index);
  // Complete only when every question on the replayed path has its answer (the contact step lies past them all).
  const lastAnswered = replay.end === 'complete' && firstGap(replay) === null;
  const resetEffects: Effect[] = state.formCompleted ? [{ type: 'save' }] : [];

  const build = (current: number | null, history: number[]): Session => {
    const pathComponents = componentsOf(index, current === null ? history : [...history, current]);
    const visited = (state.visitedComponents ?? []).filter((c) => index.byComponent.has(c));
    for (const c of pathComponents) if (!visited.includes(c)) visited.push(c);
    return { ...fresh, answers, history, visited: [...new Set(visited)], current, completed: current === null };
  };
  const contactInfo = state.contactInfo;

  if (state.leadSent) return { session: build(null, path), contactInfo, outcome: 'submitted', effects: [] };
  if (lastAnswered) {
    return { session: build(null, path), contactInfo, outcome: 'completed', effects: [...resetEffects, { type: 'complete' }] };
  }

  let position: Position;
  const step = parseStep(options.step);
  const historyUsable = state.navigationHistory !== undefined && (state.flowVersion === undefined || state.flowVersion === flow.version);
  if (step !== null) {
    const target = Math.min(step, count - 1);
    const at = path.indexOf(target);
    position = at >= 0 ? { current: target, history: path.slice(0, at) } : firstGap(replay)!;
  } else if (historyUsable) {
    position = fromHistory(index, state.navigationHistory!, answers, replay);
  } else {
    position = firstGap(replay)!;
  }

  position = notPastFirstGap(position, path, replay);
  const session = build(position.current, position.history);
  if (session.completed) return { session, contactInfo, outcome: 'completed', effects: [...resetEffects, { type: 'complete' }] };
  return { session, contactInfo, outcome: 'restored', effects: [...resetEffects, { type: 'setUrl', loanType, step: session.current }] };
}
