import { readAssignment, type VariantAssignment } from './experiments/experiment-offer';
import type { Flow, LoanType, Question } from './types/flow';
import type { ContactInfo } from './types/contact';
import type { SavedState } from './types/saved-state';
import type { Session } from './types/session';
import { LOAN_TYPES } from './types/flow';
import { flowIndex } from './flow-index';
import { isPlainObject, own } from './json-guards';

/**
 * A saved state after its structural check. navigationHistory, visitedComponents and questions may be
 * absent (the minimal state written after a quota error); their ranges are checked against a flow on restore.
 */
export interface LoadedSavedState {
  loanType: LoanType;
  answers: Record<string, unknown>;
  lastUpdated: number;
  formCompleted: boolean;
  contactInfo: ContactInfo;
  navigationHistory?: number[];
  visitedComponents?: number[];
  questions?: unknown[];
  flowVersion?: string;
  leadSent: boolean;
  experiment?: VariantAssignment;
}

export type SavedStateCheck = { ok: true; state: LoadedSavedState } | { ok: false; reason: string };

const isIntList = (value: unknown): value is number[] => Array.isArray(value) && value.every((item) => Number.isInteger(item));

function contactOf(raw: unknown): ContactInfo {
  const record = isPlainObject(raw) ? raw : {};
  const text = (key: string): string => {
    const value = own(record, key);
    return typeof value === 'string' ? value : '';
  };
  return { fullName: text('fullName'), email: text('email'), phoneNumber: text('phoneNumber') };
}

/**
 * Checks the structure of a saved state read from storage (untrusted): an object with a known loanType,
 * answers as an object and a numeric lastUpdated; navigationHistory a list of non-negative integers,
 * visitedComponents a list of integers and questions a list, when present. Never throws.
 */
export function checkSavedState(raw: unknown): SavedStateCheck {
  if (!isPlainObject(raw)) return { ok: false, reason: 'not an object' };
  const loanType = own(raw, 'loanType');
  if (typeof loanType !== 'string' || !(LOAN_TYPES as readonly string[]).includes(loanType)) return { ok: false, reason: 'unknown loan type' };
  const answers = own(raw, 'answers');
  if (!isPlainObject(answers)) return { ok: false, reason: 'answers is not an object' };
  const lastUpdated = own(raw, 'lastUpdated');
  if (typeof lastUpdated !== 'number' || !Number.isFinite(lastUpdated)) return { ok: false, reason: 'no timestamp' };
  const formCompleted = own(raw, 'formCompleted') ?? false;
  if (typeof formCompleted !== 'boolean') return { ok: false, reason: 'bad completion flag' };

  const leadSent = own(raw, 'leadSent') === true;
  const state: LoadedSavedState = { loanType: loanType as LoanType, answers, lastUpdated, formCompleted, leadSent, contactInfo: leadSent ? contactOf(null) : contactOf(own(raw, 'contactInfo')) };
  const history = own(raw, 'navigationHistory');
  if (history !== undefined) {
    if (!isIntList(history) || history.some((i) => i < 0)) return { ok: false, reason: 'navigationHistory is not a list of indexes' };
    state.navigationHistory = history;
  }
  const visited = own(raw, 'visitedComponents');
  if (visited !== undefined) {
    if (!isIntList(visited)) return { ok: false, reason: 'visitedComponents is not a list of components' };
    state.visitedComponents = visited;
  }
  const questions = own(raw, 'questions');
  if (questions !== undefined) {
    if (!Array.isArray(questions)) return { ok: false, reason: 'questions is not a list' };
    state.questions = questions;
  }
  const flowVersion = own(raw, 'flowVersion');
  if (typeof flowVersion === 'string') state.flowVersion = flowVersion;
  const experiment = readAssignment(own(raw, 'experiment'));
  if (experiment) state.experiment = experiment;
  return { ok: true, state };
}

/**
 * The saved state of a session (the questions are the flow's active ones). Once the lead is sent it keeps
 * no contact details: the saved state then only lets a reload in the same browser session show the
 * thank-you screen again.
 */
export function toSavedState(flow: Flow, session: Session, contactInfo: ContactInfo, now: number, options: { leadSent?: boolean; experiment?: VariantAssignment } = {}): SavedState {
  const state: SavedState = {
    questions: flowIndex(flow, session.loanType).questions as Question[],
    answers: session.answers,
    visitedComponents: [...session.visited],
    navigationHistory: [...session.history],
    loanType: session.loanType,
    contactInfo: options.leadSent ? { fullName: '', email: '', phoneNumber: '' } : { ...contactInfo },
    lastUpdated: now,
    formCompleted: session.completed,
    flowVersion: flow.version,
  };
  if (options.leadSent) state.leadSent = true;
  if (options.experiment) state.experiment = options.experiment;
  return state;
}
