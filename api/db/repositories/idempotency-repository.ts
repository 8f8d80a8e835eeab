import { eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../database';
import { idempotencyRecords } from '../schema';
import { insertRowsStatement } from './insert-rows';

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
  await db.execute(storeAnswerStatement(key, answer));
}

/** The statement recording a key's answer, to run with the write it answers (writeTogether): a repeated key fails it whole. */
export function storeAnswerStatement(key: string, answer: StoredAnswer): SQL {
  return insertRowsStatement(idempotencyRecords, [{ key, ...answer }]);
}
