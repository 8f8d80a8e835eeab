import type { AnalyticsEventRow } from '../../db/repositories/analytics-repository';

/**
 * The events the server records itself when it stores a lead: `lead_stored`, and `phone_verified` when
 * the lead's phone was verified. The funnel session id the lead carried ties them to the visit (with the
 * experiment variant it claimed, once confirmed, and the server's assignment when it carried it signed);
 * nothing of the lead itself goes into analytics.
 */
export function leadEvents(lead: { at: Date; flowId: string; version: string; sessionId: string | null; phoneVerified: boolean; broker?: string | null; assignment?: { id: string; variant: string; assignmentId?: string | null } | null }): AnalyticsEventRow[] {
  const served = { experimentId: lead.assignment?.id ?? null, variant: lead.assignment?.variant ?? null, assignmentId: lead.assignment?.assignmentId ?? null };
  const base = { at: lead.at, flowId: lead.flowId, version: lead.version, sessionId: lead.sessionId, broker: lead.broker ?? null, ...served };
  return [{ ...base, type: 'lead_stored' }, ...(lead.phoneVerified ? [{ ...base, type: 'phone_verified' }] : [])];
}
