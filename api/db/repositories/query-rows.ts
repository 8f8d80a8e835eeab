import type { SQL } from 'drizzle-orm';
import type { Executor } from '../database';

/** Runs raw SQL and returns its rows: both drivers answer `{ rows }`, which the common type does not say. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
