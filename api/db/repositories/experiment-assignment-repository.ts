import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../database';
import { experimentAssignments } from '../schema';

export interface AssignmentRow {
  id: string;
  experimentId: string;
  variant: string;
  assignedAt: Date;
}

export async function insertAssignment(db: Executor, row: AssignmentRow): Promise<void> {
  await db.insert(experimentAssignments).values(row);
}

/** How many assignments the server made in an experiment, whether or not their visits reported back. */
export async function countAssignments(db: Executor, experimentId: string): Promise<number> {
  const [row] = await db
    .select({ made: sql<number>`count(*)::int` })
    .from(experimentAssignments)
    .where(eq(experimentAssignments.experimentId, experimentId));
  return Number(row?.made ?? 0);
}
