import type { ElementHandle, Page } from 'playwright-core';

/** What a visitor sees of a funnel screen: its heading, the messages announced as alerts, and whether it is busy moving on. */
export interface Screen {
  heading: string | null;
  alerts: string[];
  busy: boolean;
  /** The title of an open dialog (the phone verification), if any. */
  dialog: string | null;
}

/** The screen's heading element, to tell the next screen from this one (each step renders a new heading). */
export async function headingElement(page: Page): Promise<ElementHandle<HTMLElement> | null> {
  return (await page.$('h1')) as ElementHandle<HTMLElement> | null;
}

async function readScreen(page: Page, before: ElementHandle<HTMLElement> | null): Promise<Screen & { fresh: boolean }> {
  // No named helpers inside: tsx would wrap them in a __name() call the page does not have.
  return page.evaluate((old) => {
    const heading = document.querySelector('h1');
    const dialog = document.querySelector('[role="dialog"]');
    const title = dialog?.querySelector('h1, h2, [id^="headlessui-dialog-title"]');
    return {
      heading: heading ? (heading.textContent ?? '').replace(/\s+/g, ' ').trim() : null,
      fresh: heading !== null && heading !== old,
      alerts: [...document.querySelectorAll('[role="alert"]')].map((alert) => (alert.textContent ?? '').replace(/\s+/g, ' ').trim()).filter(Boolean),
      busy: document.querySelector('[aria-busy="true"]') !== null,
      dialog: dialog ? (title?.textContent ?? '').trim() || 'a dialog' : null,
    };
  }, before);
}

export const screenOf = (page: Page) => readScreen(page, null);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits for the screen after a visitor's move: a new heading (the next question, the contact step, the
 * chooser, the thank-you). Returns `moved: false` when the page stays put: a message is announced and
 * nothing moves for `settleMs`, or nothing happens within `timeoutMs`.
 */
export async function waitForNextScreen(page: Page, before: ElementHandle<HTMLElement> | null, { timeoutMs = 15_000, settleMs = 1_000 } = {}): Promise<{ moved: boolean; screen: Screen }> {
  const started = Date.now();
  let refusedSince: number | null = null;
  for (;;) {
    const screen = await readScreen(page, before);
    if (screen.fresh && screen.heading) return { moved: true, screen };
    const refused = screen.alerts.length > 0 && !screen.busy;
    refusedSince = refused ? (refusedSince ?? Date.now()) : null;
    if (refusedSince !== null && Date.now() - refusedSince >= settleMs) return { moved: false, screen };
    if (Date.now() - started >= timeoutMs) return { moved: false, screen };
    await pause(20);
  }
}

/** Waits for the first screen with a heading after the page loads (past 'Loading...'). */
export async function waitForFirstScreen(page: Page, timeoutMs = 20_000): Promise<Screen> {
  const started = Date.now();
  for (;;) {
    const screen = await readScreen(page, null);
    if (screen.heading) return screen;
    if (Date.now() - started >= timeoutMs) return screen;
    await pause(20);
  }
}

/**
 * After a refused answer: waits until the expected message is announced (or another one has stayed for
 * `settleMs`, or the page moved on).
 */
export async function waitForRefusal(page: Page, before: ElementHandle<HTMLElement> | null, message: string, { timeoutMs = 5_000, settleMs = 1_000 } = {}): Promise<{ moved: boolean; shown: boolean; screen: Screen }> {
  const started = Date.now();
  let otherSince: number | null = null;
  for (;;) {
    const screen = await readScreen(page, before);
    if (screen.fresh && screen.heading) return { moved: true, shown: false, screen };
    if (screen.alerts.includes(message)) return { moved: false, shown: true, screen };
    otherSince = screen.alerts.length > 0 ? (otherSince ?? Date.now()) : null;
    if (otherSince !== null && Date.now() - otherSince >= settleMs) return { moved: false, shown: false, screen };
    if (Date.now() - started >= timeoutMs) return { moved: false, shown: false, screen };
    await pause(20);
  }
}
