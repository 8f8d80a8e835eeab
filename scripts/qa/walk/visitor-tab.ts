import type { Browser, BrowserContext, Page } from 'playwright-core';

/**
 * A worker's browser tab, kept for all its fixtures (a new context per fixture would start a new renderer
 * process each time) and emptied between them, so each walk starts as a first visit: no saved progress,
 * no submitted flag, no cookies.
 */
export interface VisitorTab {
  /** The tab, emptied of what the last walk left on `origin`. */
  fresh(origin: string): Promise<Page>;
  close(): Promise<void>;
}

// Reduced motion: VetLife's screens then appear without their 0.3 s slide, which every click would wait out.
const newContext = (browser: Browser) => browser.newContext({ viewport: { width: 1024, height: 800 }, reducedMotion: 'reduce' });

export function visitorTab(browser: Browser): VisitorTab {
  let context: BrowserContext | null = null;
  let page: Page | null = null;
  const open = async () => {
    await context?.close().catch(() => undefined);
    context = await newContext(browser);
    page = await context.newPage();
    page.setDefaultTimeout(10_000);
    return page;
  };
  return {
    async fresh(origin) {
      if (!page || page.isClosed()) return open();
      try {
        // Leaving the funnel lets it save its progress (on pagehide); a plain page of the same origin then clears it.
        await page.goto(`${origin}/robots.txt`);
        await page.evaluate(() => {
          localStorage.clear();
          sessionStorage.clear();
        });
        await context!.clearCookies();
        return page;
      } catch {
        return open();
      }
    },
    async close() {
      await context?.close().catch(() => undefined);
    },
  };
}
