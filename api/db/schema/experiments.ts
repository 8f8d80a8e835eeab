/** Experiments: published versions of one flow served side by side by weight, started and stopped by a publisher. */
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ExperimentState, ExperimentVariant } from '../../../app/domain/studio/experiment-contract';
import { textId, timestamptz } from './columns';

export const experiments = pgTable(
  'experiments',
  {
    id: textId(),
    flowId: text('flow_id').notNull(),
    name: text('name').notNull(),
    state: text('state').$type<ExperimentState>().notNull(),
    variants: jsonb('variants').$type<ExperimentVariant[]>().notNull(),
    startedAt: timestamptz('started_at').notNull(),
    startedBy: text('started_by').notNull(),
    stoppedAt: timestamptz('stopped_at'),
    stoppedBy: text('stopped_by'),
  },
  (table) => [
    // At most one running experiment per flow: a visit is served one assignment.
    uniqueIndex('experiments_one_running').on(table.flowId).where(sql`${table.state} = 'running'`),
    index('experiments_flow').on(table.flowId, table.startedAt),
  ],
);

/**
 * Each variant the server drew for a visit: what makes a visit count in an experiment's outcome. No
 * personal data: no address, no cookie, no visit id; the id is random and reaches the visit only inside
 * the signed assignment the server answers with.
 */
export const experimentAssignments = pgTable(
  'experiment_assignments',
  {
    id: textId(),
    experimentId: text('experiment_id').notNull(),
    variant: text('variant').notNull(),
    assignedAt: timestamptz('assigned_at').notNull(),
  },
  (table) => [index('experiment_assignments_experiment').on(table.experimentId, table.variant)],
);
