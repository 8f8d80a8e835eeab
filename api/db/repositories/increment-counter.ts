import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Executor } from '../database';

type CounterKey<T extends PgTable> = { [K in keyof T['$inferSelect'] & string]: T['$inferSelect'][K] extends number ? K : never }[keyof T['$inferSelect'] & string];

/**
 * Adds one to a counter of the row with this id and returns the new count from the same statement, so
 * attempts made at the same moment each count; undefined when no row has the id.
 */
export async function incrementCounter<T extends PgTable & { id: PgColumn }>(db: Executor, table: T, counter: CounterKey<T>, id: string): Promise<number | undefined> {
  const column = table[counter as keyof T] as PgColumn;
  const [row] = await db
    .update(table)
    .set({ [counter]: sql`${column} + 1` } as PgUpdateSetSource<T>)
    .where(eq(table.id, id))
    .returning({ count: column });
  return row?.count as number | undefined;
}
