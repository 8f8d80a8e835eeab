import Router from '@koa/router';
import { jsonBody } from '../http/json-body';
import { clientAddress, siteBudget, writeLimit } from '../http/rate-limit';
import type { RateLimiter } from '../services/rate-limiter';
import type { RemovalConfirmationService } from '../services/removal-confirmation-service';
import type { RemovalService } from '../services/removal-service';
import type { WriteBudgets } from '../services/write-budgets';

const REQUEST_BODY = { maxBytes: 4 * 1024, maxDepth: 2 };
const CONFIRM_BODY = { maxBytes: 1024, maxDepth: 1 };

/**
 * POST /api/requestRemoval { name, email, phoneNumber, confirmation, turnstileToken } -> 201 { success: true, id };
 * POST /api/confirmRemoval { request, token } or { request, code } -> 200 { confirmed: 'email' | 'phone' }.
 * Requests count against the address's write limit, then the site-wide budget of removal requests (each
 * e-mails the address it names and may text a code). `remoteIp` is the exact address, for the human check.
 */
export function removalRoutes(deps: { removals: RemovalService; confirmations: RemovalConfirmationService; limiter: RateLimiter; budgets: WriteBudgets; writesPerMinute: number }): Router {
  const router = new Router({ prefix: '/api' });
  router.post('/requestRemoval', writeLimit(deps.limiter, deps.writesPerMinute), siteBudget(deps.budgets, 'removals'), jsonBody(REQUEST_BODY), async (ctx) => {
    ctx.body = await deps.removals.request({ body: ctx.state.body, idempotencyKey: ctx.get('Idempotency-Key') || undefined, remoteIp: clientAddress(ctx) });
    ctx.status = 201;
  });
  router.post('/confirmRemoval', writeLimit(deps.limiter, deps.writesPerMinute), jsonBody(CONFIRM_BODY), async (ctx) => {
    ctx.body = await deps.confirmations.confirm(ctx.state.body);
  });
  return router;
}
