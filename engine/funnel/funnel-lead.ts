import type { ContactInfo } from '../types/contact';
import type { Session } from '../types/session';
import { flowIndex } from '../flow-index';
import { buildLeadPayload, type QuoteLeadPayload } from '../lead/build-lead-payload';
import { replayAnswers } from '../replay';
import type { AnswerValue, Answers } from '../types/answers';
import type { Flow, LoanType } from '../types/flow';
import type { ServedFlow } from './funnel-types';

/** When and where the visitor accepted the contact step's consent statement (its text is the version's). */
export interface LeadConsent {
  /** ISO 8601. */
  at: string;
  pageUrl: string;
}

/**
 * The lead a funnel sends: the engine's payload, the definition version the visitor answered, the consent,
 * the id of the phone's verification when the visitor verified it (the server's proof, good for one lead),
 * and the program page that led to the funnel when the URL names one (`program=`).
 */
export type FunnelLead = QuoteLeadPayload & { definitionVersion: string; consent: LeadConsent; verificationId?: string; program?: string; language?: string };

/**
 * The lead of a finished session. Only the answers on the path the visitor took are sent: an answer left
 * off it (prefilled from a calculator for a question the path skips) is not part of the request.
 */
export function funnelLead(
  served: ServedFlow,
  session: Pick<Session, 'loanType' | 'answers'> | null,
  contactInfo: ContactInfo,
  context: { now: number; userAgent: string; phoneVerified: boolean; pageUrl: string; verificationId?: string | null; program?: string | null; language?: string | null },
): FunnelLead {
  const onPath = session ? { ...session, answers: answersOnPath(served.flow, session.loanType, session.answers) } : null;
  return {
    ...buildLeadPayload(served.flow, onPath, contactInfo, context),
    definitionVersion: served.version,
    consent: { at: new Date(context.now).toISOString(), pageUrl: context.pageUrl },
    ...(context.verificationId ? { verificationId: context.verificationId } : {}),
    ...(context.program ? { program: context.program } : {}),
    ...(context.language ? { language: context.language } : {}),
  };
}

/** The answers the navigation rule reaches from the first question (valid ones only), in path order. */
function answersOnPath(flow: Flow, loanType: LoanType, answers: Answers): Record<string, AnswerValue> {
  const kept: Record<string, AnswerValue> = {};
  for (const step of replayAnswers(flowIndex(flow, loanType), answers).steps) if (step.value !== undefined) kept[step.key] = step.value;
  return kept;
}
