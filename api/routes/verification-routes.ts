import Router from '@koa/router';
import type { HumanCheckConfig } from '../../app/domain/forms/form-types';
import { jsonBody } from '../http/json-body';
import { clientAddress, limitAddress, perAddressLimit, writeLimit } from '../http/rate-limit';
import type { HumanCheckProvider } from '../providers/human-check/human-check-provider';
import { requireHuman } from '../services/human-check-gate';
import type { PhoneVerificationService } from '../services/phone-verification';
import type { RateLimiter } from '../services/rate-limiter';
import { readLeadLanguage } from '../services/lead-language';
import type { WriteBudgets } from '../services/write-budgets';

/** A send carries a human-check token (Turnstile's are up to 2,048 characters); a check only a phone, a code and an id. */
const SEND_BODY = { maxBytes: 4 * 1024, maxDepth: 2 };
const CHECK_BODY = { maxBytes: 2 * 1024, maxDepth: 2 };

export const tooManyCodeSends = 'Too many verification codes were requested. Please try again later.';

/**
 * Phone verification:
 * POST /api/sendVerificationCode { phoneNumber, turnstileToken } -> { success: true, verificationId };
 * POST /api/verifyCode { phoneNumber, code, verificationId } -> { verified };
 * GET /api/verification/humanCheck -> the human check the dialog shows before each send (for pages
 * without a form definition to carry it).
 * Errors are the JSON error, whose message the dialog shows. Both writes count per address (an IPv6 client
 * by its /64); sends are also limited per address per hour (the service adds the cooldown and the per-phone
 * limit of each requester, who is the address counted the same way). A send that passed its human check
 * then takes a text from the site-wide budget, so requests that could never be texted cannot spend it.
 */
export function verificationRoutes(deps: {
  verification: PhoneVerificationService;
  humanCheck: { provider: HumanCheckProvider; browser: HumanCheckConfig };
  limiter: RateLimiter;
  budgets: WriteBudgets;
  writesPerMinute: number;
  sendsPerHour: number;
}): Router {
  const router = new Router({ prefix: '/api' });
  const writes = writeLimit(deps.limiter, deps.writesPerMinute);
  const sends = perAddressLimit(deps.limiter, 'code-send', { limit: deps.sendsPerHour, windowMs: 60 * 60_000 }, tooManyCodeSends);
  const field = (body: unknown, name: string) => (body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined);

  router.post('/sendVerificationCode', writes, sends, jsonBody(SEND_BODY), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await deps.verification.sendCode({
      phoneNumber: field(ctx.state.body, 'phoneNumber'),
      language: readLeadLanguage(field(ctx.state.body, 'language')),
      requesterIp: limitAddress(ctx),
      passHumanCheck: async () => {
        // The human-check provider is told the exact address it saw (Turnstile's remoteip).
        await requireHuman(deps.humanCheck.provider, field(ctx.state.body, 'turnstileToken'), clientAddress(ctx));
        await deps.budgets.enforce('texts');
      },
    });
  });

  router.post('/verifyCode', writes, jsonBody(CHECK_BODY), async (ctx) => {
    const body = ctx.state.body;
    ctx.body = await deps.verification.verifyCode({
      phoneNumber: field(body, 'phoneNumber'),
      code: field(body, 'code'),
      verificationId: field(body, 'verificationId'),
      language: readLeadLanguage(field(body, 'language')),
    });
  });

  router.get('/verification/humanCheck', async (ctx) => {
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = deps.humanCheck.browser;
  });

  return router;
}
