import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../database';

/**
 * Runs several inserts and updates as one statement (each a data-modifying WITH clause): one round trip,
 * and all of it or none, as one statement always is, with no BEGIN and COMMIT around it. A failure in
 * any part (a repeated unique key) leaves nothing of the others.
 */
export async function writeTogether(db: Executor, statements: readonly SQL[]): Promise<void> {
  if (statements.length === 0) return;
  const parts = statements.map((statement, index) => sql`${sql.raw(`w${index}`)} as (${statement})`);
  await db.execute(sql`with ${sql.join(parts, sql`, `)} select 1`);
}
