import { EVENT_BATCH_MAX, type FunnelAnalyticsEvent } from '../../engine';

/** What the analytics ingest must sustain on PGlite, in events per second. */
export const EVENTS_TARGET_PER_SECOND = 1000;
export const EVENTS_ROUTE_LABEL = `POST /api/events (${EVENT_BATCH_MAX} a batch)`;

/**
 * Full batches of the purchase funnel's events as a browser sends them (views and answers of choice
 * questions, each visit its own session id), at the version the server serves.
 */
export async function eventBatchSource(baseUrl: string): Promise<() => { body: string; headers: Record<string, string> }> {
  const response = await fetch(`${baseUrl}/api/questions?entryPath=purchase`);
  const version = response.headers.get('x-definition-version');
  await response.arrayBuffer();
  if (!response.ok || !version) throw new Error(`GET /api/questions?entryPath=purchase answered ${response.status} without X-Definition-Version`);
  let visit = 0;
  return () => {
    const sessionId = `bench-${(visit++).toString(36).padStart(8, '0')}`;
    const events: FunnelAnalyticsEvent[] = Array.from({ length: EVENT_BATCH_MAX }, (_, n) => ({
      type: n % 2 === 0 ? 'question_view' : 'answer',
      flowId: 'purchase',
      version,
      sessionId,
      pathId: (n >> 1).toString(16).padStart(8, '0'),
      depth: n >> 1,
      device: 'phone',
      lang: 'en',
      question: 'propertyType',
      ...(n % 2 === 1 ? { option: 'condo', next: 'propertyUse', activeMs: 1500 } : {}),
      utmSource: 'bench',
    }));
    return { body: JSON.stringify({ events }), headers: { 'content-type': 'application/json' } };
  };
}
