import { randomUUID } from 'node:crypto';
import type { FunnelAnalyticsEvent } from '../../engine';

export interface Visit {
  sessionId: string;
  events: FunnelAnalyticsEvent[];
}

/**
 * Three visits to the purchase flow as its funnel sends them: a phone visit that answers two questions and
 * reaches the contact step, a desktop visit that answers one and leaves at the second, and a phone visit
 * that leaves at the first. `extra` goes on every event (a UTM source to tell the visits apart).
 */
export function threePurchaseVisits(version: string, extra: Partial<FunnelAnalyticsEvent> = {}): Visit[] {
  const visit = (device: FunnelAnalyticsEvent['device'], steps: Array<Partial<FunnelAnalyticsEvent>>): Visit => {
    const sessionId = randomUUID();
    return { sessionId, events: steps.map((step) => ({ flowId: 'purchase', version, sessionId, pathId: 'p', depth: 0, device, lang: 'en', type: 'question_view', ...extra, ...step }) as FunnelAnalyticsEvent) };
  };
  const first = { question: 'propertyType' };
  const second = { question: 'propertyUse' };
  return [
    visit('phone', [{ type: 'funnel_view' }, first, { type: 'answer', ...first, option: 'condo', next: 'propertyUse', depth: 1, activeMs: 1000 }, second, { type: 'answer', ...second, option: 'primary', next: 'firstTimeBuyer', depth: 2, activeMs: 4000 }, { type: 'contact_view', depth: 2 }]),
    visit('desktop', [{ type: 'funnel_view' }, first, { type: 'answer', ...first, option: 'singleFamily', next: 'propertyUse', depth: 1, activeMs: 3000 }, second, { type: 'exit', ...second, depth: 1 }]),
    visit('phone', [{ type: 'funnel_view' }, first, { type: 'exit', ...first }]),
  ];
}
