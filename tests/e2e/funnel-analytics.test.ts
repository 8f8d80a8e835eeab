import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FunnelAnalyticsEvent } from '../../engine';
import { openPage, useBrowser, waitForHydration } from '../support/browser';
import { expectHeading, flowFile, recordLeads, UUID, walkFlow, submitQuoteContact } from './funnels-support';
import { sharedSiteUrl } from '../support/shared-site';

/**
 * The funnels' own analytics in Chromium against the built site: what a walk through the purchase
 * questionnaire sends to POST /api/events (by fetch while on the page, by beacon when it closes), with one
 * session id kept in the tab and no cookie; with Global Privacy Control, the same events without one.
 */
const baseUrl = sharedSiteUrl();
// The headless shell drops a closing tab's last beacon; this file closes tabs and waits for theirs.
const browser = useBrowser({ full: true });
const LANDING = `/quote-landing?type=purchase&utm_source=newsletter&utm_medium=email&utm_campaign=spring&gclid=Cj0KCQ-test`;
const REFERRER = 'https://news.example.org/articles/rates?id=7';
const TYPED = ['3175', '2850'];

/** A beacon and a keepalive fetch look the same on the wire: the page's beacons are marked with this query parameter. */
const BEACON_MARK = 'by-beacon';

async function markBeacons(context: BrowserContext) {
  await context.addInitScript((mark) => {
    const send = Navigator.prototype.sendBeacon;
    Navigator.prototype.sendBeacon = function (url, data) {
      return send.call(this, `${String(url)}?${mark}`, data);
    };
  }, BEACON_MARK);
}

interface EventPost {
  events: FunnelAnalyticsEvent[];
  /** Sent by navigator.sendBeacon rather than fetch. */
  beacon: boolean;
  status: number;
}

/**
 * A recording proxy in front of the site: the page is opened through it, so every POST /api/events it
 * makes is seen with the server's answer, even a beacon sent while the page is being closed (Chromium
 * reports no request of a page that is going away to Playwright).
 */
function useRecordingProxy(target: string) {
  const posts: EventPost[] = [];
  let server: Server | null = null;
  let origin = '';
  beforeAll(async () => {
    server = createServer((incoming, outgoing) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => {
        const body = Buffer.concat(chunks);
        // The browser's Origin names this proxy; the site accepts writes only from pages at its own address,
        // so the proxy speaks for the page as the site's own front end would (PUBLIC_URL names that in production).
        const headers = incoming.headers.origin ? { ...incoming.headers, origin: new URL(target).origin } : incoming.headers;
        const upstream = request(new URL(incoming.url!, target), { method: incoming.method, headers }, (answer) => {
          const url = new URL(incoming.url!, target);
          if (incoming.method === 'POST' && url.pathname === '/api/events') {
            posts.push({ events: (JSON.parse(body.toString()) as { events: FunnelAnalyticsEvent[] }).events, beacon: url.searchParams.has(BEACON_MARK), status: answer.statusCode! });
          }
          outgoing.writeHead(answer.statusCode!, answer.headers);
          answer.pipe(outgoing);
        });
        upstream.on('error', () => outgoing.destroy());
        upstream.end(body);
      });
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });
  return { posts, origin: () => origin };
}

async function openFunnel(page: Page, origin: string) {
  await page.goto(`${origin}${LANDING}`, { referer: REFERRER });
  await waitForHydration(page);
  await expectHeading(page, 'What type of property is it?');
}

async function typeAmount(page: Page, amount: string) {
  await page.getByRole('textbox').fill(amount);
  await page.getByRole('textbox').press('Enter');
}

const eventsOf = (posts: EventPost[]) => posts.flatMap((post) => post.events);

