import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { expect } from 'vitest';
import type { Flow, FunnelAnalyticsEvent } from '../../engine';
import { RETITLED_QUESTION } from '../support/experiment-setup';
import { waitForHydration } from '../support/browser';

/** Helpers of tests/e2e/funnel-experiment.test.ts: the studio by fetch, and visitors of the funnel in their own browser contexts. */

/** A funnel-session id that is the same on every run (a valid v4 UUID), so the variant drawn for it is too. */
export const visitId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const FUNNEL_SESSION_KEY = 'harborpoint.funnelSession.v1';

/** The studio API as a signed-in browser would call it: its session cookie, and the CSRF token on writes. */
export async function studioByFetch(baseUrl: string, email: string, password: string) {
  const base = `${baseUrl}/api/studio`;
  const signedIn = await fetch(`${base}/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  expect(signedIn.status).toBe(200);
  const cookie = signedIn.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const { csrfToken } = (await signedIn.json()) as { csrfToken: string };
  return {
    get: (path: string) => fetch(`${base}${path}`, { headers: { cookie } }),
    post: (path: string, body: unknown = {}) => fetch(`${base}${path}`, { method: 'POST', headers: { cookie, 'x-csrf-token': csrfToken, 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  };
}
export type StudioByFetch = Awaited<ReturnType<typeof studioByFetch>>;

/** tests/support/experiment-setup.ts's publishRetitledPurchase, by fetch: a second published purchase version whose `propertyUse` reads differently. */
export async function publishRetitledPurchaseByFetch(studio: StudioByFetch): Promise<{ before: string; after: string }> {
  const detailResponse = await studio.get('/definitions/purchase');
  expect(detailResponse.status).toBe(200);
  const detail = (await detailResponse.json()) as { published: { hash: string; definition: Flow } };
  const flow = structuredClone(detail.published.definition);
  const question = flow.questions.find((candidate) => candidate.questionData.alias === RETITLED_QUESTION.key)!;
  question.title = RETITLED_QUESTION.title;
  const draft = await studio.post('/definitions/purchase/drafts', { definition: flow, baseHash: detail.published.hash });
  expect(draft.status, await draft.clone().text()).toBe(201);
  const { draftId } = (await draft.json()) as { draftId: string };
  const published = await studio.post(`/drafts/${draftId}/publish`, {});
  expect(published.status, await published.clone().text()).toBe(200);
  const { hash } = (await published.json()) as { hash: string };
  return { before: detail.published.hash, after: hash };
}

export interface Visitor {
  context: BrowserContext;
  page: Page;
  consoleErrors: string[];
  /** Resolves with the page's first POST /api/events (the batch that leaves 2 s after the funnel's first event). */
  firstBatch: Promise<Response>;
}

/**
 * A visitor in a browser context of its own, its tab's funnel-session id seeded before any script of the
 * page runs (and, for a resumed visit, the saved progress copied from another browser into localStorage).
 */
export async function newVisitor(browser: Browser, sessionId: string, local: Record<string, string> = {}): Promise<Visitor> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(
    ({ key, id, local }) => {
      try {
        if (sessionStorage.getItem(key) === null) sessionStorage.setItem(key, id);
        // Only on the first load: a reload finds what the page itself saved since.
        if (sessionStorage.getItem('e2e.seeded') === null) {
          for (const [name, value] of Object.entries(local)) localStorage.setItem(name, value);
          sessionStorage.setItem('e2e.seeded', '1');
        }
      } catch {
        // about:blank has no storage.
      }
    },
    { key: FUNNEL_SESSION_KEY, id: sessionId, local },
  );
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  const firstBatch = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/events', { timeout: 15_000 });
  // Left unobserved when a test fails before awaiting it.
  firstBatch.catch(() => undefined);
  return { context, page, consoleErrors, firstBatch };
}

export async function openFunnel(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
}

/** The page's one h1 once it reads something other than a loading line. */
export async function settledHeading(page: Page): Promise<string> {
  let heading = '';
  await expect
    .poll(
      async () => {
        heading = ((await page.locator('h1').first().textContent()) ?? '').trim();
        return heading !== '' && !/^Loading/.test(heading);
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return heading;
}

/** The page's localStorage, every key. */
export function localStorageOf(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => Object.fromEntries(Object.keys(localStorage).map((key) => [key, localStorage.getItem(key)!])));
}

/** The events a POST /api/events carried. */
export function eventsOf(response: Response): FunnelAnalyticsEvent[] {
  return (response.request().postDataJSON() as { events: FunnelAnalyticsEvent[] }).events;
}

/** Runs `work` over `items` with at most `limit` at once, keeping the results in order. */
export async function inPool<T, R>(items: readonly T[], limit: number, work: (item: T, at: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const at = next++;
      results[at] = await work(items[at]!, at);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
