import { readAssignment, type ExperimentOffer, type VariantAssignment } from '../../../engine';
import type { Executor } from '../../db/database';
import { findExperiment, findRunningExperiments, type ExperimentRow } from '../../db/repositories/experiment-repository';

export interface LiveExperiments {
  /** The running experiment of a flow as its pages are told of it, or null. */
  offer(flowId: string): Promise<ExperimentOffer | null>;
  /**
   * What a visit's claim to be in a variant (from its events or its lead) is worth: the assignment when the
   * experiment exists, is on this flow and serves `version` as that variant; else null.
   */
  confirm(flowId: string, version: string, claim: unknown): Promise<VariantAssignment | null>;
  /** The next read asks the database (this process has just started or stopped one). */
  invalidate(): void;
}

const offerOf = (row: ExperimentRow): ExperimentOffer => ({ id: row.id, variants: row.variants.map(({ key, version, weight }) => ({ key, version, weight })) });

/**
 * The running experiments as every server process serves them: read from the database at most once per
 * `recheckMs` (one small query), so a start or stop on any process serves everywhere within that time.
 * An experiment's variants never change once started, so each is read once by id for the claims.
 */
export function createLiveExperiments(deps: { db: Executor; recheckMs?: number }): LiveExperiments {
  const recheckMs = deps.recheckMs ?? 1000;
  let running = new Map<string, ExperimentOffer>();
  let lastCheck = 0;
  let checking: { done: Promise<void>; generation: number } | null = null;
  let generation = 0;
  const known = new Map<string, Promise<ExperimentRow | null>>();

  async function fresh(): Promise<void> {
    if (Date.now() - lastCheck < recheckMs) return;
    // A read that an invalidation overtook while it ran proves nothing: wait for one begun after it.
    for (;;) {
      checking ??= startCheck();
      const check = checking;
      await check.done;
      if (check.generation === generation) return;
    }
  }

  function startCheck(): { done: Promise<void>; generation: number } {
    // An invalidation while a read runs may mean a start or stop it did not see: its findings are not kept.
    const check = { generation, done: Promise.resolve() };
    check.done = findRunningExperiments(deps.db)
      .then((rows) => {
        if (generation === check.generation) running = new Map(rows.map((row) => [row.flowId, offerOf(row)]));
      })
      .finally(() => {
        if (generation === check.generation) lastCheck = Date.now();
        if (checking === check) checking = null;
      });
    return check;
  }

  function byId(id: string): Promise<ExperimentRow | null> {
    let row = known.get(id);
    if (!row) {
      row = findExperiment(deps.db, id);
      // An id not found now may be one started a moment ago on another process: not remembered.
      void row.then((found) => found ?? known.delete(id), () => known.delete(id));
      known.set(id, row);
    }
    return row;
  }

  return {
    async offer(flowId) {
      await fresh();
      return running.get(flowId) ?? null;
    },
    async confirm(flowId, version, claim) {
      const assignment = readAssignment(claim);
      if (!assignment) return null;
      const row = await byId(assignment.id);
      const variant = row?.flowId === flowId ? row.variants.find((candidate) => candidate.key === assignment.variant) : undefined;
      return variant?.version === version ? assignment : null;
    },
    invalidate() {
      lastCheck = 0;
      checking = null;
      generation++;
    },
  };
}
