import type { Page, Route } from 'playwright-core';
import { describe, expect, it, inject } from 'vitest';
import { openPage, useBrowser, waitForHydration } from '../support/browser';

const baseUrl = inject('baseUrl');

/** Holds back the browser's requests for one chunk until `release` is called (or fails them with `fail`). */
async function holdChunk(page: Page, name: string) {
  const held: Route[] = [];
  const requested: string[] = [];
  await page.route(new RegExp(`/assets/${name}-[\\w-]+\\.js$`), (route) => {
    requested.push(route.request().url());
    held.push(route);
  });
  return {
    requested,
    release: async () => Promise.all(held.splice(0).map((route) => route.continue())),
    fail: async () => Promise.all(held.splice(0).map((route) => route.abort('failed'))),
  };
}

const hydratedFlag = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated ?? null);

describe('parts the server renders and the browser hydrates once their code arrives', () => {
  const browser = useBrowser();

  it('the footer: on screen from the first paint, no part of the first load, hydrated when its chunk comes', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { width: 1280 });
    const footer = await holdChunk(page, 'site-footer');
    await page.goto(baseUrl + '/');
    // The page's scripts do not ask for the footer before it renders: the first load is without it.
    const firstLoad = await page.evaluate(() => [...document.querySelectorAll('script[src], link[rel="modulepreload"]')].map((tag) => tag.getAttribute('src') ?? tag.getAttribute('href')));
    expect(firstLoad.some((file) => file?.includes('site-footer'))).toBe(false);
    await expect.poll(() => footer.requested.length).toBe(1);

    // Meanwhile the server's footer is there, and the rest of the page already answers: the mobile menu opens.
    const disclosures = page.getByRole('contentinfo').getByRole('link', { name: 'Disclosures' });
    expect(await disclosures.isVisible()).toBe(true);
    expect(await hydratedFlag(page)).toBeNull();
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).waitFor();
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1280, height: 800 });

    await footer.release();
    await waitForHydration(page);
    // Hydrated, the footer's links move within the document (a full load would lose this marker).
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await disclosures.click();
    await page.waitForURL(`${baseUrl}/disclosures`);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('a footer whose chunk fails to load stays as the server rendered it, and the page goes on', async () => {
    const { page, context } = await openPage(browser, { width: 1280 });
    const footer = await holdChunk(page, 'site-footer');
    await page.goto(baseUrl + '/agents');
    await expect.poll(() => footer.requested.length).toBe(1);
    await footer.fail();
    const privacy = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' });
    await page.waitForTimeout(300);
    expect(await privacy.isVisible()).toBe(true);
    // Its links are plain links then: the visitor still gets there, with a document load.
    await privacy.click();
    await page.waitForURL(`${baseUrl}/privacy-policy`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/privacy/i);
    await context.close();
  });

  it('the desktop bar: its dropdowns open once its chunk has come', async () => {
    const { page, context } = await openPage(browser, { width: 1280 });
    const bar = await holdChunk(page, 'desktop-bar');
    await page.goto(baseUrl + '/');
    await expect.poll(() => bar.requested.length).toBe(1);
    const programs = page.getByRole('button', { name: 'Programs' });
    expect(await programs.isVisible()).toBe(true);
    expect(await hydratedFlag(page)).toBeNull();
    await bar.release();
    await waitForHydration(page);
    await programs.click();
    expect(await programs.getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator('#nav-panel-programs').isVisible()).toBe(true);
    await context.close();
  });
});
