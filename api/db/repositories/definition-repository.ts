import { eq } from 'drizzle-orm';
import type { Executor } from '../database';
import { definitionVersions } from '../schema';

export async function recordDefinitionVersion(
  db: Executor,
  version: { hash: string; definitionId: string; kind: 'flow' | 'form'; content: unknown },
): Promise<void> {
  await db.insert(definitionVersions).values(version).onConflictDoNothing({ target: definitionVersions.hash });
}

export async function findDefinitionVersion(db: Executor, hash: string): Promise<{ definitionId: string; content: unknown } | null> {
  const [row] = await db
    .select({ definitionId: definitionVersions.definitionId, content: definitionVersions.content })
    .from(definitionVersions)
    .where(eq(definitionVersions.hash, hash));
  return row ?? null;
}
