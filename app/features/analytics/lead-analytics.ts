import type { VariantAssignment } from '../../../engine';
import { landingAttribution, type LandingAttribution } from '../attribution';
import { funnelSessionId } from './funnel-session';

type LeadVisit = { sessionId?: string; experiment?: VariantAssignment };

/**
 * What a lead carries about the visit: `attribution` (the landing's, click ids included), and as
 * `analytics` the funnel session id and the experiment variant it was served, each only when there is one.
 */
export function leadAnalytics(assignment?: VariantAssignment): { attribution?: LandingAttribution; analytics?: LeadVisit } {
  const attribution = landingAttribution();
  const sessionId = funnelSessionId();
  const analytics: LeadVisit = { ...(sessionId ? { sessionId } : {}), ...(assignment ? { experiment: assignment } : {}) };
  return { ...(Object.keys(attribution).length > 0 ? { attribution } : {}), ...(Object.keys(analytics).length > 0 ? { analytics } : {}) };
}
