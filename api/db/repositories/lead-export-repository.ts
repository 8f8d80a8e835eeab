import { asc, gte } from 'drizzle-orm';
import type { Executor } from '../database';
import { leads } from '../schema';

export type LeadRow = typeof leads.$inferSelect;

export async function leadsSince(db: Executor, since: Date): Promise<LeadRow[]> {
  return db.select().from(leads).where(gte(leads.createdAt, since)).orderBy(asc(leads.createdAt));
}
