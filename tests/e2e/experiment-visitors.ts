import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { expect } from 'vitest';
import type { FunnelAnalyticsEvent } from '../../engine';
import { waitForHydration } from '../support/browser';

/** Helpers of tests/e2e/funnel-experiment.test.ts: visitors of the funnel, each in a browser context of its own. */

/** The n-th visitor's funnel-session id (a valid v4 UUID), seeded by the test rather than made by the page, so the variant it should be drawn is known. */
export const visitId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const FUNNEL_SESSION_KEY = 'harborpoint.funnelSession.v1';

export interface EventPost {
  status: number;
  events: FunnelAnalyticsEvent[];
}

export interface Visitor {
  context: BrowserContext;
  page: Page;
  consoleErrors: string[];
  /** Every POST /api/events the page made by fetch, with the server's answer (a beacon sent while the page goes away is not seen). */
  posts: EventPost[];
  /** The server's answer to every assignment the page asked for (POST /api/flows/:entryPath/assignment). */
  assignments: Array<Promise<ServedAnswer>>;
}

export interface ServedAnswer {
  status: number;
  /** Null when the page went away before the answer could be read. */
  body: { id: string; variant: string; version: string; token: string } | null;
}

const ASSIGNMENT_PATH = /^\/api\/flows\/[^/]+\/assignment$/;

/**
 * A visitor in a browser context of its own, its tab's funnel-session id seeded before any script of the
 * page runs (and, for a resumed visit, another browser's localStorage, saved progress included, copied in).
 */
export async function newVisitor(browser: Browser, sessionId: string, local: Record<string, string> = {}): Promise<Visitor> {
  // A phone's viewport: the cheapest to render, and the funnel's first audience.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript(
    ({ key, id, local }) => {
      try {
        if (sessionStorage.getItem(key) === null) sessionStorage.setItem(key, id);
        // Only on the tab's first load: a reload finds what the page itself saved since.
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
  const posts: EventPost[] = [];
  const assignments: Array<Promise<ServedAnswer>> = [];
  page.on('response', (response) => {
    if (response.request().method() !== 'POST') return;
    const path = new URL(response.url()).pathname;
    if (path === '/api/events') posts.push({ status: response.status(), events: eventsOf(response) });
    if (ASSIGNMENT_PATH.test(path)) assignments.push(response.json().then((body: ServedAnswer['body']) => ({ status: response.status(), body }), () => ({ status: response.status(), body: null })));
  });
  return { context, page, consoleErrors, posts, assignments };
}

/** Waits until the page has sent, by fetch, an event that `matches` (the events leave in batches 2 s after the first is queued). */
export async function sentEvent(posts: EventPost[], matches: (event: FunnelAnalyticsEvent) => boolean): Promise<void> {
  await expect.poll(() => posts.some((post) => post.events.some(matches)), { timeout: 10_000, interval: 200 }).toBe(true);
}

export async function openFunnel(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
}

/** The page's one h1 once it reads something other than a loading line or `leaving` (the question just answered). */
export async function settledHeading(page: Page, leaving: string): Promise<string> {
  let heading = '';
  await expect
    .poll(
      async () => {
        heading = ((await page.locator('h1').first().textContent()) ?? '').trim();
        return heading !== '' && heading !== leaving && !/^Loading/.test(heading);
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

/** The experiment variant kept in the saved progress among `local`'s values, if any. */
export function keptVariant(local: Record<string, string>): unknown {
  for (const value of Object.values(local)) {
    try {
      const parsed = JSON.parse(value) as { experiment?: unknown } | null;
      if (parsed && typeof parsed === 'object' && 'experiment' in parsed) return parsed.experiment;
    } catch {
      // Not JSON: not the saved progress.
    }
  }
  return undefined;
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
