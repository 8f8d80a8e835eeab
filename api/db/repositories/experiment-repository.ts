import { and, desc, eq } from 'drizzle-orm';
import type { ExperimentState, ExperimentVariant } from '../../../app/domain/studio/experiment-contract';
import type { Executor } from '../database';
import { experiments } from '../schema';

export interface ExperimentRow {
  id: string;
  flowId: string;
  name: string;
  state: ExperimentState;
  variants: ExperimentVariant[];
  startedAt: Date;
  startedBy: string;
  stoppedAt: Date | null;
  stoppedBy: string | null;
}

export async function insertExperiment(db: Executor, row: ExperimentRow): Promise<void> {
  await db.insert(experiments).values(row);
}

export async function findExperiment(db: Executor, id: string): Promise<ExperimentRow | null> {
  const [row] = await db.select().from(experiments).where(eq(experiments.id, id)).limit(1);
  return (row as ExperimentRow | undefined) ?? null;
}

/** A flow's experiments, the newest first. */
export async function listExperiments(db: Executor, flowId: string): Promise<ExperimentRow[]> {
  return (await db.select().from(experiments).where(eq(experiments.flowId, flowId)).orderBy(desc(experiments.startedAt))) as ExperimentRow[];
}

/** Every running experiment (at most one per flow). */
export async function findRunningExperiments(db: Executor): Promise<ExperimentRow[]> {
  return (await db.select().from(experiments).where(eq(experiments.state, 'running'))) as ExperimentRow[];
}

/** Stops a running experiment; null when it was not running (already stopped, or unknown). */
export async function stopExperiment(db: Executor, id: string, by: string, at: Date): Promise<ExperimentRow | null> {
  const [row] = await db
    .update(experiments)
    .set({ state: 'stopped', stoppedAt: at, stoppedBy: by })
    .where(and(eq(experiments.id, id), eq(experiments.state, 'running')))
    .returning();
  return (row as ExperimentRow | undefined) ?? null;
}
