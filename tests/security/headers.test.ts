/**
 * Security headers: a Content-Security-Policy the same for every response, same-origin scripts only, no
 * 'unsafe-inline' or 'unsafe-eval' and no nonce: pages run no inline script (their data are JSON blocks); HSTS only
 * over TLS behind a trusted proxy; frame-ancestors (checked in Chromium: another origin cannot frame the
 * site, the site's own embedded quote page can); Referrer-Policy, nosniff, Permissions-Policy; no version
 * banners; and no cookie without Secure, HttpOnly and SameSite (the site sets none).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type Koa from 'koa';
import type { Browser } from 'playwright-core';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, waitForHydration } from '../support/browser';
import { fetchKept } from '../support/kept-page';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { createTestApp } from '../support/test-app';
import { useTestDatabase } from '../support/test-database';

/** The directives of a CSP header, by name. */
function directives(csp: string | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (csp ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), sources);
  }
  return map;
}

/** What every response of the site carries, whatever it is (page, JSON, error, asset). */
function expectBaselineHeaders(headers: Record<string, string | string[] | undefined>, what: string): void {
  const csp = directives(headers['content-security-policy'] as string | undefined);
  expect(csp.size, `${what}: Content-Security-Policy`).toBeGreaterThan(0);
  const scriptSrc = csp.get('script-src') ?? [];
  expect(scriptSrc, `${what}: script-src`).toContain("'self'");
  for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", "'unsafe-hashes'", "'strict-dynamic'", '*', 'data:', 'http:', 'https:', 'blob:']) {
    expect(scriptSrc, `${what}: script-src must not allow ${unsafe}`).not.toContain(unsafe);
  }
  expect(scriptSrc.filter((source) => source.startsWith("'nonce-")), `${what}: no nonce`).toEqual([]);
  expect(csp.get('default-src'), what).toEqual(["'self'"]);
  expect(csp.get('object-src'), what).toEqual(["'none'"]);
  expect(csp.get('base-uri'), what).toEqual(["'self'"]);
  expect(csp.get('form-action'), what).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors'), what).toEqual(["'self'"]);
  expect(csp.get('style-src') ?? [], `${what}: style-src`).not.toContain("'unsafe-inline'");
  expect((csp.get('style-src') ?? []).filter((source) => source.startsWith("'nonce-")), `${what}: style-src nonce`).toEqual([]);
  expect(headers['x-frame-options'], what).toBe('SAMEORIGIN');
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy'], what).toBe('camera=(), microphone=(), geolocation=(), payment=()');
  expect(headers['cross-origin-opener-policy'], what).toBe('same-origin');
  // No banners naming the software or its version.
  expect(headers['x-powered-by'], what).toBeUndefined();
  expect(headers['server'], what).toBeUndefined();
  expect(headers['x-aspnet-version'], what).toBeUndefined();
  expectSafeCookies(headers, what);
}

/** The site sets no cookie today; any it ever sets must be Secure, HttpOnly and SameSite. */
function expectSafeCookies(headers: Record<string, string | string[] | undefined>, what: string): void {
  const cookies = ([] as string[]).concat(headers['set-cookie'] ?? []);
  for (const cookie of cookies) {
    expect(cookie, `${what}: Secure`).toMatch(/;\s*Secure\b/i);
    expect(cookie, `${what}: HttpOnly`).toMatch(/;\s*HttpOnly\b/i);
    expect(cookie, `${what}: SameSite`).toMatch(/;\s*SameSite=(Lax|Strict)\b/i);
  }
  expect(cookies, `${what} sets a cookie: check it is needed and flagged`).toEqual([]);
}

