import { sql } from 'drizzle-orm';
import type { Executor } from '../database';
import { createBatcher } from '../batcher';
import { insertRowsStatement, mergeRowInserts, type RowInsert } from './insert-rows';

/**
 * Runs several inserts as one statement (each a data-modifying WITH clause): one round trip, and all of
 * it or none, as one statement always is, with no BEGIN and COMMIT around it. A failure in any part (a
 * repeated unique key) leaves nothing of the others.
 */
export async function writeTogether(db: Executor, inserts: readonly RowInsert[]): Promise<void> {
  const statements = mergeRowInserts(inserts).map(insertRowsStatement);
  if (statements.length === 0) return;
  const parts = statements.map((statement, index) => sql`${sql.raw(`w${index}`)} as (${statement})`);
  await db.execute(sql`with ${sql.join(parts, sql`, `)} select 1`);
}

/** Writes (each a set of inserts that stand or fall together) sent to the database in batches. */
export type BatchedWrites = (write: readonly RowInsert[]) => Promise<void>;

/**
 * Writes that arrive while others are with the database go together in one statement (writeTogether of
 * all their rows). Should that statement fail (one write's repeated unique key fails them all), each
 * write of the batch runs again alone, so every write gets its own outcome and no write ever stands with
 * part of another.
 */
export function createBatchedWrites(db: Executor, options: { maxInFlight: number; maxBatch: number } = { maxInFlight: 1, maxBatch: 64 }): BatchedWrites {
  const alone = (write: readonly RowInsert[]) => writeTogether(db, write);
  return createBatcher<readonly RowInsert[], void>(async (writes) => {
    if (writes.length > 1) {
      try {
        await writeTogether(db, writes.flat());
        return writes.map(() => ({ status: 'fulfilled', value: undefined }));
      } catch {
        // Each again alone: the failure is the failing write's, and the others are stored.
      }
    }
    return Promise.allSettled(writes.map(alone));
  }, options);
}
