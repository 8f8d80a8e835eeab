import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, seriousAxeViolations, useBrowser, waitForHydration } from '../support/browser';
import { sharedSiteUrl } from '../support/shared-site';

const baseUrl = sharedSiteUrl();
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function setField(page: Page, name: string, value: string) {
  const input = field(page, name);
  await input.fill(value);
  await input.blur();
}

describe('loan estimator guidance', () => {
  const browser = useBrowser();

  it('explains why a 560 score cannot get a conventional loan, offers FHA and a loan officer, and shows the FHA estimates', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { width: 390, height: 844 });
    await page.goto(`${baseUrl}/loan-estimator`);
    await waitForHydration(page);
    await setField(page, 'Credit score', '560');
    await page.getByRole('button', { name: 'Calculate Loan' }).click();

    const explanation = page.getByTestId('ineligible-explanation');
    await explanation.waitFor();
    const sentences = await explanation.locator('p').allInnerTexts();
    expect(sentences[0]).toBe('Conventional usually needs a credit score of 620+; you entered 560.');
    expect(sentences.some((sentence) => sentence.startsWith('FHA allows'))).toBe(true);
    const programs = page.getByTestId('qualifying-program');
    await expect(programs.allInnerTexts()).resolves.toEqual([expect.stringContaining('FHA')]);
    expect(await page.getByRole('link', { name: 'Find a loan officer' }).getAttribute('href')).toBe('/agents');

    // On a phone the results sit below the form: they are scrolled to, and clear of the fixed header.
    const results = page.getByTestId('estimator-results');
    await expect.poll(async () => (await results.boundingBox())!.y).toBeLessThan(200);
    const headerBottom = await page.locator('header').first().evaluate((header) => header.getBoundingClientRect().bottom);
    await expect.poll(async () => (await results.boundingBox())!.y).toBeGreaterThanOrEqual(headerBottom - 1);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'See FHA estimates' }).click();
    await expect(page.getByTestId('product-card').count()).resolves.toBeGreaterThan(0);
    await expect(page.getByRole('combobox', { name: 'Loan type' }).inputValue()).resolves.toBe('3');
    expect(await page.getByTestId('ineligible-answer').count()).toBe(0);
    // The answer shown is the form's own: nothing is pending.
    expect(await page.getByTestId('pending-results-message').count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('moves focus to the first invalid field', async () => {
    const { page, context } = await openPage(browser, { width: 1280, height: 900 });
    await page.goto(`${baseUrl}/loan-estimator`);
    await waitForHydration(page);
    await setField(page, 'ZIP code', '123');
    await page.getByRole('button', { name: 'Calculate Loan' }).click();
    await page.getByText('Invalid ZIP code').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-describedby') ?? '')).toMatch(/zip-error/);

    await setField(page, 'Home price', '0');
    await page.getByRole('button', { name: 'Calculate Loan' }).click();
    await page.getByText('Home price is not specified').waitFor();
    await expect.poll(() => field(page, 'Home price').evaluate((input) => input === document.activeElement)).toBe(true);
    await context.close();
  });
});
