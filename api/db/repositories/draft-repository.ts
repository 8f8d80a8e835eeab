import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../database';
import { definitionDrafts, type DefinitionKind, type DraftState } from '../schema';

export interface DraftRow {
  draftId: string;
  definitionId: string;
  kind: DefinitionKind;
  baseHash: string | null;
  content: unknown;
  fixtures: unknown;
  state: DraftState;
  createdBy: string;
  createdAt: Date;
  updatedBy: string;
  updatedAt: Date;
}

export async function insertDraft(db: Executor, draft: Omit<DraftRow, 'state'>): Promise<void> {
  await db.insert(definitionDrafts).values({ ...draft, state: 'open' });
}

export async function findDraft(db: Executor, draftId: string): Promise<DraftRow | null> {
  const [row] = await db.select().from(definitionDrafts).where(eq(definitionDrafts.draftId, draftId));
  return (row as DraftRow | undefined) ?? null;
}

export async function findOpenDrafts(db: Executor, definitionId?: string): Promise<DraftRow[]> {
  const open = eq(definitionDrafts.state, 'open');
  return (await db
    .select()
    .from(definitionDrafts)
    .where(definitionId === undefined ? open : and(open, eq(definitionDrafts.definitionId, definitionId)))
    .orderBy(desc(definitionDrafts.updatedAt))) as DraftRow[];
}

const isOpen = (draftId: string) => and(eq(definitionDrafts.draftId, draftId), eq(definitionDrafts.state, 'open'));

/** Saves an open draft's content; false when the draft is closed (published or discarded) by then. */
export async function updateDraftContent(db: Executor, draftId: string, change: { content: unknown; fixtures?: unknown; updatedBy: string; updatedAt: Date }): Promise<boolean> {
  const updated = await db.update(definitionDrafts).set(change).where(isOpen(draftId)).returning({ draftId: definitionDrafts.draftId });
  return updated.length > 0;
}

/** Closes an open draft for good; false when it was closed already (two closings race: one wins). */
export async function closeDraft(db: Executor, draftId: string, state: Exclude<DraftState, 'open'>): Promise<boolean> {
  const closed = await db.update(definitionDrafts).set({ state }).where(isOpen(draftId)).returning({ draftId: definitionDrafts.draftId });
  return closed.length > 0;
}
