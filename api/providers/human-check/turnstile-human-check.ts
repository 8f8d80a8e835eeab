import type { HumanCheckProvider } from './human-check-provider';

export interface TurnstileSettings {
  siteKey: string;
  secretKey: string;
  /** https://challenges.cloudflare.com in production; a local fake in tests. */
  baseUrl: string;
  timeoutMs?: number;
}

interface SiteverifyAnswer {
  success: boolean;
  'error-codes'?: string[];
}

/** Cloudflare Turnstile's server-side check (siteverify); Cloudflare accepts each token once. */
export function createTurnstileHumanCheck(settings: TurnstileSettings): HumanCheckProvider {
  return {
    name: 'turnstile',
    siteKey: settings.siteKey,
    async verify(token, remoteIp) {
      if (typeof token !== 'string' || token === '') return { ok: false, reason: 'missing' };
      if (token.length > 2048) return { ok: false, reason: 'invalid' };
      let answer: SiteverifyAnswer;
      try {
        const response = await fetch(new URL('/turnstile/v0/siteverify', settings.baseUrl), {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ secret: settings.secretKey, response: token, remoteip: remoteIp }),
          signal: AbortSignal.timeout(settings.timeoutMs ?? 10_000),
        });
        if (!response.ok) return { ok: false, reason: 'unavailable' };
        answer = (await response.json()) as SiteverifyAnswer;
      } catch {
        return { ok: false, reason: 'unavailable' };
      }
      if (answer.success) return { ok: true };
      const codes = answer['error-codes'] ?? [];
      if (codes.includes('timeout-or-duplicate')) return { ok: false, reason: 'expired' };
      if (codes.includes('missing-input-response')) return { ok: false, reason: 'missing' };
      return { ok: false, reason: 'invalid' };
    },
  };
}