describe('funnel analytics', () => {
  const proxy = useRecordingProxy(baseUrl);

  it('a walk with a Back and a changed answer, then closing the page: its events, one session id, no cookie, nothing typed', async () => {
    proxy.posts.length = 0;
    const { page, context, consoleErrors } = await openPage(browser, { width: 375 });
    await markBeacons(context);
    await openFunnel(page, proxy.origin());
    await page.getByRole('button', { name: 'Condo', exact: true }).click();
    await expectHeading(page, 'How will the home be used?');
    await page.getByRole('button', { name: 'Investment property', exact: true }).click();
    await expectHeading(page, 'How much monthly rent do you expect the property to earn?');
    await typeAmount(page, TYPED[0]!);
    await expectHeading(page, 'What price range are you shopping in?');
    // What the page queued leaves by fetch 2 s after the first event.
    await expect.poll(() => proxy.posts.length).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Back' }).click();
    await expectHeading(page, 'How much monthly rent do you expect the property to earn?');
    await typeAmount(page, TYPED[1]!);
    await expectHeading(page, 'What price range are you shopping in?');

    const sessionId = await page.evaluate(() => sessionStorage.getItem('harborpoint.funnelSession.v1'));
    expect(sessionId).toMatch(UUID);
    expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('harborpoint.attribution.v1')!))).toEqual({
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'spring',
      referrerHost: 'news.example.org',
      gclid: 'Cj0KCQ-test',
    });
    expect(await context.cookies()).toEqual([]);
    const beforeClose = proxy.posts.length;
    // Closing the page (pagehide) adds the exit and sends what is left by beacon.
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => eventsOf(proxy.posts).some((event) => event.type === 'exit')).toBe(true);
    expect(proxy.posts.slice(0, beforeClose).every((post) => !post.beacon)).toBe(true);
    expect(proxy.posts.slice(beforeClose).map((post) => post.beacon)).toEqual([true]);
    expect(proxy.posts.map((post) => post.status)).toEqual(proxy.posts.map(() => 204));

    const events = eventsOf(proxy.posts);
    expect(events.map(({ type, question, option, next }) => [type, question, option, next].filter(Boolean).join(' '))).toEqual([
      'funnel_view',
      'question_view propertyType',
      'answer propertyType condo propertyUse',
      'question_view propertyUse',
      'answer propertyUse investment expectedRent',
      'question_view expectedRent',
      'answer expectedRent purchasePrice',
      'question_view purchasePrice',
      'back purchasePrice expectedRent',
      'question_view expectedRent',
      'answer expectedRent purchasePrice',
      'question_view purchasePrice',
      'exit purchasePrice',
    ]);
    const version = (await fetch(`${baseUrl}/api/flows/purchase`)).headers.get('x-definition-version');
    for (const event of events) {
      expect(event).toMatchObject({ flowId: 'purchase', version, sessionId, device: 'phone', lang: 'en', utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'spring', referrerHost: 'news.example.org' });
      if (event.type === 'answer') expect(event.activeMs).toSatisfy((ms: unknown) => Number.isInteger(ms) && (ms as number) >= 0 && (ms as number) < 30_000);
      else expect(event).not.toHaveProperty('activeMs');
    }
    expect(events.filter((event) => event.type === 'exit')).toMatchObject([{ depth: 3, question: 'purchasePrice' }]);
    // No amount typed, and the ad click id stays on the lead.
    const json = JSON.stringify(events);
    for (const text of [...TYPED, 'Cj0KCQ', 'gclid']) expect(json).not.toContain(text);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('with Global Privacy Control, the events are sent without a session id and none is stored', async () => {
    proxy.posts.length = 0;
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, extraHTTPHeaders: { 'Sec-GPC': '1' } });
    await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }));
    await markBeacons(context);
    const page = await context.newPage();
    await openFunnel(page, proxy.origin());
    expect(await page.evaluate(() => (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl)).toBe(true);
    await page.getByRole('button', { name: 'Condo', exact: true }).click();
    await expectHeading(page, 'How will the home be used?');
    expect(await page.evaluate(() => sessionStorage.getItem('harborpoint.funnelSession.v1'))).toBeNull();
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => eventsOf(proxy.posts).some((event) => event.type === 'exit')).toBe(true);
    expect(proxy.posts.map((post) => [post.beacon, post.status])).toEqual([[true, 204]]);
    const events = eventsOf(proxy.posts);
    expect(events.map((event) => event.type)).toEqual(['funnel_view', 'question_view', 'answer', 'question_view', 'exit']);
    for (const event of events) {
      expect(event).not.toHaveProperty('sessionId');
      expect(event).toMatchObject({ device: 'desktop', utmSource: 'newsletter' });
    }
    await context.close();
  });

  it("a lead carries the landing's attribution, click id included, and the session id its events carry", async () => {
    proxy.posts.length = 0;
    const { page, context } = await openPage(browser, { width: 1280 });
    const leads = recordLeads(page);
    const stored = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/recordQuoteLead');
    await openFunnel(page, proxy.origin());
    await walkFlow(page, flowFile('purchase'), 'purchase');
    await submitQuoteContact(page);
    await expectHeading(page, 'Thank You!');
    expect((await stored).status()).toBe(201);
    const sessionId = await page.evaluate(() => sessionStorage.getItem('harborpoint.funnelSession.v1'));
    expect(leads).toHaveLength(1);
    expect(leads[0]!.body).toMatchObject({
      attribution: { utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'spring', referrerHost: 'news.example.org', gclid: 'Cj0KCQ-test' },
      analytics: { sessionId },
    });
    await expect.poll(() => eventsOf(proxy.posts).map((event) => event.type).slice(-2)).toEqual(['contact_view', 'submit']);
    expect(new Set(eventsOf(proxy.posts).map((event) => event.sessionId))).toEqual(new Set([sessionId]));
    expect(JSON.stringify(eventsOf(proxy.posts))).not.toMatch(/Jane|jane\.buyer|555-0142/);
    expect(proxy.posts.map((post) => post.status)).toEqual(proxy.posts.map(() => 204));
    await context.close();
  });
});
