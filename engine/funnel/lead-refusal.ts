import { flowIndex } from '../flow-index';
import { isPlainObject, own } from '../json-guards';
import { replayAnswers } from '../replay';
import { firstGap } from '../restore/resume-point';
import type { ContactErrors } from '../types/contact';
import type { Flow } from '../types/flow';
import type { Session } from '../types/session';
import type { LeadRefusal } from './funnel-types';

/** Error codes of the lead endpoints that the funnel answers in its own way. */
export const LEAD_ERROR_CODES = {
  /** The lead names a definition version the server does not accept (any more): answer the current one. */
  outdated: 'definition_outdated',
} as const;

export const LEAD_REFUSAL_MESSAGES = {
  outdated: "We've updated these questions since you started. We kept the answers that still apply: please answer anything new and send your request again.",
  general: "We couldn't send your request. Please check your details and try again.",
} as const;

/** Where the visitor is taken when the server refuses the lead. */
export type RefusalTarget =
  /** A question of the path: the one the server names first (in path order), with every named answer's message. */
  | { kind: 'question'; current: number; history: number[]; answerErrors: Record<string, string>; contactErrors: ContactErrors }
  | { kind: 'contact'; contactErrors: ContactErrors }
  | { kind: 'outdated' }
  /** Nothing the visitor can point at: the contact step with a general message. */
  | { kind: 'general' };

const CONTACT_FIELDS = ['fullName', 'email', 'phoneNumber'] as const;

/**
 * Reads the server's refusal of a lead against the flow and the session it came from: the first answer it
 * names on the replayed path (its message shown there, the answers kept), else the contact fields it
 * names, else a question the session itself left unanswered, else a general message.
 */
export function locateRefusal(flow: Flow, session: Session, refusal: LeadRefusal | null): RefusalTarget {
  if (refusal?.code === LEAD_ERROR_CODES.outdated) return { kind: 'outdated' };
  const fields = refusal?.fields ?? {};
  const named = (key: string): string | undefined => (Object.hasOwn(fields, key) && typeof fields[key] === 'string' ? fields[key] : undefined);

  const contactErrors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    const message = named(`contactInfo.${field}`);
    if (message) contactErrors[field] = message;
  }

  const replay = replayAnswers(flowIndex(flow, session.loanType), session.answers);
  const answerErrors: Record<string, string> = {};
  let first = -1;
  replay.steps.forEach((step, at) => {
    const message = named(step.key);
    if (!message) return;
    answerErrors[step.key] = message;
    if (first < 0) first = at;
  });
  if (first >= 0) {
    const steps = replay.steps;
    return { kind: 'question', current: steps[first]!.index, history: steps.slice(0, first).map((step) => step.index), answerErrors, contactErrors };
  }
  if (Object.keys(contactErrors).length > 0) return { kind: 'contact', contactErrors };
  const gap = firstGap(replay);
  if (gap) return { kind: 'question', current: gap.current, history: gap.history, answerErrors: {}, contactErrors };
  return { kind: 'general' };
}

/** The `{ error: { code, message, fields } }` body of a refused lead, read defensively; null when it is not one. */
export function refusalOf(body: unknown): LeadRefusal | null {
  if (!isPlainObject(body)) return null;
  const error = own(body, 'error');
  if (!isPlainObject(error)) return null;
  const code = own(error, 'code');
  const message = own(error, 'message');
  const rawFields = own(error, 'fields');
  const fields: Record<string, string> = {};
  if (isPlainObject(rawFields)) {
    for (const key of Object.keys(rawFields)) {
      const text = own(rawFields, key);
      if (typeof text === 'string') fields[key] = text;
    }
  }
  return { code: typeof code === 'string' ? code : '', message: typeof message === 'string' ? message : '', fields };
}
