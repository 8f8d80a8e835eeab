import Router from '@koa/router';
import { EVENT_BATCH_MAX, EVENT_MAX_BYTES } from '../../engine';
import { jsonBody } from '../http/json-body';
import { limitAddress } from '../http/rate-limit';
import type { EventIngest } from '../services/analytics/event-ingest';

/** A full batch at the largest event size, with room for the wrapper. */
const EVENTS_BODY = { maxBytes: EVENT_BATCH_MAX * EVENT_MAX_BYTES + 1024, maxDepth: 3 };

/**
 * `POST /api/events { events: [...] }`: the funnels' analytics, 204 when stored. The browser never waits
 * for it. `Sec-GPC: 1` (Global Privacy Control) stores the events without their session id. 429 with
 * Retry-After past the address's (an IPv6 client's /64's) or the site's events of the minute.
 */
export function analyticsRoutes(ingest: EventIngest): Router {
  const router = new Router({ prefix: '/api' });
  router.post('/events', jsonBody(EVENTS_BODY), async (ctx) => {
    await ingest.record(ctx.state.body, { anonymous: ctx.get('Sec-GPC').trim() === '1', address: limitAddress(ctx) });
    ctx.status = 204;
  });
  return router;
}
