import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../api/config/project-root';
import type { RootData } from '../../app/root/root-loader';
import { launchBrowser, openPage, seriousAxeViolations, waitForHydration, useBrowser } from '../support/browser';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { routerDataIn } from '../support/router-data';
import { sharedSiteUrl } from '../support/shared-site';

const baseUrl = sharedSiteUrl();

/** The root loader's data as the server serialised it into the page for hydration. */
function rootDataOf(html: string): RootData {
  return routerDataIn<{ loaderData: { root: RootData } }>(html).loaderData.root;
}

async function centreOf(locator: Locator): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('element has no box');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Installs Playwright's fake clock before the page loads, then stops time once React has hydrated. */
async function openWithStoppedClock(browser: Browser, path = '/') {
  const opened = await openPage(browser, { width: 1280, height: 900 });
  await opened.page.clock.install();
  await opened.page.goto(baseUrl + path);
  await waitForHydration(opened.page);
  await opened.page.clock.pauseAt(Date.now() + 5_000);
  return opened;
}

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

describe('desktop navigation (1280 px)', () => {
  const browser = useBrowser();

  it('opens the Programs panel on hover with the 7 programs, and closes it 200 ms after the mouse leaves', async () => {
    const { page, context, consoleErrors } = await openWithStoppedClock(browser);
    const button = page.getByRole('button', { name: 'Programs' });
    const panel = page.locator('#nav-panel-programs');
    expect(await panel.isVisible()).toBe(false);

    const { x, y } = await centreOf(button);
    await page.mouse.move(x - 20, y);
    await page.mouse.move(x + 5, y, { steps: 5 });
    await expect.poll(() => panel.isVisible()).toBe(true);
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await panel.locator('a[href^="/mortgage-types/"]').count()).toBe(7);
    expect(await panel.getByRole('link', { name: 'View all programs' }).getAttribute('href')).toBe('/mortgage-types');

    // From the item down into the panel: it stays open.
    await page.mouse.move(x, y + 150, { steps: 6 });
    await page.clock.runFor(1_000);
    expect(await panel.isVisible()).toBe(true);

    // Away from both: still open at 150 ms, closed by 210 ms.
    await page.mouse.move(640, 880);
    await page.clock.runFor(150);
    expect(await panel.isVisible()).toBe(true);
    await page.clock.runFor(60);
    await expect.poll(() => panel.isVisible()).toBe(false);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('ignores a 5 px jiggle over an item (hover intent), and opens once the pointer rests there', async () => {
    const { page, context } = await openWithStoppedClock(browser);
    const button = page.getByRole('button', { name: 'Talk to a Loan Officer' });
    const panel = page.locator('#nav-panel-officers');
    const { x, y } = await centreOf(button);
    await page.mouse.move(x, y);
    for (const dx of [5, 0, -4, 3, 0, 5, -3, 0]) {
      await page.mouse.move(x + dx, y + (dx % 2));
      await page.clock.runFor(40);
    }
    expect(await panel.isVisible()).toBe(false);
    // Passing over an item (in and out within the rest time) opens nothing either.
    await page.mouse.move(x, 400);
    await page.clock.runFor(1_000);
    expect(await panel.isVisible()).toBe(false);
    // The documented rule's other half: a pointer that stays still on the item for 250 ms shows intent.
    await page.mouse.move(x, y);
    await page.clock.runFor(200);
    expect(await panel.isVisible()).toBe(false);
    await page.clock.runFor(60);
    await expect.poll(() => panel.isVisible()).toBe(true);
    await context.close();
  });

  it('works from the keyboard: Enter toggles, Escape closes and returns focus, ArrowDown enters, Tab out closes', async () => {
    const { page, context } = await openPage(browser, { width: 1280 });
    await page.goto(baseUrl + '/');
    await waitForHydration(page);
    const button = page.getByRole('button', { name: 'Programs' });
    const panel = page.locator('#nav-panel-programs');
    expect(await button.getAttribute('aria-controls')).toBe('nav-panel-programs');

    await button.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => panel.isVisible()).toBe(true);
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await expect.poll(() => panel.isVisible()).toBe(false);
    expect(await isFocused(button)).toBe(true);

    await page.keyboard.press(' ');
    await expect.poll(() => panel.isVisible()).toBe(true);
    await page.keyboard.press(' ');
    await expect.poll(() => panel.isVisible()).toBe(false);

    await page.keyboard.press('ArrowDown');
    await expect.poll(() => panel.isVisible()).toBe(true);
    expect(await isFocused(panel.getByRole('link', { name: 'View all programs' }))).toBe(true);
    await page.keyboard.press('ArrowDown');
    expect(await isFocused(panel.locator('a[href^="/mortgage-types/"]').first())).toBe(true);

    await panel.getByRole('link').last().focus();
    await page.keyboard.press('Tab');
    await expect.poll(() => panel.isVisible()).toBe(false);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });

  it('keeps one panel open at a time, and closes it on navigation', async () => {
    const { page, context } = await openPage(browser, { width: 1280 });
    await page.goto(baseUrl + '/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Programs' }).click();
    await expect.poll(() => page.locator('#nav-panel-programs').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Calculators' }).click();
    await expect.poll(() => page.locator('#nav-panel-calculators').isVisible()).toBe(true);
    expect(await page.locator('#nav-panel-programs').isVisible()).toBe(false);
    const calculators = page.locator('#nav-panel-calculators a');
    expect(await calculators.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      '/calculators',
      '/mortgage-calculator',
      '/debt-consolidator',
      '/loan-estimator',
    ]);
    await page.locator('#nav-panel-calculators').getByRole('link', { name: /Mortgage Calculator/ }).click();
    await page.waitForURL('**/mortgage-calculator');
    await expect.poll(() => page.locator('#nav-panel-calculators').isVisible()).toBe(false);
    await context.close();
  });

  it('shows the featured loan officer the server picked, the same one the hydration data holds', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { width: 1280 });
    const response = await page.goto(baseUrl + '/');
    const html = await response!.text();
    const root = rootDataOf(html);
    const broker = root.featuredBroker!;
    expect(broker).toBeTruthy();
    const serverPanel = /id="nav-panel-officers"[\s\S]*?<\/li>/.exec(html)?.[0] ?? '';
    expect(serverPanel).toContain(`href="/agent/${broker.brokerKey}"`);

    await waitForHydration(page);
    await page.getByRole('button', { name: 'Talk to a Loan Officer' }).click();
    const panel = page.locator('#nav-panel-officers');
    await expect.poll(() => panel.isVisible()).toBe(true);
    const profile = panel.locator('a[href^="/agent/"]');
    expect(await profile.getAttribute('href')).toBe(`/agent/${broker.brokerKey}`);
    expect(await profile.textContent()).toContain(`${broker.firstName} ${broker.lastName}`);
    const image = profile.locator('img');
    expect(await image.getAttribute('src')).toBe(broker.medResImageUrl);
    expect(await image.getAttribute('width')).toBeTruthy();
    expect(await image.getAttribute('height')).toBeTruthy();
    expect(await image.getAttribute('alt')).toContain(broker.firstName);
    expect(await panel.locator('a[href^="mailto:"]').count()).toBe(1);
    expect(await panel.locator('a[href^="tel:"]').count()).toBe(1);
    expect(await panel.getByRole('link', { name: 'View all loan officers' }).getAttribute('href')).toBe('/agents');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('shows the calculators item, in the bar and the footer, while the flag is on', async () => {
    const html = await (await fetch(baseUrl + '/')).text();
    expect(rootDataOf(html).flags.calculators).toBe(true);
    expect(html).toContain('id="nav-panel-calculators"');
    expect(html).toMatch(/<footer[\s\S]*href="\/calculators"/);
  });

  it('has the footer links, external ones in a new tab', async () => {
    const { page, context } = await openPage(browser, { width: 1280 });
    await page.goto(baseUrl + '/');
    const footer = page.locator('footer');
    expect(await footer.locator('a[href^="/mortgage-types/"]').count()).toBe(9);
    for (const name of ['Our Brokers', 'Get A Brokered Rate', 'Careers', 'Information Removal', 'Disclosures', 'Privacy Policy']) {
      expect(await footer.getByRole('link', { name, exact: true }).count()).toBeGreaterThan(0);
    }
    const external = footer.locator('a[href^="http"]');
    expect(await external.count()).toBeGreaterThanOrEqual(8);
    for (const link of await external.all()) {
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(await link.textContent()).toContain('(opens in a new tab)');
    }
    expect(await footer.getByRole('link', { name: /Facebook/ }).count()).toBe(1);
    expect(await footer.textContent()).toMatch(/Equal Housing Opportunity/);
    expect(await footer.textContent()).toMatch(/not a commitment to lend/);
    expect(await footer.textContent()).toMatch(/NMLS #1234567/);
    await context.close();
  });

  it('axe finds nothing serious with the Programs panel open', async () => {
    const { page, context } = await openPage(browser, { width: 1280 });
    await page.goto(baseUrl + '/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Programs' }).click();
    await expect.poll(() => page.locator('#nav-panel-programs').isVisible()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('desktop navigation order', () => {
  const browser = useBrowser();

  const itemsIn = {
    '/': ['Programs', 'Talk to a Loan Officer', 'Calculators', 'Get A Brokered Rate', '(248) 555-0142', 'Log in', 'ES'],
    '/es': ['Programas', 'Hable con un oficial', 'Calculadoras', 'Obtenga su tasa', '(248) 555-0142', 'Ingresar', 'EN'],
  };
  it.each([768, 900, 1024, 1280, 1536].flatMap((width) => [[width, '/'], [width, '/es']] as const))('at %i px on %s: the three panels, the call to action, the phone, Log in and the language switch, each with its text', async (width, home) => {
    const { page, context } = await openPage(browser, { width, height: 800 });
    await page.goto(baseUrl + home);
    await waitForHydration(page);
    const items = page.getByRole('navigation', { name: home === '/' ? 'Main' : 'Principal' }).locator(':scope > ul > li');
    // What each item shows on screen: its text without the parts only read out (such as '(opens in a new tab)').
    const shown = await items.evaluateAll((elements) =>
      elements.map((element) => {
        const copy = element.cloneNode(true) as HTMLElement;
        copy.querySelectorAll('.sr-only, [hidden]').forEach((hidden) => hidden.remove());
        return copy.textContent!.trim();
      }),
    );
    expect(shown).toEqual(itemsIn[home]);
    // Each label is drawn whole, and the last item ends inside the window.
    for (const item of await items.all()) {
      const label = item.locator('a, button').first();
      expect(await label.isVisible()).toBe(true);
      expect(await label.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
    }
    const last = (await items.last().boundingBox())!;
    expect(last.x + last.width).toBeLessThanOrEqual(width);
    const middles = await Promise.all((await items.all()).map(async (item) => {
      const box = (await item.locator('a, button').first().boundingBox())!;
      return box.y + box.height / 2;
    }));
    expect(Math.max(...middles) - Math.min(...middles), 'the items sit on one line').toBeLessThan(2);
    await context.close();
  });
});

describe('breadcrumbs', () => {
  it.each([
    ['/mortgage-types/bank-statement-loan', ['Home', 'Mortgage Types', 'Bank Statement Loan'], ['/', '/mortgage-types']],
    ['/agent/sarah-okafor', ['Home', 'Our Brokers', 'Sarah Okafor'], ['/', '/agents']],
    ['/our-brokers/sarah-okafor', ['Home', 'Our Brokers', 'Sarah Okafor'], ['/', '/agents']],
    ['/disclosures', ['Home', 'Disclosures'], ['/']],
  ])('%s reads %j, the last one the current page', async (path, labels, links) => {
    const html = await (await fetch(baseUrl + path)).text();
    const nav = /<nav aria-label="Breadcrumb"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
    const items = [...nav.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map((match) => match[1]!.replace(/<[^>]+>/g, ''));
    expect(items).toEqual(labels);
    expect(nav).toMatch(new RegExp(`<span aria-current="page"[^>]*>${labels.at(-1)}</span>`));
    expect([...nav.matchAll(/<a [^>]*href="([^"]*)"/g)].map((match) => match[1])).toEqual(links);
  });
});

describe('mobile menu (375 px)', () => {
  const browser = useBrowser();

  async function openMenu(page: Page) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await dialog.waitFor();
    return dialog;
  }
  const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow);

  it('opens a modal menu that locks scrolling, traps focus, and closes on Escape with focus back on the hamburger', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { width: 375, height: 800 });
    const response = await page.goto(baseUrl + '/');
    const root = rootDataOf(await response!.text());
    await waitForHydration(page);
    const hamburger = page.getByRole('button', { name: 'Open menu' });
    expect(await page.getByRole('button', { name: 'Programs' }).isVisible()).toBe(false);
    expect(await hamburger.getAttribute('aria-expanded')).toBe('false');

    const dialog = await openMenu(page);
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    expect(await hamburger.getAttribute('aria-expanded')).toBe('true');
    expect(await bodyOverflow(page)).toBe('hidden');
    const focusInside = () => dialog.evaluate((element) => element.contains(document.activeElement));
    expect(await focusInside()).toBe(true);

    // The server's random pick, and the avatar strip.
    expect(await dialog.locator(`a[href="/agent/${root.mobileFeaturedBroker!.brokerKey}"]`).count()).toBeGreaterThan(0);
    const avatars = dialog.getByRole('list', { name: 'Our loan officers' }).locator('img');
    expect(await avatars.count()).toBe(root.avatarBrokers.length);
    for (const alt of await avatars.evaluateAll((images) => images.map((image) => image.getAttribute('alt')))) expect(alt).toBeTruthy();
    for (const name of ['Get A Brokered Rate', 'Mortgage Calculator', 'View all loan officers']) {
      expect(await dialog.getByRole('link', { name }).count()).toBeGreaterThan(0);
    }

    // Focus stays inside both ways.
    await page.keyboard.press('Shift+Tab');
    expect(await focusInside()).toBe(true);
    for (let i = 0; i < 5; i++) await page.keyboard.press('Tab');
    expect(await focusInside()).toBe(true);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await isFocused(hamburger)).toBe(true);
    expect(await bodyOverflow(page)).not.toBe('hidden');

    await openMenu(page);
    await page.getByRole('button', { name: 'Close menu' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await isFocused(hamburger)).toBe(true);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('closes when the window becomes 768 px wide or more, and on navigation', async () => {
    const { page, context } = await openPage(browser, { width: 375, height: 800 });
    await page.goto(baseUrl + '/');
    await waitForHydration(page);
    const dialog = await openMenu(page);
    expect(await bodyOverflow(page)).toBe('hidden');
    await page.setViewportSize({ width: 1024, height: 800 });
    await dialog.waitFor({ state: 'detached' });
    expect(await bodyOverflow(page)).not.toBe('hidden');
    expect(await page.getByRole('button', { name: 'Programs' }).isVisible()).toBe(true);

    await page.setViewportSize({ width: 375, height: 800 });
    await openMenu(page);
    await dialog.getByRole('link', { name: 'FHA Loan' }).click();
    await page.waitForURL('**/mortgage-types/FHA-loan');
    await dialog.waitFor({ state: 'detached' });
    expect(await bodyOverflow(page)).not.toBe('hidden');
    await context.close();
  });

  it('axe finds nothing serious with the menu open', async () => {
    const { page, context } = await openPage(browser, { width: 375, height: 800 });
    await page.goto(baseUrl + '/');
    await waitForHydration(page);
    await openMenu(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('with the calculators flag off', () => {
  let server: ServerProcess;
  let dataDir: string;
  let browser: Browser;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'shell-flag-off-'));
    const content = JSON.parse(readFileSync(join(projectRoot, 'content/sample-content.json'), 'utf8')) as {
      featureFlags: { calculators: boolean };
    };
    content.featureFlags.calculators = false;
    const file = join(dataDir, 'content.json');
    writeFileSync(file, JSON.stringify(content));
    const load = spawnSync('npx', ['tsx', 'api/cli/content-load.ts', file], {
      cwd: projectRoot,
      env: { ...process.env, DATA_DIR: join(dataDir, 'db'), DATABASE_URL: '' },
      encoding: 'utf8',
    });
    if (load.status !== 0) throw new Error(`content-load failed:\n${load.stdout}\n${load.stderr}`);
    server = await startServerProcess({ dataDir: join(dataDir, 'db'), env: { DATABASE_URL: '' } });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('has no Calculators item in the bar, the mobile menu or the footer', async () => {
    const html = await (await fetch(server.baseUrl + '/')).text();
    expect(rootDataOf(html).flags.calculators).toBe(false);
    expect(html).not.toContain('nav-panel-calculators');
    expect(html).not.toContain('href="/calculators"');

    const { page, context } = await openPage(browser, { width: 1280 });
    await page.goto(server.baseUrl + '/');
    await waitForHydration(page);
    expect(await page.getByRole('button', { name: 'Calculators' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Programs' }).isVisible()).toBe(true);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await dialog.waitFor();
    expect(await dialog.getByRole('link', { name: 'Mortgage Calculator' }).count()).toBe(0);
    await context.close();
  });

  it.each(['/calculators', '/mortgage-calculator'])('%s answers 404', async (path) => {
    expect((await fetch(server.baseUrl + path)).status).toBe(404);
  });
});
