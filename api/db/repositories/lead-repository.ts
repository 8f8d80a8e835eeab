import type { Executor } from '../database';
import { leads } from '../schema';

export type NewLead = typeof leads.$inferInsert;

/** Stores one lead of any kind (quote, VetLife, brokered rate, vet rate). */
export async function insertLead(db: Executor, lead: NewLead): Promise<void> {
  await db.insert(leads).values(lead);
}
