import { eq, inArray, or } from 'drizzle-orm';
import type { Executor } from '../database';
import { hiringApplications } from '../schema';

export type NewApplication = typeof hiringApplications.$inferInsert;

export async function insertApplication(db: Executor, application: NewApplication): Promise<void> {
  await db.insert(hiringApplications).values(application);
}

/**
 * Applications whose e-mail (lowercased) or phone (10 digits) is one of the person's proved identifiers,
 * with their resume files; an identifier left null matches nothing.
 */
export async function findApplicationsOfPerson(db: Executor, person: { email: string | null; phone: string | null }): Promise<{ id: string; resumeFile: string }[]> {
  const matches = [
    person.email === null ? null : eq(hiringApplications.email, person.email),
    person.phone === null ? null : eq(hiringApplications.phone, person.phone),
  ].filter((match) => match !== null);
  if (matches.length === 0) return [];
  return db
    .select({ id: hiringApplications.id, resumeFile: hiringApplications.resumeFile })
    .from(hiringApplications)
    .where(or(...matches));
}

/** Which of these stored resume files an application still points to (identical uploads share one file). */
export async function resumeFilesInUse(db: Executor, files: string[]): Promise<Set<string>> {
  if (files.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ resumeFile: hiringApplications.resumeFile })
    .from(hiringApplications)
    .where(inArray(hiringApplications.resumeFile, files));
  return new Set(rows.map((row) => row.resumeFile));
}

export async function deleteApplications(db: Executor, ids: string[]): Promise<void> {
  if (ids.length > 0) await db.delete(hiringApplications).where(inArray(hiringApplications.id, ids));
}

/** The stored files of earlier applications whose resume has this SHA-256, to share one copy. */
export async function findResumeFilesByHash(db: Executor, sha256: string): Promise<{ resumeFile: string; resumeSize: number }[]> {
  return db
    .selectDistinct({ resumeFile: hiringApplications.resumeFile, resumeSize: hiringApplications.resumeSize })
    .from(hiringApplications)
    .where(eq(hiringApplications.resumeSha256, sha256))
    .limit(5);
}

