import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser, openPage, seriousAxeViolations, waitForHydration } from '../support/browser';
import { answerOnPage, expectHeading, flowFile } from './funnels-support';
import { sharedSiteUrl } from '../support/shared-site';

/**
 * Each calculator's "Get my brokered rate" link: it carries what the visitor typed to the matching
 * funnel, works as a plain link, and (once the funnel reads its prefill) shows those answers there.
 */

const baseUrl = sharedSiteUrl();
const LINK = 'Get my brokered rate';
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const link = (page: Page) => page.getByRole('link', { name: LINK, exact: true });

async function type(locator: Locator, text: string): Promise<void> {
  await locator.fill(text);
  await locator.blur();
}

/** The link's target: its path and query parameters. */
async function target(page: Page): Promise<{ path: string; params: Record<string, string> }> {
  const href = (await link(page).getAttribute('href'))!;
  const url = new URL(href, baseUrl);
  return { path: url.pathname, params: Object.fromEntries(url.searchParams) };
}

async function open(browser: Browser, path: string) {
  const opened = await openPage(browser, { width: 1280, height: 900 });
  await opened.page.goto(baseUrl + path);
  await waitForHydration(opened.page);
  return opened;
}

/** Follows the link as a keyboard user would and waits for the funnel's first screen. */
async function follow(page: Page, firstHeading: string): Promise<void> {
  await link(page).focus();
  await page.keyboard.press('Enter');
  await expectHeading(page, firstHeading);
}

async function expectServed(page: Page): Promise<void> {
  const response = await fetch(new URL((await link(page).getAttribute('href'))!, baseUrl));
  expect(response.status).toBe(200);
}

const browser = useBrowser();

const purchase = flowFile('purchase');
const cashOut = flowFile('cashOut');
const vetlifePurchase = flowFile('vetlife-purchase');
const question = (flow: typeof purchase, alias: string) => flow.questions.find((q) => q.questionData.alias === alias)!;

