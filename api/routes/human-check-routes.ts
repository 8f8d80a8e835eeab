import Router from '@koa/router';
import { notFound } from '../http/api-error';
import { writeLimit } from '../http/rate-limit';
import type { LocalHumanCheck } from '../providers/human-check/local-human-check';
import type { RateLimiter } from '../services/rate-limiter';

/**
 * POST /api/humanCheck/token -> { token, expiresInSeconds: 300 }: the local human check's signed,
 * single-use token (the offline default). When Turnstile is configured there is no local token: 404.
 */
export function humanCheckRoutes(deps: { local: LocalHumanCheck | null; limiter: RateLimiter; writesPerMinute: number }): Router {
  const router = new Router({ prefix: '/api' });
  router.post('/humanCheck/token', writeLimit(deps.limiter, deps.writesPerMinute), async (ctx) => {
    if (!deps.local) throw notFound('The human check is provided by Cloudflare Turnstile on this site.');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await deps.local.issue();
  });
  return router;
}
