import type { RowInsert } from '../db/repositories/insert-rows';
import { leadInsert, type NewLead } from '../db/repositories/lead-repository';
import { outboxInsert } from '../db/repositories/outbox-repository';
import type { Attribution, ClickIds } from '../../engine';
import type { DeliverySettings } from './delivery-settings';
import { leadDeliveries } from './lead-deliveries';
import type { LeadDirectory } from './lead-directory';
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
async function knownProgram(directory: LeadDirectory, key: string | null | undefined): Promise<LeadProgram | null> {
  if (!key) return null;
  const wanted = key.toLowerCase();
  const product = (await directory.products()).find((candidate) => candidate.productKey.toLowerCase() === wanted);
  return product ? { key: product.productKey, name: product.productName } : null;
}

/**
 * How a lead is stored: it is routed first (by the content the directory keeps), so its row is written
 * once with its owner, and its deliveries are queued beside it. The inserts go in the same single
 * statement (writeOnce), so the lead and its outbox items commit together: an acknowledged lead is always
 * delivered, at least once, even if the process dies right after.
 */
export async function leadWrite(record: NewLeadRecord, settings: DeliverySettings, directory: LeadDirectory): Promise<{ owner: LeadOwner; inserts: RowInsert[] }> {
  const [brokers, routing, program] = await Promise.all([directory.brokers(), directory.routing(), knownProgram(directory, record.program)]);
  const owner = routeLead(record.routable, brokers, routing);
  const facts: LeadFacts = { ...record.facts, program };
  return { owner, inserts: [leadInsert(leadRow(record, facts, owner)), outboxInsert(leadDeliveries(facts, owner, settings), facts.createdAt)] };
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
