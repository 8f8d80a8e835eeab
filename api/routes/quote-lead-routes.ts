import Router from '@koa/router';
import type { Middleware } from 'koa';
import { jsonBody } from '../http/json-body';
import { perAddressLimit, siteBudget, WRITE_SCOPE } from '../http/rate-limit';
import type { FunnelVariant, QuoteLeadService } from '../services/quote-lead-service';
import type { RateLimiter, RateLimit } from '../services/rate-limiter';
import type { WriteBudgets } from '../services/write-budgets';

const LEAD_BODY = { maxBytes: 64 * 1024, maxDepth: 8 };

/** The funnels' lead endpoints: limited per address, then by the site-wide budget of leads, then parsed, then recorded. */
export function quoteLeadRoutes(leads: QuoteLeadService, limiter: RateLimiter, writeLimit: RateLimit, budgets: WriteBudgets): Router {
  const router = new Router({ prefix: '/api' });
  const perAddress = perAddressLimit(limiter, WRITE_SCOPE, writeLimit);
  const siteWide = siteBudget(budgets, 'leads');
  const record =
    (variant: FunnelVariant): Middleware =>
    async (ctx) => {
      ctx.body = await leads.record({
        variant,
        body: ctx.state.body,
        idempotencyKey: ctx.get('Idempotency-Key') || undefined,
        userAgent: ctx.get('User-Agent') || undefined,
      });
      ctx.status = 201;
    };
  router.post('/recordQuoteLead', perAddress, siteWide, jsonBody(LEAD_BODY), record('questionnaire'));
  router.post('/recordWebLead/VetLife', perAddress, siteWide, jsonBody(LEAD_BODY), record('vetlife'));
  return router;
}
