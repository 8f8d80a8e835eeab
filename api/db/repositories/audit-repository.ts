import { desc, lt } from 'drizzle-orm';
import type { Executor } from '../database';
import { studioAudit } from '../schema';

export interface AuditEntry {
  at: Date;
  actor: string;
  action: string;
  definitionId?: string | null;
  fromHash?: string | null;
  toHash?: string | null;
  summary: Record<string, unknown>;
}

export interface AuditRow extends AuditEntry {
  id: number;
}

export async function appendAudit(db: Executor, entry: AuditEntry): Promise<void> {
  await db.insert(studioAudit).values({ ...entry, definitionId: entry.definitionId ?? null, fromHash: entry.fromHash ?? null, toHash: entry.toHash ?? null });
}

/** The newest entries first; `before` pages back by id. */
export async function listAudit(db: Executor, options: { limit: number; before?: number }): Promise<AuditRow[]> {
  const query = db.select().from(studioAudit);
  const filtered = options.before === undefined ? query : query.where(lt(studioAudit.id, options.before));
  return (await filtered.orderBy(desc(studioAudit.id)).limit(options.limit)) as AuditRow[];
}
