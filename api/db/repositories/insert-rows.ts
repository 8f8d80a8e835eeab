import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/** Rows to insert into one table: the unit a write is made of, so several writes can be merged into one. */
export interface RowInsert<T extends PgTable = PgTable> {
  table: T;
  rows: readonly T['$inferInsert'][];
}

export function rowInsert<T extends PgTable>(table: T, rows: readonly T['$inferInsert'][]): RowInsert<T> {
  return { table, rows };
}

/** The columns a row names (a value other than undefined), in the table's order. */
function namedColumns(insert: RowInsert): string[] {
  const columns = Object.keys(getTableColumns(insert.table));
  return columns.filter((key) => insert.rows.some((row) => (row as Record<string, unknown>)[key] !== undefined));
}

/**
 * The statement inserting the rows from one JSON parameter (`json_populate_recordset`): the query builder
 * makes a handful of pieces instead of one per value, which on a lead's write was a fifth of the server's
 * time. Columns no row names keep their defaults; every row names the same columns. Fits the column types
 * used here (text, integers, booleans, timestamps as ISO strings, json and jsonb).
 */
export function insertRowsStatement(insert: RowInsert): SQL {
  const columns = getTableColumns(insert.table) as Record<string, { name: string }>;
  const keys = namedColumns(insert);
  const list = sql.raw(keys.map((key) => `"${columns[key]!.name}"`).join(', '));
  const records = insert.rows.map((row) => Object.fromEntries(keys.map((key) => [columns[key]!.name, (row as Record<string, unknown>)[key] ?? null])));
  return sql`insert into ${insert.table} (${list}) select ${list} from json_populate_recordset(null::${insert.table}, ${JSON.stringify(records)}::json)`;
}

/**
 * The same rows in as few inserts as they fit: one per table and set of named columns (rows that name
 * different columns stay apart, so none gets a null where its table has a default).
 */
export function mergeRowInserts(inserts: readonly RowInsert[]): RowInsert[] {
  const merged = new Map<string, { table: PgTable; rows: PgTable['$inferInsert'][] }>();
  for (const insert of inserts) {
    if (insert.rows.length === 0) continue;
    const key = `${getTableName(insert.table)}\n${namedColumns(insert).join(',')}`;
    const entry = merged.get(key);
    if (entry) entry.rows.push(...insert.rows);
    else merged.set(key, { table: insert.table, rows: [...insert.rows] });
  }
  return [...merged.values()];
}
