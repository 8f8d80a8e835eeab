import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useBrowser, waitForHydration } from '../support/browser';
import { sharedSiteUrl } from '../support/shared-site';

const baseUrl = sharedSiteUrl();

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

/** The script files a served document loads itself: its script tags and module preloads. */
function scriptsOfDocument(html: string): string[] {
  const tags = html.match(/<script\b[^>]*\bsrc="[^"]+"|<link\b[^>]*\brel="modulepreload"[^>]*>/g) ?? [];
  return tags.map((tag) => /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1] ?? '');
}

/** Opens `path` with `name`'s chunk held back; checks that the page's first load does not carry it and that the page asks for it. */
async function openWithChunkHeld(browser: Parameters<typeof openPage>[0], path: string, name: string) {
  const opened = await openPage(browser, { width: 1280 });
  const chunk = await holdChunk(opened.page, name);
  const response = await opened.page.goto(baseUrl + path);
  // Read from the served document, not the live one: once hydration asks for the chunk, the loader adds
  // its own preload tags to the head, and whether that has happened yet is a race.
  const firstLoad = scriptsOfDocument(await response!.text());
  expect(firstLoad.length).toBeGreaterThan(0);
  expect(firstLoad.some((file) => file.includes(name))).toBe(false);
  await expect.poll(() => chunk.requested.length).toBe(1);
  return { ...opened, chunk };
}

describe('parts the server renders and the browser hydrates once their code arrives', () => {
  const browser = useBrowser();

  it('the footer: on screen from the first paint, no part of the first load, hydrated when its chunk comes', async () => {
    // The page's scripts do not ask for the footer before it renders: the first load is without it.
    const { page, context, consoleErrors, chunk: footer } = await openWithChunkHeld(browser, '/', 'site-footer');

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

  it('a form: drawn by the server, its code no part of the first load; what is typed before it comes is kept and checked', async () => {
    const { page, context, consoleErrors, chunk: form } = await openWithChunkHeld(browser, '/information-removal', 'rjsf-schema-form');

    // The visitor starts on the server's form: the fields take the entries, nothing can be sent yet.
    const named = (label: RegExp) => page.getByLabel(label);
    await named(/^Full Name/).fill('Jo Anne Smith-Lee');
    await named(/^Email/).fill('jo@example');
    await named(/^Phone Number/).fill('2485550177');
    await named(/^I confirm/).check();
    expect(await page.getByRole('button', { name: 'Submit Request' }).isDisabled()).toBe(true);
    expect(await hydratedFlag(page)).toBeNull();

    await form.release();
    await waitForHydration(page);
    await page.locator('[data-validator-ready]').waitFor();
    // The entries are the form's own now: kept as typed, and checked as if typed now.
    expect(await named(/^Full Name/).inputValue()).toBe('Jo Anne Smith-Lee');
    expect(await named(/^I confirm/).isChecked()).toBe(true);
    await page.getByRole('checkbox', { name: 'Verify you are human' }).click();
    await page.locator('[role=checkbox][aria-checked=true]').waitFor();
    const sent: unknown[] = [];
    await page.route('**/api/requestRemoval', async (route) => {
      sent.push(route.request().postDataJSON());
      await route.fulfill({ status: 500, body: '' });
    });
    await page.getByRole('button', { name: 'Submit Request' }).click();
    // Only the e-mail, mistyped before the code came, is refused; the other entries pass.
    await expect.poll(() => page.locator('#information-removal_email__error').textContent()).toBe('Invalid email address');
    for (const other of ['name', 'phoneNumber', 'confirmation']) expect(await page.locator(`#information-removal_${other}__error`).count(), other).toBe(0);
    expect(sent).toEqual([]);

    await named(/^Email/).fill('jo.smith@example.com');
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]).toMatchObject({ name: 'Jo Anne Smith-Lee', email: 'jo.smith@example.com', phoneNumber: '2485550177', confirmation: true });
    expect(page.url()).toBe(`${baseUrl}/information-removal`);
    // The failed send (fulfilled with a 500 here) is logged, as the form does; nothing else is.
    expect(consoleErrors.filter((error) => !/status of 500|could not be submitted/.test(error))).toEqual([]);
    await context.close();
  });
});
