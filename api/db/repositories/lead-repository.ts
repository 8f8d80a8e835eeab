import { eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../database';
import { leads } from '../schema';
import { insertRowsStatement, rowInsert, type RowInsert } from './insert-rows';

export type NewLead = typeof leads.$inferInsert;

/** Stores one lead of any kind (quote, VetLife, brokered rate, vet rate). */
export async function insertLead(db: Executor, lead: NewLead): Promise<void> {
  await db.execute(insertRowsStatement(leadInsert(lead)));
}

/** The row of one lead of any kind (quote, VetLife, brokered rate, vet rate), to write with others (writeTogether). */
export function leadInsert(lead: NewLead): RowInsert {
  return rowInsert(leads, [lead]);
}

/** The ids of every lead whose e-mail (lowercased) or phone (10 digits) is the person's. */
/**
 * Leads whose e-mail (lowercased) or phone (10 digits) is one of the person's proved identifiers; an
 * identifier left null matches nothing, so with neither there is nothing to find.
 */
export async function findLeadIdsOfPerson(db: Executor, person: { email: string | null; phone: string | null }): Promise<string[]> {
  const matches = [person.email === null ? null : eq(leads.email, person.email), person.phone === null ? null : eq(leads.phone, person.phone)].filter((match) => match !== null);
  if (matches.length === 0) return [];
  const rows = await db
    .select({ id: leads.id })
    .from(leads)
    .where(or(...matches));
  return rows.map((row) => row.id);
}

export async function deleteLeads(db: Executor, ids: string[]): Promise<void> {
  if (ids.length > 0) await db.delete(leads).where(inArray(leads.id, ids));
}
