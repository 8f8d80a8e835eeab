import { lt, sql, type SQL } from 'drizzle-orm';
import { queryRows } from './query-rows';
import { rowInsert, type RowInsert } from './insert-rows';
import type { Executor } from '../database';
import { analyticsEvents } from '../schema';

export type AnalyticsEventRow = typeof analyticsEvents.$inferInsert;

/** The events' rows (at least one), to write with others (writeTogether). */
export function analyticsEventsInsert(rows: readonly AnalyticsEventRow[]): RowInsert {
  return rowInsert(analyticsEvents, rows);
}

/** Deletes raw events older than `before` (their daily counts stay); how many went. */
export async function purgeAnalyticsEvents(db: Executor, before: Date): Promise<number> {
  const deleted = await db.delete(analyticsEvents).where(lt(analyticsEvents.at, before)).returning({ id: analyticsEvents.id });
  return deleted.length;
}

/**
 * Adds up every whole UTC day before `today` since the last one added up (that one again, in case it was
 * counted before its day ended), per flow, version, event type, question, device, language, source and
 * variant. Recounting a day replaces its counts, so running twice changes nothing.
 */
export async function rollUpAnalyticsDays(db: Executor, today: string): Promise<number> {
  const rows = await queryRows<{ day: string }>(db, sql`
    with since as (select coalesce(max(day), '0001-01-01'::date) as day from analytics_daily)
    insert into analytics_daily (day, flow_id, version, type, question, device, lang, utm_source, variant, events, sessions)
    select (at at time zone 'UTC')::date, flow_id, version, type, coalesce(question, ''), coalesce(device, ''), coalesce(lang, ''),
           coalesce(utm_source, ''), coalesce(variant, ''), count(*)::int, count(distinct session_id)::int
    from analytics_events, since
    where at >= since.day::timestamp at time zone 'UTC' and at < ${today}::date::timestamp at time zone 'UTC'
    group by 1, 2, 3, 4, 5, 6, 7, 8, 9
    on conflict (day, flow_id, version, type, question, device, lang, utm_source, variant)
    do update set events = excluded.events, sessions = excluded.sessions
    returning day`);
  return new Set(rows.map((row) => String(row.day))).size;
}
