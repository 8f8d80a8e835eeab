import { randomUUID } from 'node:crypto';
import type { LeadRouting } from '../../app/domain/content/content-types';
import type { Executor } from '../db/database';
import { listBrokers, readLeadRouting } from '../db/repositories/content-repository';
import { assignLead } from '../db/repositories/lead-owner-repository';
import { enqueue, type NewOutboxItem } from '../db/repositories/outbox-repository';
import type { DeliverySettings } from './delivery-settings';
import { composeLeadEmail, leadWebhookBody, type LeadFacts } from './lead-message';
import { routeLead, type LeadOwner, type RoutableLead } from './lead-routing';

/** Used only when the loaded content predates routing: every lead still reaches a person. */
const FALLBACK_ROUTING: LeadRouting = {
  inboxes: {
    leads: { name: 'Loan desk', email: 'leads@harborpointmortgage.com' },
    hiring: { name: 'Careers', email: 'careers@harborpointmortgage.com' },
    removal: { name: 'Privacy', email: 'privacy@harborpointmortgage.com' },
  },
  rules: [],
};

export async function leadRouting(db: Executor): Promise<LeadRouting> {
  return (await readLeadRouting(db)) ?? FALLBACK_ROUTING;
}

/**
 * Gives a just-stored lead its owner and queues its deliveries (the owner's e-mail, and the CRM webhook
 * when configured) in the caller's transaction: the lead and its outbox items commit together, so an
 * acknowledged lead is always delivered, at least once, even if the process dies right after.
 */
export async function enqueueLeadDelivery(
  tx: Executor,
  facts: LeadFacts,
  routable: RoutableLead,
  settings: DeliverySettings,
): Promise<LeadOwner> {
  const owner = routeLead(routable, await listBrokers(tx), await leadRouting(tx));
  await assignLead(tx, facts.id, {
    ownerType: owner.type,
    ownerId: owner.type === 'broker' ? owner.broker.brokerKey : owner.name,
    ownerEmail: owner.type === 'broker' ? owner.broker.email : owner.email,
    routingReason: owner.reason,
  });
  const items: NewOutboxItem[] = [
    { id: randomUUID(), channel: 'email', subjectType: 'lead', subjectId: facts.id, payload: composeLeadEmail(facts, owner) },
  ];
  if (settings.webhook) {
    items.push({
      id: randomUUID(),
      channel: 'webhook',
      subjectType: 'lead',
      subjectId: facts.id,
      payload: { idempotencyKey: facts.id, body: leadWebhookBody(facts, owner) },
    });
  }
  await enqueue(tx, items, facts.createdAt);
  return owner;
}
