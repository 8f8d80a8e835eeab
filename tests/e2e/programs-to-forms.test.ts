import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, seriousAxeViolations, useBrowser, waitForHydration } from '../support/browser';
import { CONTACT, expectHeading, flowFile, recordLeads, walkFlow } from './funnels-support';
import { sharedSiteUrl } from '../support/shared-site';

/**
 * A program page's primary action carries the program into the funnel or the rate form: the funnel keeps
 * it while the visitor answers and sends it with the lead; the rate form chooses the loan type the program
 * settles. (The rate form's lead naming the program is in forms-brokered-rate.test.ts, whose server's log
 * gives the verification codes.)
 */
const baseUrl = sharedSiteUrl();
const browser = useBrowser();

const primary = (page: Page) => page.locator('[data-cta="primary"]');
const loanTypeSelect = (page: Page) => page.getByLabel(/^What are you looking to do\?( \*)?$/);

async function followPrimary(page: Page, program: string): Promise<void> {
  await page.goto(`${baseUrl}/mortgage-types/${program}`);
  await waitForHydration(page);
  await primary(page).click();
}

describe("a program page's primary action", () => {
  it('FHA: leads into the purchase questionnaire naming the program, which the lead carries', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { width: 390, height: 844 });
    const leads = recordLeads(page);
    await followPrimary(page, 'FHA-loan');
    await page.waitForURL('**/quote-landing?**');
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ type: 'purchase', program: 'FHA-loan' });
    await walkFlow(page, flowFile('purchase'), 'purchase');
    // The funnel's own URL changes kept it.
    expect(new URL(page.url()).searchParams.get('program')).toBe('FHA-loan');
    await page.getByLabel('Full name').fill(CONTACT.fullName);
    await page.getByLabel('Email address').fill(CONTACT.email);
    await page.getByLabel('Phone number').fill(CONTACT.phone);
    await page.getByRole('button', { name: 'Get My Quote' }).click();
    await expectHeading(page, 'Thank You!');
    expect(leads).toHaveLength(1);
    expect(leads[0]!.body).toMatchObject({ loanType: 'purchase', program: 'FHA-loan' });
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('reverse mortgage: opens the rate form for its broker with "Take cash out" chosen', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { width: 1280, height: 900 });
    await followPrimary(page, 'reverse-mortgage');
    await page.waitForURL('**/get-brokered-rate/**');
    const params = new URL(page.url()).searchParams;
    expect(params.get('program')).toBe('reverse-mortgage');
    expect(params.get('loanType')).toBeNull();
    await page.locator('[data-validator-ready]').waitFor();
    await expect.poll(() => page.getByText('Tell Rachel Goldberg about your home and goals', { exact: false }).count()).toBe(1);
    await expect.poll(() => loanTypeSelect(page).locator('option:checked').textContent()).toBe('Take cash out');
    await expect.poll(() => page.getByLabel(/^Cash Out Amount/).isVisible()).toBe(true);
    // Still the visitor's choice.
    await loanTypeSelect(page).selectOption({ label: 'Refinance' });
    await expect.poll(() => loanTypeSelect(page).locator('option:checked').textContent()).toBe('Refinance');
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('DSCR: opens the rate form naming the program, leaving the loan type to the visitor', async () => {
    const { page, context } = await openPage(browser, { width: 1280, height: 900 });
    await followPrimary(page, 'DSCR-loans');
    await page.waitForURL('**/get-brokered-rate/**');
    expect(new URL(page.url()).searchParams.get('program')).toBe('DSCR-loans');
    await page.locator('[data-validator-ready]').waitFor();
    await expect.poll(() => page.getByText('Tell Aisha Rahman about your home and goals', { exact: false }).count()).toBe(1);
    expect(await loanTypeSelect(page).inputValue()).toBe('');
    await context.close();
  });
});
