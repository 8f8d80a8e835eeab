import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../api/config/project-root';
import type { ContentBundle } from '../../app/domain/content/content-types';
import { useBrowser, openPage, seriousAxeViolations, waitForHydration } from '../support/browser';
import { sharedSiteUrl } from '../support/shared-site';

const baseUrl = sharedSiteUrl();
const content = JSON.parse(readFileSync(join(projectRoot, 'content/sample-content.json'), 'utf8')) as ContentBundle;

/** The brokers the directory's filters let through, in content order. */
function expected(filters: { name?: string; expertise?: string; state?: string }): string[] {
  const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  return content.brokers
    .filter((broker) => !filters.name || fold(`${broker.firstName} ${broker.lastName}`).includes(fold(filters.name)))
    .filter((broker) => !filters.expertise || broker.experience.includes(filters.expertise))
    .filter((broker) => !filters.state || broker.states.includes(filters.state))
    .map((broker) => broker.brokerKey);
}

const shown = (page: Page) => page.locator('[data-broker]').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-broker')));
const search = (page: Page) => new URL(page.url()).searchParams;

describe('broker directory HTML', () => {
  it('never dead-ends: filters nobody matches show the nearest matches and say which filter was ignored', async () => {
    expect(expected({ state: 'OH', expertise: 'DSCR Loans' })).toEqual([]);
    const html = await (await fetch(`${baseUrl}/agents?state=OH&expertise=DSCR%20Loans`)).text();
    expect(html).toContain('No loan officer matches all your filters. Showing loan officers licensed in Ohio (ignoring the expertise).');
    const keys = [...html.matchAll(/data-broker="([^"]+)"/g)].map((match) => match[1]);
    expect(keys).toEqual(expected({ state: 'OH' }));
  });

  it('applies the filters of the URL in the server render', async () => {
    const html = await (await fetch(`${baseUrl}/agents?state=MI&expertise=Home%20Equity`)).text();
    const keys = [...html.matchAll(/data-broker="([^"]+)"/g)].map((match) => match[1]);
    expect(keys).toEqual(expected({ state: 'MI', expertise: 'Home Equity' }));
    expect(keys.length).toBeGreaterThan(0);
    expect(html).toContain('State: Michigan');
    expect(html).toContain('Expertise: Home Equity');
  });

  it('lists everyone without filters, and ignores a state that is not one', async () => {
    const html = await (await fetch(`${baseUrl}/agents?state=ZZ`)).text();
    expect([...html.matchAll(/data-broker="([^"]+)"/g)]).toHaveLength(content.brokers.length);
  });
});

describe('broker directory at 1280 px', () => {
  const browser = useBrowser();

  it('filters by state, expertise and name combined, with removable chips, all in the URL and without a new request', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { width: 1280 });
    await page.goto(`${baseUrl}/agents`);
    await waitForHydration(page);
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
    });
    await expect.poll(() => shown(page)).toEqual(expected({}));

    await page.getByLabel('State').selectOption('MI');
    await expect.poll(() => search(page).get('state')).toBe('MI');
    await expect.poll(() => shown(page)).toEqual(expected({ state: 'MI' }));

    await page.getByLabel('Expertise').selectOption('Refinancing');
    await expect.poll(() => search(page).get('expertise')).toBe('Refinancing');
    await expect.poll(() => shown(page)).toEqual(expected({ state: 'MI', expertise: 'Refinancing' }));

    await page.getByLabel('Search by name').fill('da');
    await expect.poll(() => search(page).get('name')).toBe('da');
    await expect.poll(() => shown(page)).toEqual(expected({ state: 'MI', expertise: 'Refinancing', name: 'da' }));
    expect(await page.getByRole('status').textContent()).toMatch(/^Showing 1 of 16 loan officers$/);

    // Removing a chip clears that filter only.
    await page.getByRole('button', { name: 'Remove filter State: Michigan' }).click();
    await expect.poll(() => search(page).get('state')).toBeNull();
    expect(search(page).get('expertise')).toBe('Refinancing');
    await expect.poll(() => shown(page)).toEqual(expected({ expertise: 'Refinancing', name: 'da' }));
    await page.getByRole('button', { name: /^Remove filter Name/ }).click();
    await expect.poll(() => page.getByLabel('Search by name').inputValue()).toBe('');
    await expect.poll(() => shown(page)).toEqual(expected({ expertise: 'Refinancing' }));

    await page.getByLabel('Search by name').fill('zzz');
    // Nobody is named zzz: the nearest matches lift the name and keep the expertise, and say so.
    await expect
      .poll(() => page.getByRole('status').textContent())
      .toBe('No loan officer matches all your filters. Showing loan officers experienced in Refinancing (ignoring the name).');
    await expect.poll(() => shown(page)).toEqual(expected({ expertise: 'Refinancing' }));
    await page.getByRole('button', { name: 'Reset All Filters' }).first().click();
    await expect.poll(() => page.url()).toBe(`${baseUrl}/agents`);
    await expect.poll(() => shown(page)).toEqual(expected({}));
    expect(apiCalls).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('gives a URL that shows the same list when opened in a fresh page', async () => {
    const first = await openPage(browser, { width: 1280 });
    await first.page.goto(`${baseUrl}/agents`);
    await waitForHydration(first.page);
    // Typed while the state's navigation may still be on its way: neither change may be lost.
    await first.page.getByLabel('State').selectOption('FL');
    await first.page.getByLabel('Search by name').fill('o');
    await expect.poll(() => search(first.page).get('name')).toBe('o');
    expect(search(first.page).get('state')).toBe('FL');
    const shared = first.page.url();
    // The list follows the URL a render later: wait for it rather than reading it mid-update.
    const before = expected({ state: 'FL', name: 'o' });
    await expect.poll(() => shown(first.page)).toEqual(before);
    await first.context.close();

    const second = await openPage(browser, { width: 1280 });
    await second.page.goto(shared);
    expect(await shown(second.page)).toEqual(before);
    await waitForHydration(second.page);
    expect(await shown(second.page)).toEqual(before);
    expect(await second.page.getByLabel('State').inputValue()).toBe('FL');
    expect(await second.page.getByLabel('Search by name').inputValue()).toBe('o');
    expect(second.consoleErrors).toEqual([]);
    await second.context.close();
  });

  it('keeps a state picked just before a name is typed, before the URL has caught up', async () => {
    const { page, context } = await openPage(browser, { width: 1280 });
    await page.goto(`${baseUrl}/agents`);
    await waitForHydration(page);
    // Both changes in one task: the name's change reaches the page before the state's navigation commits.
    await page.evaluate(() => {
      const state = document.querySelector<HTMLSelectElement>('#broker-state')!;
      state.value = 'FL';
      state.dispatchEvent(new Event('change', { bubbles: true }));
      const name = document.querySelector<HTMLInputElement>('#broker-name')!;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(name, 'o');
      name.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await expect.poll(() => shown(page)).toEqual(expected({ state: 'FL', name: 'o' }));
    expect(search(page).get('state')).toBe('FL');
    expect(search(page).get('name')).toBe('o');
    await context.close();
  });

  it('works from the keyboard', async () => {
    const { page, context } = await openPage(browser, { width: 1280 });
    await page.goto(`${baseUrl}/agents`);
    await waitForHydration(page);
    await page.getByLabel('Search by name').focus();
    await page.keyboard.type('sarah');
    await page.keyboard.press('Enter');
    await expect.poll(() => shown(page)).toEqual(['sarah-okafor']);
    // The filters that follow the name (expertise, state, the language box, Search), then the applied filter's chip.
    for (let stop = 0; stop < 5; stop++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Remove filter');
    await page.keyboard.press('Enter');
    await expect.poll(() => shown(page)).toEqual(expected({}));
    await context.close();
  });

  it('is axe clean with filters applied', async () => {
    const { page, context } = await openPage(browser, { width: 1280 });
    await page.goto(`${baseUrl}/agents?state=MI&expertise=Refinancing`);
    await waitForHydration(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('broker directory at 375 px', () => {
  const browser = useBrowser();

  it('puts expertise and state in a drawer with Apply and Reset All Filters', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { width: 375, height: 800 });
    await page.goto(`${baseUrl}/agents`);
    await waitForHydration(page);
    expect(await page.getByLabel('State').isVisible()).toBe(false);
    const opener = page.locator('button[aria-haspopup="dialog"]');
    await opener.click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await drawer.waitFor();
    await drawer.getByText('Home Equity', { exact: true }).click();
    await drawer.getByLabel('State', { exact: true }).selectOption('MI');
    // Nothing changes before Apply.
    expect(search(page).get('state')).toBeNull();
    await drawer.getByRole('button', { name: 'Apply' }).click();
    await drawer.waitFor({ state: 'detached' });
    await expect.poll(() => search(page).get('state')).toBe('MI');
    expect(search(page).get('expertise')).toBe('Home Equity');
    await expect.poll(() => shown(page)).toEqual(expected({ state: 'MI', expertise: 'Home Equity' }));
    expect(await page.getByRole('button', { name: 'Remove filter Expertise: Home Equity' }).isVisible()).toBe(true);
    expect(await opener.textContent()).toBe('Filters2 applied');

    // Escape closes without applying, focus back on the opener.
    await opener.click();
    await drawer.waitFor();
    expect(await drawer.getByLabel('State', { exact: true }).inputValue()).toBe('MI');
    await drawer.getByLabel('State', { exact: true }).selectOption('TX');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    expect(search(page).get('state')).toBe('MI');
    await expect.poll(() => opener.evaluate((element) => element === document.activeElement)).toBe(true);

    await opener.click();
    await drawer.waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await drawer.getByRole('button', { name: 'Reset All Filters' }).click();
    await drawer.waitFor({ state: 'detached' });
    await expect.poll(() => page.url()).toBe(`${baseUrl}/agents`);
    await expect.poll(() => shown(page)).toEqual(expected({}));
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('does not load Headless UI until the drawer is wanted', async () => {
    const { page, context } = await openPage(browser, { width: 375 });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${baseUrl}/agents`);
    await waitForHydration(page);
    expect(scripts.some((path) => path.includes('filter-drawer'))).toBe(false);
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByRole('dialog', { name: 'Filters' }).waitFor();
    expect(scripts.some((path) => path.includes('filter-drawer'))).toBe(true);
    await context.close();
  });

  it('is axe clean', async () => {
    const { page, context } = await openPage(browser, { width: 375 });
    await page.goto(`${baseUrl}/agents?state=FL`);
    await waitForHydration(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });
});
