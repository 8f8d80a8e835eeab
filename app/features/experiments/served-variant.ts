import { chooseVariant, type VariantAssignment } from '../../../engine';
import type { FlowDefinition } from '../../data/site-api';
import { newIdempotencyKey as randomUuid } from '../../data/idempotency-key';
import { funnelSessionId } from '../analytics';

/** Draws for a visit without a funnel session (Global Privacy Control): nothing is stored for it beyond its saved progress. */
let pageVisit: string | undefined;

/**
 * The version a visit is served while the flow runs an experiment: the variant its saved progress kept,
 * else one drawn by weight from the funnel session (the same on every reload of the tab), loaded when it
 * is not the live version. The live version, unassigned, when the variant cannot be had: the funnel
 * never waits on an experiment.
 */
export async function servedVariant(
  live: FlowDefinition | null,
  kept: VariantAssignment | undefined,
  loadVersion: (version: string) => Promise<FlowDefinition | null>,
): Promise<FlowDefinition | null> {
  if (!live?.experiment) return live;
  const assignment = chooseVariant(live.experiment, kept, funnelSessionId() ?? (pageVisit ??= randomUuid()));
  const version = live.experiment.variants.find((variant) => variant.key === assignment?.variant)?.version;
  if (!assignment || !version) return live;
  if (version === live.version) return { ...live, assignment };
  const variant = await loadVersion(version);
  return variant ? { ...variant, assignment } : live;
}
