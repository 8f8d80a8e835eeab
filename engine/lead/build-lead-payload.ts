import type { Flow, LoanType } from '../types/flow';
import type { Answers } from '../types/answers';
import type { ContactInfo } from '../types/contact';
import type { Session } from '../types/session';

/** The quote lead payload (POST /api/recordQuoteLead and /api/recordWebLead/VetLife). */
export interface QuoteLeadPayload {
  contactInfo: ContactInfo;
  loanType: LoanType;
  answers: Answers;
  /** ISO 8601. */
  timestamp: string;
  userAgent: string;
  phoneVerified: boolean;
}

/** Builds the lead payload from a completed session; loanType falls back to the flow's lead default. */
export function buildLeadPayload(
  flow: Flow,
  session: Pick<Session, 'loanType' | 'answers'> | null,
  contactInfo: ContactInfo,
  context: { now: number; userAgent: string; phoneVerified: boolean },
): QuoteLeadPayload {
  return {
    contactInfo: { ...contactInfo },
    loanType: session?.loanType ?? flow.lead.defaultLoanType,
    answers: session?.answers ?? {},
    timestamp: new Date(context.now).toISOString(),
    userAgent: context.userAgent,
    phoneVerified: context.phoneVerified,
  };
}
