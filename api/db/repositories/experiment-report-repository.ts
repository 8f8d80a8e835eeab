import { sql, type SQL } from 'drizzle-orm';
import type { ExposurePoints } from '../../../engine';
import type { Executor } from '../database';
import { queryRows } from './query-rows';

/** One variant's followed visits: served it, exposed to a difference, and of those with a stored and a verified lead. */
export interface VariantCounts {
  variant: string;
  assigned: number;
  exposed: number;
  leads: number;
  verifiedLeads: number;
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
 * Per variant of an experiment, its followed visits (those with a funnel session: a visitor with Global
 * Privacy Control is served a variant but never joined into a visit, so never counted here).
 */
export async function variantCounts(db: Executor, experimentId: string, points: ExposurePoints): Promise<VariantCounts[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`with visits as (
          select variant, session_id,
                 bool_or(${exposureCondition(points)}) as exposed,
                 bool_or(type = 'lead_stored') as lead,
                 bool_or(type = 'phone_verified') as verified
          from analytics_events where experiment_id = ${experimentId} and session_id is not null
          group by variant, session_id)
        select variant, count(*) as assigned,
               count(*) filter (where exposed) as exposed,
               count(*) filter (where exposed and lead) as leads,
               count(*) filter (where exposed and verified) as verified
        from visits group by variant`,
  );
  const int = (value: unknown) => Number(value ?? 0);
  return rows.map((row) => ({ variant: String(row.variant), assigned: int(row.assigned), exposed: int(row.exposed), leads: int(row.leads), verifiedLeads: int(row.verified) }));
}
