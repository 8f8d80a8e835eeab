import { randomUUID } from 'node:crypto';
import type { LeadRouting } from '../../app/domain/content/content-types';
import type { Executor } from '../db/database';
import { readLeadRouting } from '../db/repositories/content-repository';
import type { NewOutboxItem } from '../db/repositories/outbox-repository';
import type { DeliverySettings } from './delivery-settings';
import { composeLeadEmail, leadWebhookBody, type LeadFacts } from './lead-message';
import type { LeadOwner } from './lead-routing';

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

/** A lead's deliveries to its owner: the owner's e-mail, and the CRM webhook when configured. */
export function leadDeliveries(facts: LeadFacts, owner: LeadOwner, settings: DeliverySettings): NewOutboxItem[] {
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
  return items;
}
