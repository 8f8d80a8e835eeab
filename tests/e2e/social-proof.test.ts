import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, seriousAxeViolations, useBrowser, waitForHydration } from '../support/browser';
import { sampleContent } from '../support/content-fixtures';
import { sharedSiteUrl } from '../support/shared-site';

/** Reviews naming a loan officer on their profile, the stats' date, and the open positions, as visitors see them. */
const baseUrl = sharedSiteUrl();
const content = sampleContent();

const fitsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** The review cards of the mentions section, by reviewer, in page order. */
const mentionAuthors = (page: Page) =>
  page.locator('[data-section="review-mentions"] figure figcaption span.font-semibold').allTextContents();

describe('server-rendered HTML', () => {
  it("a profile's HTML carries its count and mentioning reviews; one with none has no such heading", async () => {
    const html = await (await fetch(`${baseUrl}/agent/daniel-whitfield`)).text();
    expect(html).toContain('2 reviews mention Daniel');
    expect(html).toContain('Robert Kaminski');
    expect(html).toContain('Natalie Brooks');
    const none = await (await fetch(`${baseUrl}/agent/megan-foster`)).text();
    expect(none).not.toContain('data-section="review-mentions"');
    expect(none).not.toMatch(/reviews? mentions? Megan/);
  });

  it('the home strip carries its date, and /opportunities its positions (prefilled from the query)', async () => {
    const home = await (await fetch(`${baseUrl}/`)).text();
    expect(home).toContain('As of <time dateTime="2026-11-01">November 1, 2026</time>');
    const opportunities = await (await fetch(`${baseUrl}/opportunities?position=Loan+Processor`)).text();
    for (const position of content.positions) expect(opportunities).toContain(`>${position.title}</h3>`);
    expect(opportunities).toContain('href="/opportunities?position=Marketing+Coordinator#application"');
    expect(opportunities).toMatch(/<input[^>]*id="hiring_position"[^>]*value="Loan Processor"/);
  });
});

describe.each([390, 1280])('at %i px', (width) => {
  const browser = useBrowser();

  it('a profile shows how many reviews mention the broker and those reviews, newest first, with no data request on load', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { width });
    const dataRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) dataRequests.push(request.url());
    });
    await page.goto(`${baseUrl}/agent/daniel-whitfield`);
    await waitForHydration(page);
    const section = page.getByRole('region', { name: '2 reviews mention Daniel' });
    await section.scrollIntoViewIfNeeded();
    expect(await section.isVisible()).toBe(true);
    // Robert's review (November) is newer than Natalie's (March).
    expect(await mentionAuthors(page)).toEqual(['Robert Kaminski', 'Natalie Brooks']);
    expect(await section.getByText('Daniel kept us informed the entire time.', { exact: false }).isVisible()).toBe(true);
    expect(dataRequests.filter((url) => /getGoogleReviews|\/api\/brokers|\/api\/agent/.test(url))).toEqual([]);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await fitsSideways(page)).toBeLessThanOrEqual(width);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('a profile reached from the directory (the loader in the browser) shows its mentions too: José, written with accents', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { width });
    await page.goto(`${baseUrl}/agents`);
    await waitForHydration(page);
    await page.getByRole('link', { name: /View profile of José Ramírez/ }).click();
    await page.waitForURL(/\/agent\/jose-ramirez$/);
    await page.getByRole('region', { name: '1 review mentions José' }).waitFor();
    expect(await mentionAuthors(page)).toEqual(['Miguel Hernández']);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('the home strip shows its as-of date under the figures, and the hiring link says what the page holds', async () => {
    const { page, context } = await openPage(browser, { width });
    await page.goto(`${baseUrl}/`);
    await waitForHydration(page);
    const strip = page.locator('[data-section="stats"]');
    await strip.scrollIntoViewIfNeeded();
    const asOf = strip.getByText('As of November 1, 2026');
    expect(await asOf.isVisible()).toBe(true);
    const figures = (await strip.locator('dl').boundingBox())!;
    expect((await asOf.boundingBox())!.y).toBeGreaterThanOrEqual(figures.y + figures.height);
    expect(await page.getByRole('link', { name: 'See open positions' }).getAttribute('href')).toBe('/opportunities');
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await fitsSideways(page)).toBeLessThanOrEqual(width);
    await context.close();
  });

  it('/opportunities lists the open positions; "Apply for this position" fills the position and focuses the first empty field', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { width, height: 900 });
    await page.goto(`${baseUrl}/opportunities`);
    await waitForHydration(page);
    await page.locator('[data-validator-ready]').waitFor();
    const positions = page.getByRole('region', { name: 'Open positions' });
    for (const position of content.positions) {
      expect(await positions.getByRole('heading', { level: 3, name: position.title }).isVisible()).toBe(true);
      expect(await positions.getByText(position.description).isVisible()).toBe(true);
    }
    const position = page.locator('#hiring_position');
    expect(await position.inputValue()).toBe('');

    await positions.getByRole('link', { name: 'Apply for this position (Loan Processor)' }).click();
    await expect.poll(() => position.inputValue()).toBe('Loan Processor');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('hiring_firstName');
    expect(new URL(page.url()).pathname).toBe('/opportunities');
    // In view, clear of the fixed top bar.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const box = document.activeElement!.getBoundingClientRect();
          return box.top >= document.querySelector('header')!.getBoundingClientRect().bottom && box.bottom <= window.innerHeight;
        }),
      )
      .toBe(true);

    // The visitor carries on, then changes their mind: the next empty field gets the focus.
    await page.keyboard.type('jane');
    await page.locator('#hiring_lastName').fill('applicant');
    await positions.getByRole('link', { name: 'Apply for this position (Marketing Coordinator)' }).click();
    await expect.poll(() => position.inputValue()).toBe('Marketing Coordinator');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('hiring_email');
    expect(await page.locator('#hiring_firstName').inputValue()).toBe('Jane');

    // By keyboard too.
    await positions.getByRole('link', { name: 'Apply for this position (Loan Officer)' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => position.inputValue()).toBe('Loan Officer');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('hiring_email');

    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await fitsSideways(page)).toBeLessThanOrEqual(width);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('without JavaScript', () => {
  const browser = useBrowser();

  it('"Apply for this position" is a link to the application, prefilled by the server', async () => {
    const { page, context } = await openPage(browser, { width: 390, javaScriptEnabled: false });
    await page.goto(`${baseUrl}/opportunities`);
    await page.getByRole('link', { name: 'Apply for this position (Loan Officer)' }).click();
    await page.waitForURL(/position=Loan\+Officer#application$/);
    expect(await page.locator('#hiring_position').inputValue()).toBe('Loan Officer');
    await context.close();
  });
});
