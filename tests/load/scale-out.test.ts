import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verificationMessages } from '../../api/services/phone-verification';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { createScratchPostgres } from '../support/test-database';
import { quoteRequests, runLoad, SCALE, startFakeSmsGateway, startTcpProxy, verifiedBrokerLeads } from './load-support';

/** Per visitor address; each load visitor has its own, so only the limit tests meet it. */
const WRITES_PER_MINUTE = 12;
const json = { 'content-type': 'application/json' };

/**
 * Two server processes on one PostgreSQL behind a round-robin proxy (a load balancer's view): the lead
 * load is answered, and the limits and verification are the same whichever process a request reaches.
 */
describe.skipIf(!process.env.DATABASE_URL)('two server processes behind a round-robin proxy', () => {
  let scratch: Awaited<ReturnType<typeof createScratchPostgres>>;
  let sms: Awaited<ReturnType<typeof startFakeSmsGateway>>;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let servers: ServerProcess[];
  let balanced: string;

  beforeAll(async () => {
    scratch = await createScratchPostgres('site_scale');
    sms = await startFakeSmsGateway();
    const env = {
      ...sms.env,
      DATABASE_URL: scratch.url,
      TRUST_PROXY: '1',
      RATE_LIMIT_WRITES_PER_MINUTE: String(WRITES_PER_MINUTE),
      RATE_LIMIT_CODE_SENDS_PER_HOUR: '1000',
      // The write limit is under test: every request names one phone, which would otherwise have its three a day.
      RATE_LIMIT_REMOVAL_TEXTS_PER_DAY: '1000',
    };
    servers = await Promise.all([startServerProcess({ env }), startServerProcess({ env })]);
    proxy = await startTcpProxy(servers.map((server) => ({ host: '127.0.0.1', port: Number(new URL(server.baseUrl).port) })));
    balanced = `http://127.0.0.1:${proxy.port}`;
  });
  afterAll(async () => {
    await proxy?.close();
    await Promise.all((servers ?? []).map((server) => server.stop()));
    await sms?.close();
    await scratch?.drop();
  });

  /** Each load visitor comes from its own address (the balancer passes it in X-Forwarded-For). */
  const visitor = (prefix: number) => (n: number) => ({ 'x-forwarded-for': `10.${prefix}.${Math.floor(n / 250)}.${(n % 250) + 1}` });

  it('answers the lead load through the proxy: every lead acknowledged and stored once, both processes serving', async () => {
    const version = (await fetch(`${balanced}/api/questions?entryPath=purchase`)).headers.get('x-definition-version') ?? undefined;
    const quotes = quoteRequests(SCALE.quoteLeads, version, 'scale', visitor(1));
    const quoteOutcome = await runLoad(balanced, quotes.requests);
    const brokerOutcome = await runLoad(balanced, await verifiedBrokerLeads([balanced], SCALE.brokerLeads, sms.codeFor, 'scale', visitor(2)));
    for (const outcome of [quoteOutcome, brokerOutcome]) {
      expect({ errors: outcome.errors, timeouts: outcome.timeouts }).toEqual({ errors: 0, timeouts: 0 });
      expect(Object.keys(outcome.statuses).filter((status) => status !== '201' && status !== '200')).toEqual([]);
    }
    console.log(
      `two processes: quote leads ${quoteOutcome.requestsPerSecond.toFixed(0)} req/s (p50 ${quoteOutcome.latency.p50} ms, p99 ${quoteOutcome.latency.p99} ms); ` +
        `connections per process ${JSON.stringify(proxy.perTarget)}`,
    );
    expect(Math.min(...proxy.perTarget)).toBeGreaterThan(0);

    const client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ kind: string; n: number; emails: number }>('select kind, count(*)::int as n, count(distinct email)::int as emails from leads group by kind order by kind');
      expect(rows).toEqual([
        { kind: 'brokered-rate', n: SCALE.brokerLeads, emails: SCALE.brokerLeads },
        { kind: 'quote', n: quotes.distinct, emails: quotes.distinct },
      ]);
    } finally {
      await client.end();
    }
  });

  it('one address’s write limit is shared: the request after the limit is refused with 429 and Retry-After, whichever process it reaches', async () => {
    const attempt = async (address: string) => {
      const windowOf = () => Math.floor(Date.now() / 60_000);
      const startWindow = windowOf();
      const statuses: number[] = [];
      let retryAfter: string | null = null;
      // Each request passes the human check with a token minted from an address of its own (minting is a write too).
      const tokens: string[] = [];
      for (let n = 0; n <= WRITES_PER_MINUTE; n++) {
        const minted = await fetch(`${servers[0]!.baseUrl}/api/humanCheck/token`, { method: 'POST', headers: { 'x-forwarded-for': `10.98.${address.split('.').at(-1)}.${n + 1}` } });
        tokens.push(((await minted.json()) as { token: string }).token);
      }
      for (let n = 0; n <= WRITES_PER_MINUTE; n++) {
        // Alternating processes directly: the count can only be right if it lives in the database.
        const response = await fetch(`${servers[n % 2]!.baseUrl}/api/requestRemoval`, {
          method: 'POST',
          headers: { ...json, 'x-forwarded-for': address },
          body: JSON.stringify({ name: 'Limit Tester', email: `limit.${n}@example.com`, phoneNumber: '2485550123', confirmation: true, turnstileToken: tokens[n] }),
        });
        statuses.push(response.status);
        if (response.status === 429) {
          retryAfter = response.headers.get('retry-after');
          expect(await response.json()).toMatchObject({ error: { code: 'rate_limited' } });
        }
      }
      return { statuses, retryAfter, sameWindow: windowOf() === startWindow };
    };
    let result = await attempt('10.99.0.1');
    // A fixed window may end mid-burst; the burst is repeated once from another address.
    if (!result.sameWindow) result = await attempt('10.99.0.2');
    expect(result.statuses.slice(0, WRITES_PER_MINUTE).every((status) => status === 201)).toBe(true);
    expect(result.statuses[WRITES_PER_MINUTE]).toBe(429);
    expect(Number(result.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(result.retryAfter)).toBeLessThanOrEqual(60);
  });

  it('verification is one state across processes: a code sent by one is checked by the other; cooldown and attempt limits hold', async () => {
    const [a, b] = servers.map((server) => server.baseUrl) as [string, string];
    const post = (base: string, path: string, body: unknown, address: string) =>
      fetch(`${base}${path}`, { method: 'POST', headers: { ...json, 'x-forwarded-for': address }, body: JSON.stringify(body) });
    const token = async (base: string) => ((await (await post(base, '/api/humanCheck/token', {}, '10.98.9.9')).json()) as { token: string }).token;
    const send = async (base: string, phoneNumber: string, address: string) => post(base, '/api/sendVerificationCode', { phoneNumber, turnstileToken: await token(base) }, address);

    const phone = '3135550144';
    const first = await send(a, phone, '10.98.0.1');
    expect(first.status).toBe(200);
    const { verificationId } = (await first.json()) as { verificationId: string };
    // The cooldown counts per requester: the same address asking the other process waits.
    const again = await send(b, phone, '10.98.0.1');
    expect(again.status).toBe(429);
    expect(((await again.json()) as { error: { message: string } }).error.message).toMatch(/^Please wait \d+ seconds before requesting a new code\.$/);

    const code = sms.codeFor(phone)!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let n = 0; n < 5; n++) {
      const response = await post(n % 2 ? a : b, '/api/verifyCode', { phoneNumber: phone, code: wrong, verificationId }, `10.98.1.${n + 1}`);
      expect(await response.json()).toEqual({ verified: false });
    }
    const locked = await post(a, '/api/verifyCode', { phoneNumber: phone, code, verificationId }, '10.98.1.9');
    expect(((await locked.json()) as { error?: { message: string } }).error?.message).toBe(verificationMessages.tooManyChecks);

    const other = '3135550145';
    const otherSent = await send(b, other, '10.98.2.1');
    const otherId = ((await otherSent.json()) as { verificationId: string }).verificationId;
    expect(await (await post(a, '/api/verifyCode', { phoneNumber: other, code: sms.codeFor(other), verificationId: otherId }, '10.98.2.1')).json()).toEqual({ verified: true });
  });
});
