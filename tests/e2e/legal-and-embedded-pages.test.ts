import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser, openPage, seriousAxeViolations, waitForHydration } from '../support/browser';
import { sharedSiteUrl } from '../support/shared-site';

const baseUrl = sharedSiteUrl();

/** Opens the home page, then reaches a legal page by client-side navigation through the footer. */
async function navigateToLegalPage(page: Page, linkName: 'Disclosures' | 'Privacy Policy') {
  await page.goto(baseUrl + '/');
  await waitForHydration(page);
  await page.locator('footer').getByRole('link', { name: linkName, exact: true }).click();
}

describe('legal pages on client-side navigation', () => {
  const browser = useBrowser();

  it('shows the skeleton, with 12 table rows, while the document loads, then the rich text', async () => {
    const { page, context } = await openPage(browser);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/disclosure?**', async (route) => {
      await held;
      await route.continue();
    });
    await navigateToLegalPage(page, 'Disclosures');
    await page.getByTestId('legal-skeleton').waitFor();
    expect(await page.getByTestId('legal-skeleton-table').locator('> div').count()).toBe(12);
    release();
    await page.locator('.rich-text table').waitFor();
    expect(await page.getByTestId('legal-skeleton').count()).toBe(0);
    const external = page.locator('.rich-text a[href^="https://"]').first();
    expect(await external.getAttribute('target')).toBe('_blank');
    expect(await external.getAttribute('rel')).toContain('noopener');
    await context.close();
  });

  it('shows the error line with the status when the API fails', async () => {
    const { page, context } = await openPage(browser);
    await page.route('**/api/disclosure?**', (route) => route.fulfill({ status: 500, body: '{}' }));
    await navigateToLegalPage(page, 'Disclosures');
    await expect(page.getByRole('alert').textContent()).resolves.toBe(
      'Error loading disclosures: Network response was not ok. Status: 500',
    );
    await context.close();
  });

  it('shows the unknown-error line when the request itself fails', async () => {
    const { page, context } = await openPage(browser);
    await page.route('**/api/disclosure?**', (route) => route.abort('failed'));
    await navigateToLegalPage(page, 'Privacy Policy');
    await expect(page.getByRole('alert').textContent()).resolves.toBe(
      'Error loading privacy policy: An unknown error occurred',
    );
    await context.close();
  });

  it("shows 'No content available' for an empty document", async () => {
    const { page, context } = await openPage(browser);
    await page.route('**/api/disclosure?**', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ disclosureKey: 'privacy-policy', title: 'Privacy Policy', content: { nodeType: 'document', data: {}, content: [] } }),
      }),
    );
    await navigateToLegalPage(page, 'Privacy Policy');
    await page.getByText('No content available').waitFor();
    await context.close();
  });
});

describe('the embedded quote page', () => {
  const browser = useBrowser();

  it('embeds the brokered-rate form without the site chrome, naming the broker', async () => {
    const response = await fetch(`${baseUrl}/start-iframe-page/start-brokered-rate?brokerFirstName=Sarah&brokerLastName=Okafor`);
    expect(response.headers.get('content-security-policy')).toContain("frame-src 'self'");
    const { page, context, consoleErrors } = await openPage(browser);
    await page.goto(`${baseUrl}/start-iframe-page/start-brokered-rate?brokerFirstName=Sarah&brokerLastName=Okafor`);
    const iframe = page.locator('iframe');
    expect(await iframe.getAttribute('src')).toBe('/get-brokered-rate/?ifr=true&brokerFirstName=Sarah&brokerLastName=Okafor');
    const frame = page.frameLocator('iframe');
    await frame.getByRole('heading', { name: 'Get a Brokered Rate' }).waitFor();
    await expect(frame.getByText(/Sarah Okafor/).first().textContent()).resolves.toContain('Sarah Okafor');
    expect(await frame.locator('header nav').count()).toBe(0);
    expect(await frame.locator('footer').count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('legal pages’ rich text', () => {
  const browser = useBrowser();

  it.each([
    ['/disclosures', 390],
    ['/privacy-policy', 390],
    ['/disclosures', 1280],
  ])('%s at %i px: styled headings, list markers, ruled tables in a focusable region, no sideways scroll, axe clean', async (path, width) => {
    const { page, context, consoleErrors } = await openPage(browser, { width, height: 844 });
    await page.goto(baseUrl + path);
    await waitForHydration(page);
    const styles = await page.evaluate(() => {
      const style = (selector: string) => {
        const element = document.querySelector(selector);
        if (!element) throw new Error(`no ${selector}`);
        return getComputedStyle(element);
      };
      const body = style('.rich-text p');
      const heading = style('.rich-text h2');
      const cell = style('.rich-text td');
      const headerCell = style('.rich-text th');
      return {
        bodySize: parseFloat(body.fontSize),
        bodyWeight: Number(body.fontWeight),
        headingSize: parseFloat(heading.fontSize),
        headingWeight: Number(heading.fontWeight),
        listMarkers: [...document.querySelectorAll('.rich-text ul, .rich-text ol')].map((list) => getComputedStyle(list).listStyleType),
        cellBorder: [cell.borderBottomStyle, parseFloat(cell.borderBottomWidth)],
        headerCellWeight: Number(headerCell.fontWeight),
        headerCellBackground: headerCell.backgroundColor,
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      };
    });
    expect(styles.headingSize).toBeGreaterThan(styles.bodySize);
    expect(styles.headingWeight).toBeGreaterThan(styles.bodyWeight);
    expect(styles.listMarkers.length).toBeGreaterThan(0);
    expect(styles.listMarkers.filter((marker) => marker === 'none')).toEqual([]);
    expect(styles.cellBorder[0]).toBe('solid');
    expect(styles.cellBorder[1]).toBeGreaterThan(0);
    expect(styles.headerCellWeight).toBeGreaterThan(styles.bodyWeight);
    expect(styles.headerCellBackground).not.toBe('rgba(0, 0, 0, 0)');
    expect(styles.scrollWidth).toBeLessThanOrEqual(styles.innerWidth);

    // A wide table scrolls inside its own region, which keyboard users can reach and is named.
    const region = page.locator('.rich-text [role="region"]').first();
    expect(await region.getAttribute('tabindex')).toBe('0');
    expect((await region.getAttribute('aria-label'))?.trim()).toBeTruthy();
    await region.focus();
    await expect(region.evaluate((element) => element === document.activeElement)).resolves.toBe(true);

    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
