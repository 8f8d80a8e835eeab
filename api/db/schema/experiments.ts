/** Experiments: published versions of one flow served side by side by weight, started and stopped by a publisher. */
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ExperimentState, ExperimentVariant } from '../../../app/domain/studio/experiment-contract';

export const experiments = pgTable(
  'experiments',
  {
    id: text('id').primaryKey(),
    flowId: text('flow_id').notNull(),
    name: text('name').notNull(),
    state: text('state').$type<ExperimentState>().notNull(),
    variants: jsonb('variants').$type<ExperimentVariant[]>().notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    startedBy: text('started_by').notNull(),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    stoppedBy: text('stopped_by'),
  },
  (table) => [
    // At most one running experiment per flow: a visit is served one assignment.
    uniqueIndex('experiments_one_running').on(table.flowId).where(sql`${table.state} = 'running'`),
    index('experiments_flow').on(table.flowId, table.startedAt),
  ],
);
