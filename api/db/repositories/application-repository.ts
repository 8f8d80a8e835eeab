import { eq, inArray, or } from 'drizzle-orm';
import type { Executor } from '../database';
import { hiringApplications } from '../schema';

export type NewApplication = typeof hiringApplications.$inferInsert;

export async function insertApplication(db: Executor, application: NewApplication): Promise<void> {
  await db.insert(hiringApplications).values(application);
}

/** Applications whose e-mail (lowercased) or phone (10 digits) is the person's, with their resume files. */
export async function findApplicationsOfPerson(db: Executor, person: { email: string; phone: string }): Promise<{ id: string; resumeFile: string }[]> {
  return db
    .select({ id: hiringApplications.id, resumeFile: hiringApplications.resumeFile })
    .from(hiringApplications)
    .where(or(eq(hiringApplications.email, person.email), eq(hiringApplications.phone, person.phone)));
}

export async function deleteApplications(db: Executor, ids: string[]): Promise<void> {
  if (ids.length > 0) await db.delete(hiringApplications).where(inArray(hiringApplications.id, ids));
}
