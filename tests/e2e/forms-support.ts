import type { Browser, Page } from 'playwright-core';
import { openPage, useBrowser, waitForHydration, type PageOptions } from '../support/browser';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { suiteResource } from '../support/suite-resource';

/** Helpers of the flat forms' end-to-end suites (brokered rate, hiring, information removal). */

/** A field of a flat form by its label (a required field's label ends in ' *'). */
export const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`));

/**
 * A production server of the file's own, started with `env`, and a Chromium, for the file's tests. Its log
 * prints the development outbox's texts, which is how a visitor's "phone" is read (see codeInServerLog).
 */
export function useFormsSite(env: NodeJS.ProcessEnv): { server: ServerProcess; browser: Browser } {
  const server = suiteResource('The server', () => startServerProcess({ env }), async (process) => {
    await process.stop();
  });
  return { server, browser: useBrowser() };
}

/**
 * A new page on `url` (1280 × 900 unless told), hydrated, its precompiled validator loaded (the submit
 * works only then); with `clock`, Playwright's clock is installed before the page loads.
 */
export async function openForm(browser: Browser, url: string, options: PageOptions & { clock?: boolean } = {}) {
  const opened = await openPage(browser, { width: 1280, height: 900, ...options });
  if (options.clock) await opened.page.clock.install();
  await opened.page.goto(url);
  await waitForHydration(opened.page);
  await opened.page.locator('[data-validator-ready]').waitFor();
  return opened;
}

/** The local human check (the server's offline default): one click on the first one named `name`. */
export async function passHumanCheck(page: Page, name = 'Verify you are human'): Promise<void> {
  await page.getByRole('checkbox', { name }).first().click();
  await page.locator('[role=checkbox][aria-checked=true]').first().waitFor();
}

let phoneCounter = 0;
/** A 313 number this run has not used before. */
export const freshPhone = () => `313${String(2_000_000 + ((Date.now() + ++phoneCounter * 7919) % 7_000_000))}`;

/**
 * The code in the newest text the development outbox printed for the phone (its last 4 digits are in the
 * log), read with `pattern`'s first group: polled every 100 ms, 50 times at most.
 */
export async function codeInServerLog(server: ServerProcess, phone: string, pattern: RegExp): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const lines = server.output().split('\n').filter((line) => line.includes(`"to":"***-***-${phone.slice(-4)}"`));
    const code = pattern.exec(lines.at(-1) ?? '')?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code for ${phone} in the server log`);
}
