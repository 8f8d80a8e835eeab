import { readAssignment, type ExperimentOffer, type VariantAssignment } from '../../../engine';
import type { Executor } from '../../db/database';
import { findExperiment, findRunningExperiments, type ExperimentRow } from '../../db/repositories/experiment-repository';
import { createRecheck } from '../recheck';

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
  let running = new Map<string, ExperimentOffer>();
  const known = new Map<string, Promise<ExperimentRow | null>>();
  const recheck = createRecheck({
    recheckMs: deps.recheckMs ?? 1000,
    // An invalidation while a read runs may mean a start or stop it did not see: its findings are not kept.
    check: async (current) => {
      const rows = await findRunningExperiments(deps.db);
      if (current()) running = new Map(rows.map((row) => [row.flowId, offerOf(row)]));
    },
    // A failed read holds for recheckMs like any other: offers in that time are what the read before found.
    failedCheckCounts: true,
  });

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
      await recheck.fresh();
      return running.get(flowId) ?? null;
    },
    async confirm(flowId, version, claim) {
      const assignment = readAssignment(claim);
      if (!assignment) return null;
      const row = await byId(assignment.id);
      const variant = row?.flowId === flowId ? row.variants.find((candidate) => candidate.key === assignment.variant) : undefined;
      return variant?.version === version ? assignment : null;
    },
    invalidate: recheck.invalidate,
  };
}
