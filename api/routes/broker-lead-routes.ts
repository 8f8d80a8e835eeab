import Router from '@koa/router';
import { jsonBody } from '../http/json-body';
import { clientAddress, writeLimit } from '../http/rate-limit';
import type { BrokerLeadService } from '../services/broker-lead-service';
import type { RateLimiter } from '../services/rate-limiter';

const BODY = { maxBytes: 32 * 1024, maxDepth: 3 };

/** POST /api/recordBrokerLead: the brokered-rate form -> 201 { success: true, id }. */
export function brokerLeadRoutes(deps: { leads: BrokerLeadService; limiter: RateLimiter; writesPerMinute: number }): Router {
  const router = new Router({ prefix: '/api' });
  router.post('/recordBrokerLead', writeLimit(deps.limiter, deps.writesPerMinute), jsonBody(BODY), async (ctx) => {
    ctx.body = await deps.leads.record({
      body: ctx.state.body,
      idempotencyKey: ctx.get('Idempotency-Key') || undefined,
      userAgent: ctx.get('User-Agent') || undefined,
      remoteIp: clientAddress(ctx),
    });
    ctx.status = 201;
  });
  return router;
}
