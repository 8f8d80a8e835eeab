import { describe, expect, it } from 'vitest';
import { createLocalHumanCheck, LOCAL_TOKEN_TTL_MS } from '../../../api/providers/human-check/local-human-check';
import { createTurnstileHumanCheck } from '../../../api/providers/human-check/turnstile-human-check';
import { useFakeSiteverify } from '../../support/fake-siteverify';
import { useTestDatabase } from '../../support/test-database';

describe('local human check', () => {
  const database = useTestDatabase('pglite');

  it('accepts a token it issued once, refuses it after, and refuses forged or expired ones', async () => {
    let clock = 1_800_000_000_000;
    const check = createLocalHumanCheck(database.db, () => clock);
    const { token, expiresInSeconds } = await check.issue();
    expect(expiresInSeconds).toBe(300);
    expect(await check.verify(token, '127.0.0.1')).toEqual({ ok: true });
    expect(await check.verify(token, '127.0.0.1')).toEqual({ ok: false, reason: 'spent' });

    const [payload] = (await check.issue()).token.split('.');
    expect(await check.verify(`${payload}.forged`, '127.0.0.1')).toEqual({ ok: false, reason: 'invalid' });
    expect(await check.verify('', '127.0.0.1')).toEqual({ ok: false, reason: 'missing' });
    expect(await check.verify(undefined, '127.0.0.1')).toEqual({ ok: false, reason: 'missing' });

    const late = await check.issue();
    clock += LOCAL_TOKEN_TTL_MS;
    expect(await check.verify(late.token, '127.0.0.1')).toEqual({ ok: false, reason: 'expired' });
  });
});

describe('Turnstile human check against a local siteverify', () => {
  const siteverify = useFakeSiteverify({ secret: 'secret-key', accepts: (token) => token === 'good' });

  it('verifies once with the secret and the visitor address, then reports the token expired', async () => {
    const check = createTurnstileHumanCheck({ siteKey: 'site-key', secretKey: 'secret-key', baseUrl: siteverify.baseUrl });
    expect(check.siteKey).toBe('site-key');
    expect(await check.verify('good', '203.0.113.9')).toEqual({ ok: true });
    expect(siteverify.seen.at(-1)!.get('remoteip')).toBe('203.0.113.9');
    expect(await check.verify('good', '203.0.113.9')).toEqual({ ok: false, reason: 'expired' });
    expect(await check.verify('bad', '203.0.113.9')).toEqual({ ok: false, reason: 'invalid' });
    expect(await check.verify('', '203.0.113.9')).toEqual({ ok: false, reason: 'missing' });
  });

  it('reports the service unavailable rather than passing when siteverify cannot be reached', async () => {
    const check = createTurnstileHumanCheck({ siteKey: 's', secretKey: 'secret-key', baseUrl: 'http://127.0.0.1:9', timeoutMs: 500 });
    expect(await check.verify('good', '203.0.113.9')).toEqual({ ok: false, reason: 'unavailable' });
  });
});
