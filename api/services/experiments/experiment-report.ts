import { exposurePoints, type Flow } from '../../../engine';
import type { ExperimentReport, ExperimentSummary, RateInterval, VariantOutcome } from '../../../app/domain/studio/experiment-contract';
import type { Executor } from '../../db/database';
import { countAssignments } from '../../db/repositories/experiment-assignment-repository';
import { unassignedClaims, variantCounts, type VariantCounts } from '../../db/repositories/experiment-report-repository';
import type { FlowStore } from '../../definitions/flow-definitions';
import { smallCells } from '../analytics/small-cells';
import { probabilityBest, sampleRatioTest, SRM_P_VALUE, wilsonInterval } from './experiment-stats';

/**
 * An experiment's outcome: per variant, the visits the server assigned it (one per signed, recorded
 * assignment that reported back), those exposed (that reached a screen where the variants differ), and
 * their stored and verified leads (one at most per visit), with Wilson intervals and the probability each
 * variant converts best; a chi-square test of the visits served against the weights; and what claimed
 * the experiment but was not counted. Small counts are hidden as in every report (and the figures built
 * on them left out).
 */
export async function experimentReport(deps: { db: Executor; flows: FlowStore; minCell: number }, experiment: ExperimentSummary): Promise<ExperimentReport> {
  const { hidden, shown, share } = smallCells(deps.minCell);
  const flows = await Promise.all(experiment.variants.map(async (variant) => (await deps.flows.byHash(variant.version))?.definition));
  const exposure = exposurePoints(flows.filter((flow): flow is Flow => flow !== undefined));
  const [visits, unassigned, made] = await Promise.all([variantCounts(deps.db, experiment.id, exposure), unassignedClaims(deps.db, experiment.id), countAssignments(deps.db, experiment.id)]);
  const counted = new Map(visits.map((row) => [row.variant, row]));
  const counts: VariantCounts[] = experiment.variants.map((variant) => counted.get(variant.key) ?? { variant: variant.key, assigned: 0, exposed: 0, leads: 0, verifiedLeads: 0 });
  const repeatedLeads = visits.reduce((sum, row) => sum + row.repeatedLeads, 0);

  const interval = (part: number, whole: number): RateInterval | null => {
    const rate = share(part, whole);
    if (rate === null) return null;
    const [low, high] = wilsonInterval({ successes: part, trials: whole });
    return { rate, low, high };
  };
  // The probability of being best compares every variant: it is shown only when no count behind it is hidden.
  const best = (pick: (row: VariantCounts) => number): Array<number | null> =>
    counts.some((row) => hidden(row.exposed) || row.exposed === 0 || hidden(pick(row)))
      ? counts.map(() => null)
      : probabilityBest(counts.map((row) => ({ successes: pick(row), trials: row.exposed })));
  const [bestLeads, bestVerified] = [best((row) => row.leads), best((row) => row.verifiedLeads)];

  const variants: VariantOutcome[] = experiment.variants.map((variant, at) => {
    const row = counts[at]!;
    return {
      ...variant,
      assigned: shown(row.assigned),
      exposed: shown(row.exposed),
      leads: shown(row.leads),
      verifiedLeads: shown(row.verifiedLeads),
      leadRate: interval(row.leads, row.exposed),
      verifiedRate: interval(row.verifiedLeads, row.exposed),
      probabilityBest: { leads: bestLeads[at]!, verifiedLeads: bestVerified[at]! },
    };
  });
  const { chiSquare, pValue } = sampleRatioTest(
    counts.map((row) => row.assigned),
    experiment.variants.map((variant) => variant.weight),
  );
  return {
    experiment,
    minCell: deps.minCell,
    exposure,
    variants,
    sampleRatio: { chiSquare, pValue, mismatch: pValue < SRM_P_VALUE },
    assignmentsMade: shown(made),
    notCounted: {
      events: shown(unassigned.events),
      leads: shown(unassigned.leads),
      anonymousEvents: shown(unassigned.anonymousEvents),
      anonymousLeads: shown(unassigned.anonymousLeads),
      repeatedLeads: shown(repeatedLeads),
    },
  };
}