describe('mortgage calculator → the purchase questionnaire', () => {
  async function typeValues(page: Page) {
    await type(field(page, 'Home price'), '350000');
    await page.getByRole('radio', { name: 'Percent' }).check();
    await type(field(page, 'Down payment'), '20');
  }

  it('is a real link on the server page, carrying the defaults', async () => {
    const html = await (await fetch(`${baseUrl}/mortgage-calculator`)).text();
    expect(html).toContain('href="/quote-landing?type=purchase&amp;prefill.purchasePrice=600000,600000&amp;prefill.downPayment=120000"');
    expect(html).toContain(`>${LINK}</a>`);
  });

  it('carries the typed price and the percent down payment in dollars, and opens the funnel', async () => {
    const { page, context, consoleErrors } = await open(browser, '/mortgage-calculator');
    await typeValues(page);
    await expect(target(page)).resolves.toEqual({
      path: '/quote-landing',
      params: { type: 'purchase', 'prefill.purchasePrice': '350000,350000', 'prefill.downPayment': '70000' },
    });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await expectServed(page);
    await follow(page, purchase.questions[0]!.title);
    expect(new URL(page.url()).searchParams.get('type')).toBe('purchase');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("prefills the funnel's answers", async () => {
    const { page, context } = await open(browser, '/mortgage-calculator');
    await typeValues(page);
    await follow(page, purchase.questions[0]!.title);
    await answerOnPage(page, question(purchase, 'propertyType'), 'Single-family home');
    await answerOnPage(page, question(purchase, 'propertyUse'), 'Primary residence');
    await answerOnPage(page, question(purchase, 'firstTimeBuyer'), 'Yes');
    await expectHeading(page, question(purchase, 'purchasePrice').title);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectHeading(page, question(purchase, 'downPayment').title);
    await expect(page.getByRole('textbox').inputValue()).resolves.toBe('70,000');
    await context.close();
  });
});

describe('loan estimator → the purchase funnels', () => {
  async function typeValues(page: Page) {
    await type(field(page, 'Home price'), '400000');
    await type(field(page, 'Down payment'), '40000');
    await type(field(page, 'Credit score'), '680');
    await field(page, 'ZIP code').fill('90210');
    await page.getByRole('combobox', { name: 'Property type' }).selectOption({ label: 'Condo' });
    await page.getByRole('combobox', { name: 'Occupancy' }).selectOption({ label: 'Second Home' });
    await page.getByRole('checkbox', { name: 'First-time home buyer' }).uncheck();
  }

  it('shows the band of the score; carries every answer; a VA loan opens VetLife', async () => {
    const { page, context, consoleErrors } = await open(browser, '/loan-estimator');
    await expect(page.getByTestId('credit-band').innerText()).resolves.toBe('720 · Good (680–739)');
    await typeValues(page);
    await expect(page.getByTestId('credit-band').innerText()).resolves.toBe('680 · Good (680–739)');
    await expect(page.getByRole('slider', { name: 'Credit score' }).getAttribute('aria-valuetext')).resolves.toBe('680, Good (680–739)');
    await expect(target(page)).resolves.toEqual({
      path: '/quote-landing',
      params: {
        type: 'purchase',
        'prefill.purchasePrice': '400000,400000',
        'prefill.downPayment': '40000',
        'prefill.zipCode': '90210',
        'prefill.creditScore': 'good',
        'prefill.propertyType': 'condo',
        'prefill.propertyUse': 'secondHome',
        'prefill.firstTimeBuyer': 'no',
      },
    });
    await type(field(page, 'Credit score'), '670');
    await expect(target(page).then((t) => t.params['prefill.creditScore'])).resolves.toBe('fair');

    await page.getByRole('combobox', { name: 'Loan type' }).selectOption({ label: 'VA' });
    const va = await target(page);
    expect(va.path).toBe('/quote-landing-vetlife');
    expect(va.params).toMatchObject({ type: 'purchase', 'prefill.zipCode': '90210', 'prefill.purchasePrice': '400000,400000' });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await expectServed(page);
    await follow(page, vetlifePurchase.questions[0]!.title);
    expect(new URL(page.url()).pathname).toBe('/quote-landing-vetlife');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("prefills the funnel's answers", async () => {
    const { page, context } = await open(browser, '/loan-estimator');
    await typeValues(page);
    await follow(page, purchase.questions[0]!.title);
    await answerOnPage(page, question(purchase, 'propertyType'), 'Condo');
    await answerOnPage(page, question(purchase, 'propertyUse'), 'Second home');
    await expectHeading(page, question(purchase, 'purchasePrice').title);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectHeading(page, question(purchase, 'downPayment').title);
    await expect(page.getByRole('textbox').inputValue()).resolves.toBe('40,000');
    await context.close();
  });
});

describe('debt consolidator → the cash-out questionnaire', () => {
  async function typeValues(page: Page) {
    const cards = page.getByTestId('debt-card');
    await cards.nth(0).getByRole('textbox', { name: 'Amount owed' }).fill('8000');
    await cards.nth(0).getByRole('textbox', { name: 'Monthly payment' }).fill('250');
    await page.getByRole('button', { name: '+ Add a debt' }).click();
    await cards.nth(1).getByRole('textbox', { name: 'Amount owed' }).fill('150000');
    await cards.nth(1).getByRole('textbox', { name: 'Monthly payment' }).fill('1200');
    await cards.nth(1).getByRole('combobox', { name: 'Debt type' }).selectOption({ label: 'Mortgage' });
  }

  it('carries the loan, the mortgage balance, the purpose and the other debts, and opens the funnel', async () => {
    const { page, context, consoleErrors } = await open(browser, '/debt-consolidator');
    await expect(target(page)).resolves.toEqual({ path: '/quote-landing', params: { type: 'cashOut', 'prefill.cashOutPurpose': 'debtConsolidation' } });
    await typeValues(page);
    await expect(target(page)).resolves.toEqual({
      path: '/quote-landing',
      params: {
        type: 'cashOut',
        'prefill.cashOutAmount': '158000',
        'prefill.hasMortgage': 'yes',
        'prefill.currentBalance': '150000',
        'prefill.cashOutPurpose': 'debtConsolidation',
        'prefill.debtBalance': '8000',
      },
    });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await expectServed(page);
    await follow(page, cashOut.questions[0]!.title);
    expect(new URL(page.url()).searchParams.get('type')).toBe('cashOut');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("prefills the funnel's answers", async () => {
    const { page, context } = await open(browser, '/debt-consolidator');
    await typeValues(page);
    await follow(page, cashOut.questions[0]!.title);
    await answerOnPage(page, question(cashOut, 'propertyType'), 'Single-family home');
    await answerOnPage(page, question(cashOut, 'propertyUse'), 'Primary residence');
    await answerOnPage(page, question(cashOut, 'homeValue'), 450_000);
    await answerOnPage(page, question(cashOut, 'hasMortgage'), 'Yes');
    await expectHeading(page, question(cashOut, 'currentBalance').title);
    await expect(page.getByRole('textbox').inputValue()).resolves.toBe('150,000');
    await context.close();
  });
});
