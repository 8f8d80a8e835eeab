import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../database';
import { definitionPublications, definitionVersions, type DefinitionKind } from '../schema';
import { queryRows } from './query-rows';

/** Serialises changes to what is live (publishing, promoting schedules, seeding) across server processes. */
const PUBLICATION_LOCK_ID = 7_301_517;

export interface StoredVersion {
  hash: string;
  definitionId: string;
  kind: DefinitionKind;
  content: unknown;
}

export interface PublicationRow {
  id: number;
  definitionId: string;
  kind: DefinitionKind;
  hash: string;
  state: 'scheduled' | 'published' | 'archived' | 'cancelled';
  publishAt: Date;
  publishedAt: Date | null;
  publishedBy: string;
}

export async function recordDefinitionVersion(db: Executor, version: StoredVersion): Promise<void> {
  await db.insert(definitionVersions).values(version).onConflictDoNothing({ target: definitionVersions.hash });
}

export async function findDefinitionVersion(db: Executor, hash: string): Promise<StoredVersion | null> {
  const [row] = await db
    .select({ hash: definitionVersions.hash, definitionId: definitionVersions.definitionId, kind: definitionVersions.kind, content: definitionVersions.content })
    .from(definitionVersions)
    .where(eq(definitionVersions.hash, hash));
  return row ?? null;
}

export async function lockPublications(tx: Executor): Promise<void> {
  await queryRows(tx, sql`select pg_advisory_xact_lock(${PUBLICATION_LOCK_ID})`);
}

/** The live version of each definition of a kind: its id and hash only (contents are read by hash, once). */
export async function findLiveHashes(db: Executor, kind: DefinitionKind): Promise<{ definitionId: string; hash: string }[]> {
  return db
    .select({ definitionId: definitionPublications.definitionId, hash: definitionPublications.hash })
    .from(definitionPublications)
    .where(and(eq(definitionPublications.kind, kind), eq(definitionPublications.state, 'published')));
}

export async function hasPublications(db: Executor, kind: DefinitionKind): Promise<boolean> {
  const [row] = await db.select({ id: definitionPublications.id }).from(definitionPublications).where(eq(definitionPublications.kind, kind)).limit(1);
  return row !== undefined;
}

export async function findPublications(db: Executor, definitionId: string): Promise<PublicationRow[]> {
  return db.select().from(definitionPublications).where(eq(definitionPublications.definitionId, definitionId)).orderBy(desc(definitionPublications.id)) as Promise<PublicationRow[]>;
}

export async function findAllPublications(db: Executor, states: PublicationRow['state'][]): Promise<PublicationRow[]> {
  return db.select().from(definitionPublications).where(inArray(definitionPublications.state, states)).orderBy(asc(definitionPublications.id)) as Promise<PublicationRow[]>;
}

/** Makes `hash` the live version of its definition now: the one live before is archived. Call under lockPublications. */
export async function makeLive(tx: Executor, version: { definitionId: string; kind: DefinitionKind; hash: string; by: string; at: Date }): Promise<PublicationRow> {
  await tx
    .update(definitionPublications)
    .set({ state: 'archived' })
    .where(and(eq(definitionPublications.definitionId, version.definitionId), eq(definitionPublications.state, 'published')));
  const [row] = await tx
    .insert(definitionPublications)
    .values({ definitionId: version.definitionId, kind: version.kind, hash: version.hash, state: 'published', publishAt: version.at, publishedAt: version.at, publishedBy: version.by })
    .returning();
  return row as PublicationRow;
}

export async function scheduleVersion(tx: Executor, version: { definitionId: string; kind: DefinitionKind; hash: string; by: string; publishAt: Date }): Promise<PublicationRow> {
  const [row] = await tx
    .insert(definitionPublications)
    .values({ definitionId: version.definitionId, kind: version.kind, hash: version.hash, state: 'scheduled', publishAt: version.publishAt, publishedBy: version.by })
    .returning();
  return row as PublicationRow;
}

/** Schedules whose time has come, oldest first. Call under lockPublications. */
export async function findDueSchedules(tx: Executor, now: Date): Promise<PublicationRow[]> {
  return tx
    .select()
    .from(definitionPublications)
    .where(and(eq(definitionPublications.state, 'scheduled'), lte(definitionPublications.publishAt, now)))
    .orderBy(asc(definitionPublications.publishAt), asc(definitionPublications.id)) as Promise<PublicationRow[]>;
}

/** A due schedule goes live: the live one is archived, the scheduled row becomes the published one. */
export async function promoteSchedule(tx: Executor, schedule: PublicationRow, at: Date): Promise<void> {
  await tx
    .update(definitionPublications)
    .set({ state: 'archived' })
    .where(and(eq(definitionPublications.definitionId, schedule.definitionId), eq(definitionPublications.state, 'published')));
  await tx.update(definitionPublications).set({ state: 'published', publishedAt: at }).where(eq(definitionPublications.id, schedule.id));
}

export async function hasDueSchedule(db: Executor, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: definitionPublications.id })
    .from(definitionPublications)
    .where(and(eq(definitionPublications.state, 'scheduled'), lte(definitionPublications.publishAt, now)))
    .limit(1);
  return row !== undefined;
}