describe('headers of API answers (in process)', () => {
  const database = useTestDatabase('pglite');
  let dataDir: string;
  let trusting: Koa;
  let plain: Koa;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'headers-'));
    const env = { DATA_DIR: dataDir, RATE_LIMIT_WRITES_PER_MINUTE: '100000' };
    trusting = createTestApp(database.db, { ...env, TRUST_PROXY: 'true' }).app;
    plain = createTestApp(database.db, env).app;
  });
  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  const GETS = [
    '/api/brokers',
    '/api/agent/?fields.brokerKey=sarah-okafor',
    '/api/products',
    '/api/product/?fields.productKey=FHA-loan',
    '/api/getGoogleReviews',
    '/api/getStats',
    '/api/openPositions',
    '/api/getCombinedRates',
    '/api/disclosure?disclosureKey=privacy-policy',
    '/api/aprFees',
    '/api/featureFlags',
    '/api/siteConfig',
    '/api/questions?entryPath=purchase',
    '/api/flows/purchase',
    '/api/estimateLoan?loanType=1&downPayment=60000&salesPrice=400000&occupancyType=1&propertyType=22&zipCode=48067&creditScore=720&firstTimeHomeBuyer=false',
    '/api/forms/hiring',
    '/api/forms/hiring/validator.mjs',
    '/api/estimateLoan',
    '/api/no-such-thing',
    '/robots.txt',
    '/sitemap.xml',
    '/media/no-such-file.jpg',
  ];
  const POSTS = ['/api/recordQuoteLead', '/api/recordWebLead/VetLife', '/api/recordBrokerLead', '/api/sendVerificationCode', '/api/verifyCode', '/api/humanCheck/token', '/api/requestRemoval', '/api/confirmRemoval', '/api/apply'];

  it.each(GETS)('GET %s carries the CSP, the other security headers, no banner and no cookie', async (path) => {
    const response = await request(plain.callback()).get(path);
    expect(response.status).toBeLessThan(500);
    expectBaselineHeaders(response.headers, `GET ${path} (${response.status})`);
  });

  it.each(POSTS)('POST %s carries them too (success or refusal), and 413 and 429 answers as well', async (path) => {
    const response = await request(plain.callback()).post(path).send({});
    expect(response.status).toBeLessThan(500);
    expectBaselineHeaders(response.headers, `POST ${path} (${response.status})`);
  });

  it('refusals carry them: 405, 413, 415, 429', async () => {
    const limited = createTestApp(database.db, { DATA_DIR: dataDir, RATE_LIMIT_WRITES_PER_MINUTE: '1', TRUST_PROXY: 'true' }).app;
    const answers = [
      await request(plain.callback()).put('/api/brokers'),
      await request(plain.callback()).post('/api/verifyCode').set('content-type', 'application/json').send(JSON.stringify({ code: 'x'.repeat(5000) })),
      await request(plain.callback()).post('/api/verifyCode').set('content-type', 'text/plain').send('x'),
      await request(limited.callback()).post('/api/humanCheck/token').set('X-Forwarded-For', '192.0.2.201'),
      await request(limited.callback()).post('/api/humanCheck/token').set('X-Forwarded-For', '192.0.2.201'),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([405, 413, 415, 200, 429]);
    for (const answer of answers) expectBaselineHeaders(answer.headers, `${answer.status}`);
  });

  it('sends the same policy with every response: nothing in it depends on the request', async () => {
    const policies = new Set<string>();
    for (let index = 0; index < 20; index++) policies.add((await request(plain.callback()).get('/api/siteConfig')).headers['content-security-policy']!);
    expect(policies.size).toBe(1);
  });

  it.each([
    ['behind a trusted proxy that says https', true, 'https', true],
    ['behind a trusted proxy that says http', true, 'http', false],
    ['behind a trusted proxy saying nothing', true, undefined, false],
    ['with TRUST_PROXY off, whatever the client claims', false, 'https', false],
    ['on plain http', false, undefined, false],
  ] as const)('sends HSTS only over TLS: %s', async (_, trustProxy, forwardedProto, expected) => {
    let call = request((trustProxy ? trusting : plain).callback()).get('/api/siteConfig');
    if (forwardedProto) call = call.set('X-Forwarded-Proto', forwardedProto);
    const response = await call.expect(200);
    if (expected) expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    else expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('headers of the production server (pages, assets, media)', () => {
  let server: ServerProcess;
  let browser: Browser;
  let foreign: Server;
  let foreignOrigin = '';

  beforeAll(async () => {
    server = await startServerProcess({ env: { TRUST_PROXY: 'true' } });
    browser = await launchBrowser();
    // Another origin (another port) whose page tries to frame the site.
    foreign = createServer((req, res) => {
      const target = new URL(req.url ?? '/', 'http://x').searchParams.get('frame') ?? '/';
      res.writeHead(200, { 'content-type': 'text/html' }).end(`<!doctype html><title>other site</title><iframe id="framed" src="${server.baseUrl}${target}" width="800" height="600"></iframe>`);
    });
    await new Promise<void>((resolve) => foreign.listen(0, '127.0.0.1', resolve));
    foreignOrigin = `http://localhost:${(foreign.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => foreign?.close(resolve));
    await server?.stop();
  });

  const PAGES = ['/', '/agents', '/agent/sarah-okafor', '/mortgage-types', '/mortgage-types/FHA-loan', '/disclosures', '/privacy-policy', '/opportunities', '/information-removal', '/get-brokered-rate/', '/quote-landing', '/start-iframe-page/', '/loan-estimator', '/no-such-page'];

  it.each(PAGES)('%s: one policy for every response, no inline script (data blocks only), no inline handlers, kept by browsers only to revalidate', async (path) => {
    const responses = [await fetch(server.baseUrl + path), await fetch(server.baseUrl + path)];
    const policies = responses.map((response) => response.headers.get('content-security-policy'));
    expect(policies[0]).toBeTruthy();
    expect(policies[1]).toBe(policies[0]);
    for (const response of responses) {
      const headers = Object.fromEntries(response.headers.entries());
      expectBaselineHeaders({ ...headers, 'set-cookie': response.headers.getSetCookie() }, `${path} (${response.status})`);
      // A public page may be kept but is asked for again each time (ETag, 304); a missing one is never kept.
      expect(response.headers.get('cache-control')).toBe(response.status === 200 ? 'no-cache' : 'no-store');
      const html = await response.text();
      const scripts = [...html.matchAll(/<script\b([^>]*)>/gi)].map((match) => match[1]!);
      expect(scripts.length, `${path} has scripts`).toBeGreaterThan(0);
      for (const attributes of scripts) {
        if (/\bsrc=/.test(attributes)) continue;
        expect(attributes, `${path}: an inline script that is not a data block`).toMatch(/\btype="application\/(ld\+)?json"/);
        expect(attributes, `${path}: a nonce in a page`).not.toMatch(/\bnonce=/);
      }
      for (const attributes of scripts.filter((attributes) => /\bsrc=/.test(attributes))) {
        expect(attributes, `${path}: scripts come from this site`).toMatch(/src="\/(?!\/)/);
      }
      // Inline event handlers would need 'unsafe-inline' (or 'unsafe-hashes'): the markup has none.
      expect(html, `${path}: inline event handler`).not.toMatch(/<[^>]+\son[a-z]+\s*=/i);
      expect(html, `${path}: javascript: URL`).not.toMatch(/(href|src|action)\s*=\s*["']?\s*javascript:/i);
    }
  });

  it('serves a public page from its cache: the same bytes in each encoding, 304 for any of its ETags, one entry for every ad click', async () => {
    const path = '/mortgage-types/FHA-loan';
    const ask = (headers: Record<string, string> = {}, query = '') => fetch(`${server.baseUrl}${path}${query}`, { headers: { 'accept-encoding': 'br', ...headers } });
    const rendered = await (await ask({ 'accept-encoding': 'identity' }, '?utm_source=first')).text();
    const kept = (await fetchKept(server.baseUrl + path))!;
    const brTag = kept.headers.get('etag')!;
    expect(brTag).toMatch(/^"[\w-]+-br"$/);
    expect(kept.headers.get('content-encoding')).toBe('br');
    expect(kept.headers.get('vary')).toMatch(/accept-encoding/i);
    // fetch decodes: each encoding gives back the very bytes rendered, whatever ad parameters came along.
    expect(await kept.text()).toBe(rendered);
    const gzipped = await ask({ 'accept-encoding': 'gzip' }, '?gclid=another-click&utm_medium=cpc');
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.headers.get('etag')).toBe(brTag.replace('-br"', '-gz"'));
    expect(await gzipped.text()).toBe(rendered);

    for (const tag of [brTag, gzipped.headers.get('etag')!, `W/${brTag}`]) {
      const revalidated = await ask({ 'if-none-match': tag });
      expect(revalidated.status, tag).toBe(304);
      expect(await revalidated.text()).toBe('');
      expect(revalidated.headers.get('content-security-policy')).toBe(kept.headers.get('content-security-policy'));
    }
    expect((await ask({ 'if-none-match': '"another-page"' })).status).toBe(200);
  });

  it('never keeps a studio preview or a private page (a removal link): each is rendered for its request', async () => {
    for (const path of ['/quote-landing?type=purchase&preview=no-such-token', '/information-removal/confirm?request=1&token=secret']) {
      for (let visit = 0; visit < 3; visit++) {
        const response = await fetch(server.baseUrl + path, { headers: { 'accept-encoding': 'br' } });
        expect(response.headers.get('etag'), path).toBeNull();
        expect(response.headers.get('cache-control'), path).toBe('no-store');
        await response.arrayBuffer();
      }
    }
  });

  it('assets and media carry the same headers, and no banner', async () => {
    const home = await (await fetch(server.baseUrl + '/')).text();
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(home)?.[1];
    expect(asset).toBeTruthy();
    for (const path of [asset!, '/media/brokers/sarah-okafor-social.jpg', '/robots.txt', '/sitemap.xml', '/assets/no-such-file.js']) {
      const response = await fetch(server.baseUrl + path);
      expectBaselineHeaders({ ...Object.fromEntries(response.headers.entries()), 'set-cookie': response.headers.getSetCookie() }, `${path} (${response.status})`);
    }
  });

  it('sends HSTS on a page only when the trusted proxy says the request came over TLS', async () => {
    const overTls = await fetch(server.baseUrl + '/', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(overTls.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const plainHttp = await fetch(server.baseUrl + '/');
    expect(plainHttp.headers.get('strict-transport-security')).toBeNull();
  });

  it('runs every script in Chromium under the CSP (the page hydrates, no violation is reported)', async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    const violations: string[] = [];
    await page.exposeFunction('__reportViolation', (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        (window as unknown as { __reportViolation(text: string): void }).__reportViolation(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    for (const path of ['/', '/agent/sarah-okafor', '/mortgage-types/FHA-loan', '/get-brokered-rate/']) {
      await page.goto(server.baseUrl + path);
      await waitForHydration(page);
    }
    expect(violations).toEqual([]);
    expect(consoleErrors.filter((text) => /Content Security Policy|Refused to/i.test(text))).toEqual([]);
    await context.close();
  });

  it('cannot be framed by another origin (frame-ancestors), in Chromium', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${foreignOrigin}/?frame=/`);
    const frame = (await (await page.waitForSelector('#framed')).contentFrame())!;
    await frame.waitForLoadState('load');
    // A refused frame is replaced by Chromium's error page: none of the site's document is there.
    expect(frame.url()).toMatch(/^chrome-error:/);
    expect(await frame.evaluate(() => Boolean(document.querySelector('#root'))).catch(() => false)).toBe(false);
    await context.close();
  });

  it('frames its own quote form on /start-iframe-page/ (same origin), which the CSP admits', async () => {
    const { page, context } = await openPage(browser);
    const response = await page.goto(`${server.baseUrl}/start-iframe-page/`);
    expect(directives(response!.headers()['content-security-policy']).get('frame-src')).toEqual(["'self'"]);
    const frame = await (await page.waitForSelector('iframe[title="Brokered rate request form"]')).contentFrame();
    await frame!.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    expect(frame!.url()).toBe(`${server.baseUrl}/get-brokered-rate/?ifr=true`);
    expect(await frame!.locator('form').count()).toBeGreaterThan(0);
    await context.close();
  });
});
