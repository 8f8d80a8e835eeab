import { keptVariant, readServedAssignment, type ServedAssignment, type VariantAssignment } from '../../../engine';
import type { FlowDefinition } from '../../data/site-api';
import { privacyControlOn } from '../analytics';

/**
 * The server's assignment for a visit starting the funnel (`POST /api/flows/:entryPath/assignment`: never
 * cached, unlike the page and the flow), or undefined when it cannot be had: a failed request, the limit
 * per address reached, or the experiment stopped since the page was served.
 */
async function requestAssignment(entryPath: string): Promise<ServedAssignment | undefined> {
  try {
    const response = await fetch(`/api/flows/${encodeURIComponent(entryPath)}/assignment`, { method: 'POST', headers: { accept: 'application/json' } });
    return response.ok ? readServedAssignment(await response.json()) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The version a visit is served while the flow runs an experiment: the variant its saved progress kept,
 * else the one the server assigns it, loaded when it is not the live version. With Global Privacy Control
 * the assignment keeps no signed token, so nothing can join the visit's events (the server, seeing
 * Sec-GPC, signs and records nothing either). The live version, unassigned, when no variant can be had:
 * the funnel never fails over an experiment.
 */
export async function servedVariant(
  entryPath: string,
  live: FlowDefinition | null,
  kept: VariantAssignment | undefined,
  loadVersion: (version: string) => Promise<FlowDefinition | null>,
): Promise<FlowDefinition | null> {
  if (!live?.experiment) return live;
  const served = keptVariant(live.experiment, kept) ?? (await requestAssignment(entryPath));
  if (!served) return live;
  const { version, token, ...chosen } = served;
  const assignment: VariantAssignment = token && !privacyControlOn() ? { ...chosen, token } : chosen;
  if (version === live.version) return { ...live, assignment };
  const variant = await loadVersion(version);
  return variant ? { ...variant, assignment } : live;
}
