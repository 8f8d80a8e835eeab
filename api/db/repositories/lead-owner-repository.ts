import { eq } from 'drizzle-orm';
import type { Executor } from '../database';
import { leads } from '../schema';

export async function assignLead(
  db: Executor,
  leadId: string,
  owner: { ownerType: 'broker' | 'inbox'; ownerId: string; ownerEmail: string; routingReason: string },
): Promise<void> {
  await db.update(leads).set(owner).where(eq(leads.id, leadId));
}
