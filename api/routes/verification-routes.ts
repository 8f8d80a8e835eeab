import Router from '@koa/router';
import { jsonBody } from '../http/json-body';
import { perAddressLimit, writeLimit } from '../http/rate-limit';
import type { PhoneVerificationService } from '../services/phone-verification';
import type { RateLimiter } from '../services/rate-limiter';

const BODY = { maxBytes: 2 * 1024, maxDepth: 2 };

export const tooManyCodeSends = 'Too many verification codes were requested. Please try again later.';

/**
 * Phone verification (funnels.md §7): POST /api/sendVerificationCode { phoneNumber } -> { success: true };
 * POST /api/verifyCode { phoneNumber, code } -> { verified }. Errors are the JSON error, whose message the
 * dialog shows. Both count as writes per address; sends are also limited per address per hour (the
 * service adds the per-phone limits and the cooldown).
 */
export function verificationRoutes(deps: { verification: PhoneVerificationService; limiter: RateLimiter; writesPerMinute: number; sendsPerHour: number }): Router {
  const router = new Router({ prefix: '/api' });
  const writes = writeLimit(deps.limiter, deps.writesPerMinute);
  const sends = perAddressLimit(deps.limiter, 'code-send', { limit: deps.sendsPerHour, windowMs: 60 * 60_000 }, tooManyCodeSends);
  const field = (body: unknown, name: string) => (body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined);

  router.post('/sendVerificationCode', writes, sends, jsonBody(BODY), async (ctx) => {
    ctx.body = await deps.verification.sendCode(field(ctx.state.body, 'phoneNumber'));
  });

  router.post('/verifyCode', writes, jsonBody(BODY), async (ctx) => {
    ctx.body = await deps.verification.verifyCode(field(ctx.state.body, 'phoneNumber'), field(ctx.state.body, 'code'));
  });

  return router;
}
