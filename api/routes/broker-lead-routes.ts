import Router from '@koa/router';
import { jsonBody } from '../http/json-body';
import { clientAddress, siteBudget, writeLimit } from '../http/rate-limit';
import type { BrokerLeadService } from '../services/broker-lead-service';
import type { RateLimiter } from '../services/rate-limiter';
import type { WriteBudgets } from '../services/write-budgets';

const BODY = { maxBytes: 32 * 1024, maxDepth: 3 };

/**
 * POST /api/recordBrokerLead: the brokered-rate form -> 201 { success: true, id }. Counted against the
 * address's write limit, then the site-wide budget of leads; `remoteIp` is the exact address, for the human check.
 */
export function brokerLeadRoutes(deps: { leads: BrokerLeadService; limiter: RateLimiter; budgets: WriteBudgets; writesPerMinute: number }): Router {
  const router = new Router({ prefix: '/api' });
  router.post('/recordBrokerLead', writeLimit(deps.limiter, deps.writesPerMinute), siteBudget(deps.budgets, 'leads'), jsonBody(BODY), async (ctx) => {
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
