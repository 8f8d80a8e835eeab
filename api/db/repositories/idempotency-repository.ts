import { eq } from 'drizzle-orm';
import type { Executor } from '../database';
import { idempotencyRecords } from '../schema';
import { insertRowsStatement, rowInsert, type RowInsert } from './insert-rows';

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
  await db.execute(insertRowsStatement(storedAnswerInsert(key, answer)));
}

/** The row recording a key's answer, to write with the write it answers (writeTogether): a repeated key fails it whole. */
export function storedAnswerInsert(key: string, answer: StoredAnswer): RowInsert {
  return rowInsert(idempotencyRecords, [{ key, ...answer }]);
}
