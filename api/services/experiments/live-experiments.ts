import { readAssignment, type ExperimentOffer } from '../../../engine';
import type { Executor } from '../../db/database';
import { findExperiment, findRunningExperiments, type ExperimentRow } from '../../db/repositories/experiment-repository';
import { getOrCreateSecret } from '../../db/repositories/secret-repository';
import { createRecheck } from '../recheck';
import { ASSIGNMENT_SECRET, verifiedAssignmentId } from './assignment-token';

/**
 * A visit's claim to be in a variant, as far as it holds: the experiment and the variant, and the id of
 * the server's assignment when the claim carried it signed (null: the claim is plausible, but it counts
 * for nothing in the experiment's outcome).
 */
export interface ConfirmedClaim {
  id: string;
  variant: string;
  assignmentId: string | null;
}

export interface LiveExperiments {
  /** The running experiment of a flow as its pages are told of it, or null. */
  offer(flowId: string): Promise<ExperimentOffer | null>;
  /**
   * What a visit's claim to be in a variant (from its events or its lead) is worth: the experiment and the
   * variant when the experiment exists, is on this flow and serves `version` as that variant, with the
   * assignment's id when the claim's token is one this server signed for them; else null.
   */
  confirm(flowId: string, version: string, claim: unknown): Promise<ConfirmedClaim | null>;
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
      if (variant?.version !== version) return null;
      const assignmentId = assignment.token ? verifiedAssignmentId(await getOrCreateSecret(deps.db, ASSIGNMENT_SECRET), assignment) : null;
      return { id: assignment.id, variant: assignment.variant, assignmentId };
    },
    invalidate: recheck.invalidate,
  };
}
