import type { Browser } from 'playwright-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT, expectHeading, flowFile, open, outbox, walkFlow } from '../e2e/funnels-support';
import { launchBrowser, openPage } from '../support/browser';
import { completedAnswers, quoteLeadBody } from '../support/lead-bodies';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { createScratchPostgres } from '../support/test-database';
import { LOAD_ENV, runLoad, startTcpProxy, type LoadRequest } from './load-support';

/**
 * The network to PostgreSQL is cut through a loopback TCP proxy (the machine's shared server keeps
 * running): the API answers 503 with the JSON error and stays up, recovers by itself, and the browser's
 * outbox delivers the lead it kept.
 */
describe.skipIf(!process.env.DATABASE_URL)('losing the connection to PostgreSQL mid-run', () => {
  let scratch: Awaited<ReturnType<typeof createScratchPostgres>>;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let server: ServerProcess;
  let browser: Browser;
  let version: string | undefined;
  const answers = completedAnswers('purchase');

  beforeAll(async () => {
    scratch = await createScratchPostgres('site_db_loss');
    const target = new URL(scratch.url);
    proxy = await startTcpProxy([{ host: target.hostname, port: Number(target.port || 5432) }]);
    const viaProxy = new URL(scratch.url);
    viaProxy.port = String(proxy.port);
    [server, browser] = await Promise.all([startServerProcess({ env: { ...LOAD_ENV, DATABASE_URL: viaProxy.toString() } }), launchBrowser()]);
    version = (await fetch(`${server.baseUrl}/api/questions?entryPath=purchase`)).headers.get('x-definition-version') ?? undefined;
  });
  afterAll(async () => {
    if (process.env.DEBUG_LOAD) console.log(server?.output().slice(-6000));
    await browser?.close();
    await server?.stop();
    await proxy?.close();
    await scratch?.drop();
  });

  const leadRequest = (n: number): LoadRequest => ({
    method: 'POST',
    path: '/api/recordQuoteLead',
    headers: { 'content-type': 'application/json', 'idempotency-key': `db-loss-${n}` },
    body: JSON.stringify(quoteLeadBody(n, answers, version)),
    tag: `lead-${n}`,
  });
  const storedIds = async () => {
    const client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    try {
      return (await client.query<{ id: string; email: string }>('select id, email from leads')).rows;
    } finally {
      await client.end();
    }
  };

  it('answers 503 with the JSON error while cut, stays up, recovers alone, and the browser outbox delivers the kept lead', async () => {
    // A visitor is on the funnel's last screen when the database goes away.
    const { page, context } = await openPage(browser, { width: 1280 });
    await open(page, `${server.baseUrl}/quote-landing?type=purchase`);
    await walkFlow(page, flowFile('purchase'), 'purchase', { picks: { propertyUse: 'Second home', hasAgent: 'No', militaryService: 'No' } });
    await page.getByLabel('Full name').fill(CONTACT.fullName);
    await page.getByLabel('Email address').fill(CONTACT.email);
    await page.getByLabel('Phone number').fill(CONTACT.phone);

    // The load is running when the connection is cut, and still running when it comes back.
    const load = runLoad(server.baseUrl, Array.from({ length: 600 }, (_, n) => leadRequest(n)), 20);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await proxy.cut();
    const cutAt = Date.now();

    const during = await fetch(`${server.baseUrl}/api/recordQuoteLead`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: leadRequest(10_000).body as string });
    expect(during.status).toBe(503);
    expect(during.headers.get('content-type')).toContain('application/json');
    expect(await during.json()).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
    // Content read in the last few seconds is still served from the process's cache; what is not answers 503.
    const brokers = await fetch(`${server.baseUrl}/api/brokers`);
    expect([200, 503]).toContain(brokers.status);
    const estimate = await fetch(`${server.baseUrl}/api/estimateLoan?loanType=1&downPayment=60000&salesPrice=300000&occupancyType=1&propertyType=22&numberOfUnits=1&zipCode=48009&creditScore=720&firstTimeHomeBuyer=true`);
    expect(estimate.status).toBe(503);
    expect(await estimate.json()).toMatchObject({ error: { code: expect.any(String) } });

    await page.getByRole('button', { name: 'Get My Quote' }).click();
    await expectHeading(page, 'Thank You!');
    const [kept] = await outbox(page);
    expect(kept).toMatchObject({ url: '/api/recordQuoteLead' });

    await new Promise((resolve) => setTimeout(resolve, Math.max(0, 2000 - (Date.now() - cutAt))));
    expect(server.process.exitCode).toBeNull();
    await proxy.restore();

    // Recovers by itself: no restart, the pool reconnects on the next request.
    const recoveredWithin = Date.now();
    let status = 0;
    for (let attempt = 0; attempt < 100 && status !== 201; attempt++) {
      status = (await fetch(`${server.baseUrl}/api/recordQuoteLead`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: leadRequest(20_000 + attempt).body as string })).status;
      if (status !== 201) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe(201);
    console.log(`recovered ${Date.now() - recoveredWithin} ms after the connection came back`);

    const outcome = await load;
    expect({ errors: outcome.errors, timeouts: outcome.timeouts }).toEqual({ errors: 0, timeouts: 0 });
    expect(Object.keys(outcome.statuses).filter((code) => code !== '201' && code !== '503')).toEqual([]);
    console.log(`load across the cut: ${JSON.stringify(outcome.statuses)}`);

    // The next page load after the 503's Retry-After sends the kept lead; the server stores it.
    const notBefore = (kept as { notBefore?: number }).notBefore ?? 0;
    expect(notBefore).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, notBefore - Date.now() + 100)));
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/recordQuoteLead'));
    await open(page, `${server.baseUrl}/`);
    const delivered = await answered;
    expect(delivered.status()).toBe(201);
    await expect.poll(() => outbox(page)).toEqual([]);

    const rows = await storedIds();
    expect(rows.filter((row) => row.email === CONTACT.email)).toHaveLength(1);
    const stored = new Set(rows.map((row) => row.id));
    const acknowledged = outcome.answers.filter((answer) => answer.status === 201).map((answer) => (answer.body as { id: string }).id);
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    await context.close();
  });
});
