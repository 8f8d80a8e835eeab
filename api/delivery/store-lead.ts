import { listBrokers } from '../db/repositories/content-repository';
import { insertLead, type NewLead } from '../db/repositories/lead-repository';
import type { Attribution, ClickIds } from '../../engine';
import type { Executor } from '../db/database';
import type { DeliverySettings } from './delivery-settings';
import { enqueueLeadDelivery, leadRouting } from './enqueue-lead-delivery';
import type { LeadFacts } from './lead-message';
import { routeLead, type LeadOwner, type RoutableLead } from './lead-routing';

/**
 * A new lead, built once by the service that accepted it: the facts staff and the CRM receive (the same
 * facts make the row), what routing reads, and what only the row keeps (the lead as submitted, the
 * browser's user agent).
 */
export interface NewLeadRecord {
  facts: LeadFacts;
  routable: RoutableLead;
  payload: unknown;
  userAgent: string | null;
  /** Where the visitor came from (UTM, referrer host, ad click ids), when the browser captured it. */
  attribution?: Attribution & ClickIds;
}

/**
 * Stores a lead in the caller's transaction: it is routed first, so its row is written once with its
 * owner, and its deliveries are queued beside it; the lead and its outbox items commit together, so an
 * acknowledged lead is always delivered, at least once, even if the process dies right after.
 */
export async function storeLead(tx: Executor, record: NewLeadRecord, settings: DeliverySettings): Promise<LeadOwner> {
  const owner = routeLead(record.routable, await listBrokers(tx), await leadRouting(tx));
  await insertLead(tx, leadRow(record, owner));
  await enqueueLeadDelivery(tx, record.facts, owner, settings);
  return owner;
}

function leadRow({ facts, payload, userAgent, attribution }: NewLeadRecord, owner: LeadOwner): NewLead {
  return {
    id: facts.id,
    kind: facts.kind,
    createdAt: facts.createdAt,
    fullName: facts.fullName,
    email: facts.email,
    phone: facts.phone,
    loanType: facts.loanType,
    phoneVerified: facts.phoneVerified,
    definitionId: facts.definition?.id ?? null,
    definitionHash: facts.definition?.hash ?? null,
    consentTextHash: facts.consent?.textHash ?? null,
    consentAt: facts.consent?.at ?? null,
    consentPageUrl: facts.consent?.pageUrl ?? null,
    userAgent,
    payload,
    ownerType: owner.type,
    ownerId: owner.type === 'broker' ? owner.broker.brokerKey : owner.name,
    ownerEmail: owner.type === 'broker' ? owner.broker.email : owner.email,
    routingReason: owner.reason,
    attribution: attribution && Object.keys(attribution).length > 0 ? attribution : null,
  };
}
