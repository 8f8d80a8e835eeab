import { buildLeadPayload, type ContactInfo, type QuoteLeadPayload, type Session } from '../../../engine';
import type { FlowDefinition } from '../../data/site-api';

/** The lead a funnel sends: the engine's payload plus the definition version the visitor answered. */
export type FunnelLead = QuoteLeadPayload & { definitionVersion: string };

/**
 * Built by the engine's buildLeadPayload (loanType falls back to the flow's lead.defaultLoanType:
 * purchase in the questionnaire, cashOut in VetLife), with `definitionVersion` = the served version.
 */
export function funnelLead(definition: FlowDefinition, session: Pick<Session, 'loanType' | 'answers'> | null, contactInfo: ContactInfo, context: { now: number; userAgent: string; phoneVerified: boolean }): FunnelLead {
  return { ...buildLeadPayload(definition.flow, session, contactInfo, context), definitionVersion: definition.version };
}
