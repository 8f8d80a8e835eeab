import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Executor } from '../../db/database';
import { forgetExpiredTokens, spendToken } from '../../db/repositories/human-check-repository';
import { getOrCreateSecret } from '../../db/repositories/secret-repository';
import type { HumanCheckProvider } from './human-check-provider';

export const LOCAL_TOKEN_TTL_MS = 300_000;
const SECRET_NAME = 'human-check-hmac';

export interface LocalHumanCheck extends HumanCheckProvider {
  /** Issues a signed token, valid 300 s and accepted once. */
  issue(): Promise<{ token: string; expiresInSeconds: number }>;
}

/**
 * The offline default of the human check: the widget asks this server for a token, signed with a
 * per-database key, valid 300 s and accepted once. It keeps the whole flow (expiry, single use, the
 * messages) working without a third party; it does not tell people from bots, which is what setting
 * TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY is for.
 */
export function createLocalHumanCheck(db: Executor, now: () => number = Date.now): LocalHumanCheck {
  const sign = async (payload: string) =>
    createHmac('sha256', await getOrCreateSecret(db, SECRET_NAME)).update(payload).digest('base64url');

  return {
    name: 'local',
    siteKey: null,
    async issue() {
      const payload = Buffer.from(JSON.stringify({ id: randomUUID(), exp: now() + LOCAL_TOKEN_TTL_MS })).toString('base64url');
      return { token: `${payload}.${await sign(payload)}`, expiresInSeconds: LOCAL_TOKEN_TTL_MS / 1000 };
    },
    async verify(token) {
      if (typeof token !== 'string' || token === '') return { ok: false, reason: 'missing' };
      const [payload, signature, extra] = token.split('.');
      if (!payload || !signature || extra !== undefined || token.length > 512) return { ok: false, reason: 'invalid' };
      const expected = Buffer.from(await sign(payload));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'invalid' };
      let claims: { id?: unknown; exp?: unknown };
      try {
        claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      } catch {
        return { ok: false, reason: 'invalid' };
      }
      if (typeof claims.id !== 'string' || typeof claims.exp !== 'number') return { ok: false, reason: 'invalid' };
      if (claims.exp <= now()) return { ok: false, reason: 'expired' };
      if (!(await spendToken(db, claims.id, new Date(claims.exp)))) return { ok: false, reason: 'spent' };
      await forgetExpiredTokens(db, new Date(now()));
      return { ok: true };
    },
  };
}
