import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../database';
import { queryRows } from './query-rows';

export interface ReportScope {
  flowId: string;
  from: Date;
  to: Date;
  version?: string;
}

/** The funnel's counts for one group of visits: visits seen, started, completed, with a stored and a verified lead. */
export interface FunnelCounts {
  visitors: number;
  starts: number;
  completions: number;
  leads: number;
  verifiedLeads: number;
}

export interface QuestionCounts {
  key: string;
  views: number;
  answers: number;
  exits: number;
  medianActiveMs: number | null;
}

export interface EdgeCount {
  from: string;
  to: string;
  count: number;
}

const BREAKDOWNS = { version: sql.raw('version'), device: sql.raw('device'), lang: sql.raw('lang'), utmSource: sql.raw('utm_source'), broker: sql.raw('broker') } as const;
export type BreakdownDimension = keyof typeof BREAKDOWNS;

const inScope = (scope: ReportScope): SQL =>
  sql`flow_id = ${scope.flowId} and at >= ${scope.from.toISOString()}::timestamptz and at < ${scope.to.toISOString()}::timestamptz${scope.version ? sql` and version = ${scope.version}` : sql``}`;

/**
 * A visit is a funnel session; an event without one (a visitor with Global Privacy Control) is a visit of
 * its own, so anonymous visitors count without being followed.
 */
const UNIT = sql.raw(`coalesce(session_id, 'anonymous-' || id::text)`);

const int = (value: unknown) => Number(value ?? 0);

export async function funnelCounts(db: Executor, scope: ReportScope): Promise<FunnelCounts> {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`select count(distinct ${UNIT}) filter (where type = 'funnel_view') as visitors,
               count(distinct ${UNIT}) filter (where type = 'answer' and depth = 1) as starts,
               count(distinct ${UNIT}) filter (where type = 'contact_view') as completions,
               count(distinct ${UNIT}) filter (where type = 'lead_stored') as leads,
               count(distinct ${UNIT}) filter (where type = 'phone_verified') as verified
        from analytics_events where ${inScope(scope)}`,
  );
  return { visitors: int(row?.visitors), starts: int(row?.starts), completions: int(row?.completions), leads: int(row?.leads), verifiedLeads: int(row?.verified) };
}

export async function questionCounts(db: Executor, scope: ReportScope): Promise<QuestionCounts[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select question,
               count(distinct ${UNIT}) filter (where type = 'question_view') as views,
               count(distinct ${UNIT}) filter (where type = 'answer') as answers,
               count(distinct ${UNIT}) filter (where type = 'exit') as exits,
               percentile_cont(0.5) within group (order by active_ms) filter (where type = 'answer' and active_ms is not null) as median
        from analytics_events where ${inScope(scope)} and question is not null and question <> '(contact)'
        group by question`,
  );
  return rows.map((row) => ({ key: String(row.question), views: int(row.views), answers: int(row.answers), exits: int(row.exits), medianActiveMs: row.median === null || row.median === undefined ? null : Math.round(Number(row.median)) }));
}

export async function edgeCounts(db: Executor, scope: ReportScope): Promise<EdgeCount[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select question, next, count(distinct ${UNIT}) as count from analytics_events
        where ${inScope(scope)} and type = 'answer' and next is not null group by question, next order by question, next`,
  );
  return rows.map((row) => ({ from: String(row.question), to: String(row.next), count: int(row.count) }));
}

/**
 * The funnel's counts per value of one dimension, over followed visits: each visit takes the dimension
 * from its first event that has it (a lead's own event has no device, so the visit's is used).
 */
export async function breakdown(db: Executor, scope: ReportScope, dimension: BreakdownDimension): Promise<Array<FunnelCounts & { value: string }>> {
  const column = BREAKDOWNS[dimension];
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`with visits as (
          select session_id,
                 (array_agg(${column} order by at, id) filter (where ${column} is not null))[1] as value,
                 bool_or(type = 'funnel_view') as seen, bool_or(type = 'answer' and depth = 1) as started,
                 bool_or(type = 'contact_view') as completed, bool_or(type = 'lead_stored') as lead, bool_or(type = 'phone_verified') as verified
          from analytics_events where ${inScope(scope)} and session_id is not null group by session_id)
        select coalesce(value, '(none)') as value, count(*) filter (where seen) as visitors, count(*) filter (where started) as starts,
               count(*) filter (where completed) as completions, count(*) filter (where lead) as leads, count(*) filter (where verified) as verified
        from visits group by 1 order by 2 desc, 1`,
  );
  return rows.map((row) => ({ value: String(row.value), visitors: int(row.visitors), starts: int(row.starts), completions: int(row.completions), leads: int(row.leads), verifiedLeads: int(row.verified) }));
}
