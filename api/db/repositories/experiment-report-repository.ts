import { sql, type SQL } from 'drizzle-orm';
import type { ExposurePoints } from '../../../engine';
import type { Executor } from '../database';
import { queryRows } from './query-rows';

/** One variant's visits (one per assignment the server made): served it, exposed to a difference, and of those with a stored and a verified lead. */
export interface VariantCounts {
  variant: string;
  assigned: number;
  exposed: number;
  leads: number;
  verifiedLeads: number;
}

/** What claimed the experiment but was left out of its outcome. */
export interface NotCountedCounts {
  /** Events and leads that named a variant without an assignment the server made (and signed), sent with a visit id. */
  events: number;
  leads: number;
  /** The same, sent without a visit id: visitors with Global Privacy Control, served a variant but never followed. */
  anonymousEvents: number;
  anonymousLeads: number;
  /** Leads of an assignment beyond its first: a visit's lead counts once. */
  repeatedLeads: number;
}

/** Whether an event shows the visit meeting a screen where the variants differ. */
function exposureCondition(points: ExposurePoints): SQL {
  if (points.everywhere) return sql`true`;
  const conditions: SQL[] = [];
  if (points.questions.length > 0) conditions.push(sql`(type = 'question_view' and question in (${sql.join(points.questions.map((key) => sql`${key}`), sql`, `)}))`);
  if (points.contact) conditions.push(sql`type = 'contact_view'`);
  return conditions.length > 0 ? sql`(${sql.join(conditions, sql` or `)})` : sql`false`;
}

/**
 * The events that claim an experiment, each marked `made` when it carried an assignment the server
 * signed and recorded for that very experiment and variant.
 */
const claims = (experimentId: string) => sql`claims as (
  select e.type, e.question, e.session_id, e.variant, e.assignment_id, a.id is not null as made
  from analytics_events e
  left join experiment_assignments a on a.id = e.assignment_id and a.experiment_id = e.experiment_id and a.variant = e.variant
  where e.experiment_id = ${experimentId})`;

const int = (value: unknown) => Number(value ?? 0);

/**
 * Per variant of an experiment, its visits: the events of one assignment the server made are one visit,
 * whatever visit ids or tabs they came from, and at most one lead counts for it. Events without such an
 * assignment (a visitor with Global Privacy Control, or a claim the server never made) never count here.
 */
export async function variantCounts(db: Executor, experimentId: string, points: ExposurePoints): Promise<Array<VariantCounts & { repeatedLeads: number }>> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`with ${claims(experimentId)},
        visits as (
          select variant, assignment_id,
                 bool_or(${exposureCondition(points)}) as exposed,
                 bool_or(type = 'lead_stored') as lead,
                 bool_or(type = 'phone_verified') as verified,
                 count(*) filter (where type = 'lead_stored') as lead_events
          from claims where made
          group by variant, assignment_id)
        select variant, count(*)::int as assigned,
               count(*) filter (where exposed)::int as exposed,
               count(*) filter (where exposed and lead)::int as leads,
               count(*) filter (where exposed and verified)::int as verified,
               (sum(lead_events) - count(*) filter (where lead))::int as repeated_leads
        from visits group by variant`,
  );
  return rows.map((row) => ({
    variant: String(row.variant),
    assigned: int(row.assigned),
    exposed: int(row.exposed),
    leads: int(row.leads),
    verifiedLeads: int(row.verified),
    repeatedLeads: int(row.repeated_leads),
  }));
}

/** The events and leads that claimed the experiment without an assignment the server made, with and without a visit id. */
export async function unassignedClaims(db: Executor, experimentId: string): Promise<Omit<NotCountedCounts, 'repeatedLeads'>> {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`with ${claims(experimentId)}
        select count(*) filter (where type not in ('lead_stored', 'phone_verified') and session_id is not null)::int as events,
               count(*) filter (where type = 'lead_stored' and session_id is not null)::int as leads,
               count(*) filter (where type not in ('lead_stored', 'phone_verified') and session_id is null)::int as anonymous_events,
               count(*) filter (where type = 'lead_stored' and session_id is null)::int as anonymous_leads
        from claims where not made`,
  );
  return { events: int(row?.events), leads: int(row?.leads), anonymousEvents: int(row?.anonymous_events), anonymousLeads: int(row?.anonymous_leads) };
}
