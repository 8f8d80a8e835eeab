import { eq } from 'drizzle-orm';
import type { Executor } from '../database';
import { idempotencyRecords } from '../schema';

export interface StoredAnswer {
  route: string;
  requestHash: string;
  result: unknown;
}

export async function findStoredAnswer(db: Executor, key: string): Promise<StoredAnswer | null> {
  const [row] = await db.select().from(idempotencyRecords).where(eq(idempotencyRecords.key, key));
  return row ? { route: row.route, requestHash: row.requestHash, result: row.result } : null;
}

export async function storeAnswer(db: Executor, key: string, answer: StoredAnswer): Promise<void> {
  await db.insert(idempotencyRecords).values({ key, ...answer });
}
