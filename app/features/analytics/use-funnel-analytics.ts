import { useCallback, useEffect, useRef } from 'react';
import type { FunnelEffect, FunnelState } from '../../../engine';
import { landingAttribution } from '../attribution';
import { browserEventSender, onPageLeave } from './browser-sender';
import { deviceClass } from './device-class';
import { createFunnelTracker, type EventContext, type FunnelTracker } from './funnel-tracker';
import { funnelSessionId } from './funnel-session';
import { pageLanguage } from './page-language';

/** The tab's session id and the landing's source; click ids stay on the lead: an event says where a visit came from, never which ad click it was. */
function visitContext(): Omit<EventContext, 'device' | 'lang'> {
  const { utmSource, utmMedium, utmCampaign, referrerHost } = landingAttribution();
  const visit = { sessionId: funnelSessionId(), utmSource, utmMedium, utmCampaign, referrerHost };
  return Object.fromEntries(Object.entries(visit).filter(([, value]) => value !== undefined));
}

function browserTracker(enabled: () => boolean): FunnelTracker {
  let visit: Omit<EventContext, 'device' | 'lang'> | null = null;
  return createFunnelTracker({
    send: (event) => {
      if (enabled()) browserEventSender()?.enqueue(event);
    },
    context: () => {
      visit ??= visitContext();
      return { ...visit, device: deviceClass(), lang: pageLanguage() };
    },
    now: () => performance.now(),
    visible: () => document.visibilityState === 'visible',
  });
}

/**
 * The funnel's analytics on a page: returns what to call after every transition of its state machine
 * (`state` is the hook's ref to the current state, read when the visitor leaves). Nothing is sent while
 * `enabled` says no (a studio draft preview), nor on the server.
 */
export function useFunnelAnalytics(state: { readonly current: FunnelState }, enabled: () => boolean) {
  const tracker = useRef<FunnelTracker | null>(null);
  const trackerOf = useCallback(() => (tracker.current ??= browserTracker(enabled)), []);

  useEffect(() => {
    const onVisibility = () => trackerOf().visibilityChanged(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', onVisibility);
    const stop = onPageLeave(() => trackerOf().left(state.current));
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      stop();
      // Leaving the funnel for another page of the site is an exit too.
      trackerOf().left(state.current);
      browserEventSender()?.flush();
    };
  }, []);

  return useCallback((before: FunnelState, after: FunnelState, effects: readonly FunnelEffect[]) => trackerOf().moved(before, after, effects), []);
}
