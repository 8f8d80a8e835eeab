import Router from '@koa/router';
import { jsonBody } from '../http/json-body';
import { writeLimit } from '../http/rate-limit';
import type { RateLimiter } from '../services/rate-limiter';
import type { RemovalService } from '../services/removal-service';

const BODY = { maxBytes: 4 * 1024, maxDepth: 2 };

/** POST /api/requestRemoval { name, email, phoneNumber, confirmation } -> 201 { success: true, id }. */
export function removalRoutes(deps: { removals: RemovalService; limiter: RateLimiter; writesPerMinute: number }): Router {
  const router = new Router({ prefix: '/api' });
  router.post('/requestRemoval', writeLimit(deps.limiter, deps.writesPerMinute), jsonBody(BODY), async (ctx) => {
    const answer = await deps.removals.request(ctx.state.body, ctx.get('Idempotency-Key') || undefined);
    ctx.status = answer.status;
    ctx.body = answer.body;
  });
  return router;
}
