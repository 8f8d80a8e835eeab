import { landingAttribution, type LandingAttribution } from '../attribution';
import { funnelSessionId } from './funnel-session';

/** What a lead carries about the visit: `attribution` (the landing's, click ids included) and `analytics.sessionId`, each only when there is one. */
export function leadAnalytics(): { attribution?: LandingAttribution; analytics?: { sessionId: string } } {
  const attribution = landingAttribution();
  const sessionId = funnelSessionId();
  return { ...(Object.keys(attribution).length > 0 ? { attribution } : {}), ...(sessionId ? { analytics: { sessionId } } : {}) };
}
