import { existsSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { suiteResource } from './suite-resource';

/** Debian's full Chromium, the browser visitors run. */
export const fullChromiumPath = '/usr/bin/chromium';
/**
 * Debian's headless shell: the same Chromium (Blink, V8, network stack) without the desktop browser's
 * window and compositing layers, which Playwright runs headless by default. It takes about half the CPU
 * of the full browser for the same suite, which on two cores is most of the suites' time.
 */
const headlessShellPath = '/usr/bin/chromium-headless-shell';

/** The Chromium the suites drive: CHROMIUM_PATH, else the headless shell where installed, else the full browser. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync(headlessShellPath) ? headlessShellPath : fullChromiumPath);

export interface LaunchOptions {
  /**
   * The full browser whatever CHROMIUM_PATH says, for what the headless shell does not do as a visitor's
   * browser does: it drops a closing tab's last beacon, which the full browser delivers.
   */
  full?: boolean;
}

/** A headless Chromium with the flags this machine's closed network needs. */
export function launchBrowser(options: LaunchOptions = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: options.full ? fullChromiumPath : chromiumPath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-quic', '--no-first-run', '--disable-sync'],
  });
}

/** A Chromium for the tests of the block it is called in (see suiteResource). */
export function useBrowser(options: LaunchOptions = {}): Browser {
  return suiteResource('The browser', () => launchBrowser(options), (browser) => browser.close());
}

export interface PageOptions {
  width?: number;
  height?: number;
  javaScriptEnabled?: boolean;
}

export async function openPage(browser: Browser, options: PageOptions = {}): Promise<{ context: BrowserContext; page: Page; consoleErrors: string[] }> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  return { context, page, consoleErrors };
}

/** Serious and critical accessibility violations on the page, as "rule: target" lines. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
}

/** Waits until React has hydrated the page (the client marks the document). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/** One test per path: the page, once hydrated at the given width, has no serious or critical axe finding. */
export function itIsAxeClean(browser: Browser, baseUrl: string, paths: string[], width = 1280): void {
  it.each(paths)('axe finds nothing serious on %s', async (path) => {
    const { page, context } = await openPage(browser, { width });
    await page.goto(baseUrl + path);
    await waitForHydration(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });
}
