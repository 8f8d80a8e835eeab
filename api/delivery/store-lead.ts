import { listBrokers, listProducts } from '../db/repositories/content-repository';
import { insertLead, type NewLead } from '../db/repositories/lead-repository';
import type { Attribution, ClickIds } from '../../engine';
import type { Executor } from '../db/database';
import type { DeliverySettings } from './delivery-settings';
import { enqueueLeadDelivery, leadRouting } from './enqueue-lead-delivery';
import type { LeadFacts, LeadProgram } from './lead-message';
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
  /** The program page the visitor came from, as the request named it (a program key, not yet known to exist). */
  program?: string | null;
}

/** The content's program with that key (any case), or null: a key naming no program is ignored. */
async function knownProgram(tx: Executor, key: string | null | undefined): Promise<LeadProgram | null> {
  if (!key) return null;
  const wanted = key.toLowerCase();
  const product = (await listProducts(tx)).find((candidate) => candidate.productKey.toLowerCase() === wanted);
  return product ? { key: product.productKey, name: product.productName } : null;
}

/**
 * Stores a lead in the caller's transaction: it is routed first, so its row is written once with its
 * owner, and its deliveries are queued beside it; the lead and its outbox items commit together, so an
 * acknowledged lead is always delivered, at least once, even if the process dies right after.
 */
export async function storeLead(tx: Executor, record: NewLeadRecord, settings: DeliverySettings): Promise<LeadOwner> {
  const owner = routeLead(record.routable, await listBrokers(tx), await leadRouting(tx));
  const facts: LeadFacts = { ...record.facts, program: await knownProgram(tx, record.program) };
  await insertLead(tx, leadRow(record, facts, owner));
  await enqueueLeadDelivery(tx, facts, owner, settings);
  return owner;
}

/** What the lead row keeps of where the visitor came from: the landing's attribution and the program page. */
function attributionOf(attribution: NewLeadRecord['attribution'], program: LeadProgram | null | undefined): Record<string, string> | null {
  const kept: Record<string, string> = { ...attribution };
  if (program) kept.program = program.key;
  return Object.keys(kept).length > 0 ? kept : null;
}

function leadRow({ payload, userAgent, attribution }: NewLeadRecord, facts: LeadFacts, owner: LeadOwner): NewLead {
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
    language: facts.language,
    attribution: attributionOf(attribution, facts.program),
  };
}
