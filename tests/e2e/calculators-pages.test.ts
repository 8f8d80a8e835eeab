import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatMoney, formatYearMonth, formatYearsAndMonths } from '../../app/features/calculators/format';
import { todayIso, yearMonthOf } from '../../app/features/calculators/today';
import { extraPaymentSavings, monthAfter, monthlyPayment, mortgageCalculatorSummary } from '../../app/domain/finance/index';
import { useBrowser, openPage, seriousAxeViolations, waitForHydration } from '../support/browser';
import { sampleContent } from '../support/content-fixtures';
import { sharedSiteUrl } from '../support/shared-site';

const baseUrl = sharedSiteUrl();
const sample = sampleContent();
const rate30 = sample.dailyRates.purchaseRates['30yrFixed']!.currentRate;
// The debt consolidator starts from the term's home-equity rate.
const refinance30 = sample.dailyRates.refinanceRates['30yrHomeEquity']!.currentRate;
const refinance15 = sample.dailyRates.refinanceRates['15yrHomeEquity']!.currentRate;
/** The month of the first payment, as the loader's "today" gives it (UTC, like the server). */
const firstPaymentMonth = formatYearMonth('en', monthAfter(yearMonthOf(todayIso())));

const THUMB = 20;
const slider = (page: Page, name: string) => page.getByRole('slider', { name, exact: true });
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const amountIn = async (locator: Locator) => Number((await locator.inputValue()).replace(/,/g, ''));

/** Presses the mouse on a range input's thumb, drags it to `fraction` of the track, holds, and releases. */
async function dragThumb(page: Page, range: Locator, fraction: number, holdMs = 0): Promise<void> {
  await range.scrollIntoViewIfNeeded();
  const box = (await range.boundingBox())!;
  const { min, max, value } = await range.evaluate((input: HTMLInputElement) => ({ min: Number(input.min), max: Number(input.max), value: Number(input.value) }));
  const x = (ratio: number) => box.x + THUMB / 2 + ratio * (box.width - THUMB);
  const y = box.y + box.height / 2;
  await page.mouse.move(x((value - min) / (max - min)), y);
  await page.mouse.down();
  await page.mouse.move(x(fraction), y, { steps: 12 });
  if (holdMs > 0) await page.waitForTimeout(holdMs);
  await page.mouse.up();
}

async function open(browser: Browser, path: string, width = 1280) {
  const opened = await openPage(browser, { width, height: 900 });
  await opened.page.goto(baseUrl + path);
  await waitForHydration(opened.page);
  return opened;
}

const browser = useBrowser();

describe('mortgage calculator', () => {
  const defaults = mortgageCalculatorSummary({ homePrice: 600_000, downPayment: 120_000, interestRatePercent: rate30, loanTermYears: 30 });

  it('is rendered on the server: intro, the payment at the current 30-year rate, a chart placeholder, links to the others', async () => {
    const html = await (await fetch(`${baseUrl}/mortgage-calculator`)).text();
    for (const text of ['Calculate Monthly Payments', 'Compare Loan Scenarios', 'Visualize Your Repayment', 'Loading chart', formatMoney('en', defaults.totalMonthlyPayment)]) {
      expect(html).toContain(text);
    }
    expect(html).toContain('href="/loan-estimator"');
    expect(html).toContain('href="/debt-consolidator"');
    // Victory is never preloaded: it is fetched after hydration.
    expect(html.match(/<link rel="modulepreload"[^>]*>/g)?.join('\n')).not.toMatch(/victory/);
    const hub = await (await fetch(`${baseUrl}/calculators`)).text();
    expect(hub).toContain('Our Calculators');
    for (const path of ['/mortgage-calculator', '/debt-consolidator', '/loan-estimator']) expect(hub).toContain(`href="${path}"`);
  });

  it('hydrates without a data request or a console error, and loads the chart as it comes near the screen', async () => {
    // On a phone the chart is more than a screen below the fold: its library is not fetched until then.
    const { page, context, consoleErrors } = await openPage(browser, { width: 390, height: 844 });
    const apiCalls: string[] = [];
    const chartChunks: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/')) apiCalls.push(request.url());
      if (path.startsWith('/assets/victory-')) chartChunks.push(path);
    });
    await page.goto(`${baseUrl}/mortgage-calculator`);
    await waitForHydration(page);
    await page.waitForTimeout(500);
    expect(chartChunks).toEqual([]);
    await expect(page.locator('[data-chart-state]').getAttribute('data-chart-state')).resolves.toBe('loading');
    await page.locator('[data-chart-state]').scrollIntoViewIfNeeded();
    await page.locator('[data-chart-state="ready"] svg').first().waitFor();
    expect(chartChunks).toHaveLength(1);
    expect(apiCalls).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await expect(field(page, 'Interest rate').inputValue()).resolves.toBe(String(rate30));
    await context.close();
  });

  it('drags every slider with the mouse and moves it with the arrow keys', async () => {
    const { page, context } = await open(browser, '/mortgage-calculator');
    const price = slider(page, 'Home price');
    const priceField = field(page, 'Home price');
    await dragThumb(page, price, 1);
    expect(await amountIn(priceField)).toBe(1_000_000);
    await price.focus();
    await page.keyboard.press('ArrowRight');
    expect(await amountIn(priceField)).toBe(1_005_000);
    await expect(price.getAttribute('max')).resolves.toBe('1500000'); // the next page of the scale
    await page.keyboard.press('ArrowLeft');
    expect(await amountIn(priceField)).toBe(1_000_000);
    await expect(price.getAttribute('aria-valuetext')).resolves.toBe('$1,000,000');

    const down = slider(page, 'Down payment');
    await dragThumb(page, down, 0);
    expect(await amountIn(field(page, 'Down payment'))).toBe(0);
    await down.focus();
    await page.keyboard.press('ArrowRight');
    expect(await amountIn(field(page, 'Down payment'))).toBe(5_000);

    const rate = slider(page, 'Interest rate');
    await dragThumb(page, rate, 0.8);
    expect(Number(await field(page, 'Interest rate').inputValue())).toBeCloseTo(10, 0);
    await rate.focus();
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(field(page, 'Interest rate').inputValue()).resolves.toBe('0.2');
    await expect(rate.getAttribute('aria-valuetext')).resolves.toBe('0.2%');

    const term = slider(page, 'Loan length');
    await dragThumb(page, term, 0.5);
    expect(Number(await field(page, 'Loan length').inputValue())).toBe(15);
    await term.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(field(page, 'Loan length').inputValue()).resolves.toBe('14');
    await expect(term.getAttribute('aria-valuetext')).resolves.toBe('14 years');
    await context.close();
  });

  it('a loan length of 0 years shows the rule and no monthly payment', async () => {
    const { page, context } = await open(browser, '/mortgage-calculator');
    await field(page, 'Home price').fill('280,000');
    await field(page, 'Home price').press('Tab');
    await field(page, 'Down payment').fill('50,000');
    await field(page, 'Down payment').press('Tab');
    await field(page, 'Loan length').fill('0');
    await field(page, 'Loan length').press('Tab');
    const rule = page.getByText('Loan length must be between 1 and 30 years', { exact: true });
    await expect.poll(() => rule.count()).toBe(2);
    expect(await page.getByRole('region', { name: 'Your monthly payment' }).innerText()).toContain('Loan length must be between 1 and 30 years');
    expect(await page.getByTestId('total-monthly-payment').count()).toBe(0);
    expect(await page.getByText('$0.00').count()).toBe(0);
    expect(await field(page, 'Loan length').getAttribute('aria-invalid')).toBe('true');
    expect(await field(page, 'Loan length').getAttribute('aria-describedby')).toBe(await page.getByTestId('loan-length-error').getAttribute('id'));
    expect(await seriousAxeViolations(page)).toEqual([]);

    await field(page, 'Loan length').fill('15');
    await field(page, 'Loan length').press('Tab');
    await expect.poll(() => rule.count()).toBe(0);
    const payment = mortgageCalculatorSummary({ homePrice: 280_000, downPayment: 50_000, interestRatePercent: rate30, loanTermYears: 15 }).totalMonthlyPayment;
    await expect.poll(() => page.getByTestId('total-monthly-payment').textContent()).toBe(formatMoney('en', payment));
    await context.close();
  });

  it('pages the scale while the thumb is held at its end, and by the minus and plus buttons', async () => {
    const { page, context } = await open(browser, '/mortgage-calculator');
    const price = slider(page, 'Home price');
    await dragThumb(page, price, 1, 800);
    expect(await amountIn(field(page, 'Home price'))).toBeGreaterThanOrEqual(1_500_000);
    expect(Number(await price.getAttribute('min'))).toBeGreaterThanOrEqual(1_000_000);
    const before = await amountIn(field(page, 'Home price'));
    await page.getByRole('button', { name: 'Increase home price by $500,000' }).click();
    expect(await amountIn(field(page, 'Home price'))).toBe(Math.min(20_000_000, before + 500_000));
    await page.getByRole('button', { name: 'Decrease home price by $500,000' }).click();
    await page.getByRole('button', { name: 'Decrease home price by $500,000' }).click();
    expect(await amountIn(field(page, 'Home price'))).toBe(before - 500_000);
    await context.close();
  });

  it('switches the down payment between $ and %, clamps it to the price and percent fields to 3 decimals', async () => {
    const { page, context } = await open(browser, '/mortgage-calculator');
    await page.getByRole('radio', { name: 'Percent' }).check();
    const percent = field(page, 'Down payment');
    await expect(percent.inputValue()).resolves.toBe('20');
    await expect(slider(page, 'Down payment').getAttribute('aria-valuetext')).resolves.toBe('20% ($120,000)');
    await slider(page, 'Down payment').focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByTestId('down-payment-other').innerText()).resolves.toContain('$126,000 down');
    await percent.fill('');
    await percent.pressSequentially('12.34567');
    await percent.blur();
    await expect(percent.inputValue()).resolves.toBe('12.345');
    await percent.fill('150');
    await expect(percent.inputValue()).resolves.toBe('100');
    await percent.blur();
    await expect(page.getByTestId('total-monthly-payment').innerText()).resolves.toBe('$0.00');

    await page.getByRole('radio', { name: 'Dollars' }).check();
    const dollars = field(page, 'Down payment');
    await expect(dollars.inputValue()).resolves.toBe('600,000');
    await dollars.fill('700000');
    await dollars.blur();
    await expect(dollars.inputValue()).resolves.toBe('600,000');
    await dollars.fill('');
    await dollars.blur();
    await expect(dollars.inputValue()).resolves.toBe('0'); // a non-number becomes the minimum
    const rate = field(page, 'Interest rate');
    await rate.fill('30');
    await rate.blur();
    await expect(rate.inputValue()).resolves.toBe('25');
    await context.close();
  });

  it('opens Extra Payment: months saved as years and months and as a count, the extra counted once; escrow only above 0', async () => {
    const { page, context } = await open(browser, '/mortgage-calculator');
    const extraButton = page.getByRole('button', { name: 'Extra Payment' });
    await expect(extraButton.getAttribute('aria-expanded')).resolves.toBe('false');
    await extraButton.click();
    await expect(extraButton.getAttribute('aria-expanded')).resolves.toBe('true');
    const extra = field(page, 'Extra each month');
    await extra.fill('500');
    await extra.blur();
    const savings = extraPaymentSavings({ loanAmount: 480_000, annualRatePercent: rate30, termYears: 30, extraMonthlyPayment: 500 });
    const text = await page.getByTestId('extra-payment-savings').innerText();
    expect(text).toContain(`Paid off ${formatYearsAndMonths('en', savings.timeSaved)} sooner`);
    expect(text).toContain(`${savings.monthsSaved} fewer payments`);
    await expect(page.getByTestId('total-monthly-payment').innerText()).resolves.toBe(formatMoney('en', defaults.principalAndInterest + 500));

    await expect(page.getByText('Escrow (taxes & insurance)').count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Taxes & Insurance' }).click();
    await field(page, 'Property tax per month').fill('300');
    await field(page, 'Property tax per month').blur();
    await expect(page.getByText('Escrow (taxes & insurance)').count()).resolves.toBe(1);
    await expect(page.getByTestId('total-monthly-payment').innerText()).resolves.toBe(formatMoney('en', defaults.principalAndInterest + 800));
    await context.close();
  });

  it('switches tabs by mouse and keyboard; the schedule starts the month after today and ends at 0.00', async () => {
    const { page, context } = await open(browser, '/mortgage-calculator');
    const breakdown = page.getByRole('tab', { name: 'Payment Breakdown' });
    const schedule = page.getByRole('tab', { name: 'Amortization Schedule' });
    await expect(breakdown.getAttribute('aria-selected')).resolves.toBe('true');
    await schedule.click();
    await expect(schedule.getAttribute('aria-selected')).resolves.toBe('true');
    const months = page.getByTestId('schedule-month');
    await expect(months.first().locator('th').innerText()).resolves.toBe(firstPaymentMonth);
    await expect(page.getByTestId('year-end-balance').last().innerText()).resolves.toBe('$0.00');
    const yearButtons = page.getByRole('tabpanel').getByRole('button');
    await yearButtons.last().click();
    await expect(months.last().locator('td').last().innerText()).resolves.toBe('$0.00');
    await schedule.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(breakdown.getAttribute('aria-selected')).resolves.toBe('true');
    await expect(page.getByRole('tabpanel').locator('figcaption').innerText()).resolves.toMatch(/loan balance falls from \$480,000 to \$0/);
    await context.close();
  });
});

describe('rates failure on a client-side navigation', () => {
  it("shows 'Couldn't fetch rates, please refresh' and keeps the defaults (10 %, 3.57 %)", async () => {
    const { page, context } = await open(browser, '/calculators');
    await page.route('**/api/getCombinedRates', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
    await page.getByRole('link', { name: 'Open the Mortgage Calculator' }).click();
    await page.getByRole('heading', { level: 1, name: 'Mortgage Calculator' }).waitFor();
    await expect(page.getByRole('alert').filter({ hasText: "Couldn't fetch rates, please refresh" }).count()).resolves.toBe(1);
    await expect(field(page, 'Interest rate').inputValue()).resolves.toBe('10');

    await page.getByRole('link', { name: 'Open the Debt Consolidator' }).click();
    await page.getByRole('heading', { level: 1, name: 'Debt Consolidator' }).waitFor();
    await expect(page.getByRole('alert').filter({ hasText: "Couldn't fetch rates, please refresh" }).count()).resolves.toBe(1);
    await expect(field(page, 'Interest rate').inputValue()).resolves.toBe('3.57');
    await context.close();
  });
});

describe('debt consolidator', () => {
  async function fillDebt(page: Page, card: Locator, values: { name?: string; amount: string; payment: string; type?: string; custom?: string }) {
    if (values.name) await card.getByRole('textbox', { name: 'Bill name' }).fill(values.name);
    await card.getByRole('textbox', { name: 'Amount owed' }).fill(values.amount);
    await card.getByRole('textbox', { name: 'Monthly payment' }).fill(values.payment);
    if (values.type) await card.getByRole('combobox', { name: 'Debt type' }).selectOption({ label: values.type });
    if (values.custom) await card.getByRole('textbox', { name: 'Custom type' }).fill(values.custom);
  }

  it('builds a list of 3 debts, compares payments and interest, and deletes them down to one empty debt', async () => {
    const { page, context } = await open(browser, '/debt-consolidator');
    const cards = page.getByTestId('debt-card');
    await expect(cards.count()).resolves.toBe(1);
    await expect(page.getByRole('button', { name: /^Delete/ }).count()).resolves.toBe(0);
    await fillDebt(page, cards.nth(0), { name: 'Visa', amount: '8000', payment: '250' });
    await page.getByRole('button', { name: '+ Add a debt' }).click();
    await fillDebt(page, cards.nth(1), { name: 'Car', amount: '12000', payment: '400', type: 'Car loan' });
    await page.getByRole('button', { name: '+ Add a debt' }).click();
    await fillDebt(page, cards.nth(2), { amount: '3000', payment: '150', type: 'Other', custom: 'Medical' });
    await expect(cards.count()).resolves.toBe(3);
    await expect(cards.nth(0).getByRole('textbox', { name: 'Amount owed' }).inputValue()).resolves.toBe('8,000');
    await cards.nth(0).getByRole('textbox', { name: 'Amount owed' }).fill('123456789');
    await expect(cards.nth(0).getByRole('textbox', { name: 'Amount owed' }).inputValue()).resolves.toBe('8,000'); // 9 whole digits refused
    await expect(page.getByTestId('total-debt').innerText()).resolves.toBe('$23,000.00');
    await expect(cards.nth(2).innerText()).resolves.toContain('Medical');

    const newPayment = monthlyPayment(23_000, refinance30, 30);
    const results = page.getByTestId('consolidation-results');
    await expect(results.innerText()).resolves.toContain(formatMoney('en', newPayment));
    await expect(page.getByTestId('monthly-saving').innerText()).resolves.toContain(formatMoney('en', 800 - newPayment));
    await expect(page.getByTestId('interest-difference').innerText()).resolves.toMatch(/^\$[\d,]+\.\d\d (less|more)$/);

    // A card folds and opens.
    const toggle = cards.nth(0).getByRole('button', { name: /^Visa/ });
    await toggle.click();
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
    await toggle.click();

    await page.getByRole('button', { name: 'Delete Car' }).click();
    await page.getByRole('button', { name: 'Delete Visa' }).click();
    await expect(cards.count()).resolves.toBe(1);
    await expect(page.getByRole('button', { name: /^Delete/ }).count()).resolves.toBe(0); // only with more than one debt
    await page.getByRole('button', { name: 'Clear this debt' }).click();
    await expect(cards.count()).resolves.toBe(1);
    await expect(cards.nth(0).getByRole('textbox', { name: 'Amount owed' }).inputValue()).resolves.toBe('');
    await expect(cards.nth(0).innerText()).resolves.toContain('Debt 1');
    await expect(page.getByTestId('total-debt').innerText()).resolves.toBe('$0.00');
    await context.close();
  });

  it("keeps the loan at least the total debt with the warning until it exceeds it; rates by term; the rate input's rules", async () => {
    const { page, context } = await open(browser, '/debt-consolidator');
    const card = page.getByTestId('debt-card').first();
    await fillDebt(page, card, { name: 'Visa', amount: '23000', payment: '800' });
    const loan = slider(page, 'Loan amount');
    const warning = page.getByText("Loan amount can't be less than total debt amount.");
    // The slider starts at the total debt: it cannot go below it.
    await expect.poll(() => loan.getAttribute('min')).toBe('23000');
    await loan.focus();
    await page.keyboard.press('ArrowLeft');
    expect(await amountIn(field(page, 'Loan amount'))).toBe(23_000);
    await expect(warning.count()).resolves.toBe(0);
    // An amount typed below it is raised to it, with the warning.
    await field(page, 'Loan amount').fill('10000');
    await field(page, 'Loan amount').press('Enter');
    await warning.waitFor();
    expect(await amountIn(field(page, 'Loan amount'))).toBe(23_000);
    await loan.focus();
    await page.keyboard.press('ArrowRight');
    expect(await amountIn(field(page, 'Loan amount'))).toBe(28_000);
    await expect(warning.count()).resolves.toBe(0);
    await dragThumb(page, loan, 0.5);
    expect(await amountIn(field(page, 'Loan amount'))).toBeGreaterThan(1_000_000);
    await dragThumb(page, loan, 0);
    expect(await amountIn(field(page, 'Loan amount'))).toBe(23_000);

    const rate = field(page, 'Interest rate');
    await expect(rate.inputValue()).resolves.toBe(String(refinance30));
    await page.getByText('15 yrs', { exact: true }).click();
    await expect(rate.inputValue()).resolves.toBe(String(refinance15));
    await page.getByText('10 yrs', { exact: true }).click();
    await expect(rate.inputValue()).resolves.toBe('3.57');
    await rate.fill('');
    await expect(rate.inputValue()).resolves.toBe('0');
    await rate.press('End');
    await rate.press('5');
    await expect(rate.inputValue()).resolves.toBe('5'); // leading zero stripped
    await rate.press('x');
    await rate.press('.');
    await rate.pressSequentially('1239');
    await expect(rate.inputValue()).resolves.toBe('5.123');
    await rate.fill('100');
    await expect(rate.inputValue()).resolves.toBe('5.123');
    await context.close();
  });

  it('starts the loan slider at the total debt and says so; debts that outgrow the loan raise it', async () => {
    const { page, context, consoleErrors } = await open(browser, '/debt-consolidator', 390);
    const cards = page.getByTestId('debt-card');
    const loan = slider(page, 'Loan amount');
    const amount = field(page, 'Loan amount');
    const floor = page.getByTestId('loan-floor');
    await expect(floor.count()).resolves.toBe(0);
    await fillDebt(page, cards.nth(0), { name: 'Visa', amount: '8000', payment: '250' });
    await expect.poll(() => floor.innerText()).toBe('At least your total debt, $8,000');
    await expect.poll(() => loan.getAttribute('min')).toBe('8000');
    // The typed field names the reason too.
    const describedBy = (await amount.getAttribute('aria-describedby'))!.split(' ');
    expect(describedBy).toContain(await floor.getAttribute('id'));
    await amount.fill('50000');
    await amount.press('Enter');
    await expect.poll(() => amountIn(amount)).toBe(50_000);

    // A mortgage listed among the debts counts in the total: the loan is raised to it, without the warning.
    await page.getByRole('button', { name: '+ Add a debt' }).click();
    await fillDebt(page, cards.nth(1), { name: 'Home', amount: '180000', payment: '1400', type: 'Mortgage' });
    await expect.poll(() => floor.innerText()).toBe('At least your total debt, $188,000');
    await expect.poll(() => loan.getAttribute('min')).toBe('188000');
    await expect.poll(() => amountIn(amount)).toBe(188_000);
    await expect(page.getByText("Loan amount can't be less than total debt amount.").count()).resolves.toBe(0);

    // Fewer debts lower the slider's start; the loan stays where it was raised to.
    await page.getByRole('button', { name: 'Delete Home' }).click();
    await expect.poll(() => floor.innerText()).toBe('At least your total debt, $8,000');
    await expect.poll(() => loan.getAttribute('min')).toBe('8000');
    expect(await amountIn(amount)).toBe(188_000);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('takes at most 10 debts, and sits side by side from 1176 px, stacked below', async () => {
    const { page, context } = await open(browser, '/debt-consolidator');
    const add = page.getByRole('button', { name: '+ Add a debt' });
    for (let i = 0; i < 9; i++) await add.click();
    await expect(page.getByTestId('debt-card').count()).resolves.toBe(10);
    await expect(add.isDisabled()).resolves.toBe(true);
    const top = async (testId: string) => (await page.getByTestId(testId).boundingBox())!.y;
    expect(await top('debt-list')).toBe(await top('loan-card'));
    await page.setViewportSize({ width: 1100, height: 900 });
    expect(await top('debt-list')).toBeGreaterThan(await top('loan-card') + 100);
    await context.close();
  });
});

describe('loan estimator', () => {
  it('estimates the four products, selects the first, and marks later edits as pending', async () => {
    const { page, context } = await open(browser, '/loan-estimator');
    const answered = page.waitForResponse((response) => response.url().includes('/api/estimateLoan'));
    await page.getByRole('button', { name: 'Calculate Loan' }).click();
    const response = await answered;
    expect(Object.fromEntries(new URL(response.url()).searchParams)).toEqual({
      loanType: '1', downPayment: '60000', salesPrice: '300000', occupancyType: '1', propertyType: '22',
      numberOfUnits: '1', zipCode: '48009', creditScore: '720', firstTimeHomeBuyer: 'true',
    });
    const answer = (await response.json()) as Record<string, { interestRate: number; apr: number; monthlyPayment: number; points: number }>;
    const cards = page.getByTestId('product-card');
    await expect(cards.count()).resolves.toBe(4);
    await expect(cards.allInnerTexts()).resolves.toEqual([
      expect.stringContaining('30yr Fixed'), expect.stringContaining('20yr Fixed'), expect.stringContaining('15yr Fixed'), expect.stringContaining('5y/6m ARM'),
    ]);
    const first = await cards.first().innerText();
    const thirty = answer['30yr Fixed']!;
    expect(first).toContain(formatMoney('en', thirty.monthlyPayment));
    expect(first).toContain(`${thirty.interestRate}%`);
    expect(first).toContain(`${thirty.apr}%`);
    expect(first).toContain(`$${thirty.points.toLocaleString('en-US')}`);
    await expect(page.getByRole('radio', { name: /^30yr Fixed/ }).isChecked()).resolves.toBe(true);

    await page.getByRole('radio', { name: /^15yr Fixed/ }).check();
    await page.getByRole('tab', { name: 'Amortization Schedule' }).click();
    await expect(page.getByTestId('schedule-month').first().locator('th').innerText()).resolves.toBe(firstPaymentMonth);
    await expect(page.getByTestId('year-end-balance').count()).resolves.toBeLessThanOrEqual(16);
    await expect(page.getByTestId('year-end-balance').last().innerText()).resolves.toBe('$0.00');

    await slider(page, 'Credit score').focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByText('Click "Calculate Loan" to apply changes').isVisible()).resolves.toBe(true);
    await expect(page.getByText('Please recalculate loan estimates').isVisible()).resolves.toBe(true);
    await expect(page.locator('[data-pending]').count()).resolves.toBe(1);
    await page.getByRole('button', { name: 'Calculate Loan' }).click();
    await page.getByText('Please recalculate loan estimates').waitFor({ state: 'detached' });
    await expect(page.locator('[data-pending]').count()).resolves.toBe(0);
    await context.close();
  });

  it('shows every error: home price, ZIP code missing and invalid, and a loan that cannot be offered', async () => {
    const { page, context } = await open(browser, '/loan-estimator');
    const calculate = page.getByRole('button', { name: 'Calculate Loan' });
    const price = field(page, 'Home price');
    await price.fill('0');
    await price.blur();
    const zip = field(page, 'ZIP code');
    await zip.fill('');
    await calculate.click();
    await expect(page.getByText('Home price is not specified').isVisible()).resolves.toBe(true);
    await expect(page.getByText('ZIP code not specified').isVisible()).resolves.toBe(true);
    await price.fill('300000');
    await price.blur();
    for (const bad of ['123', '00000']) {
      await zip.fill(bad);
      await calculate.click();
      await expect(page.getByText('Invalid ZIP code').isVisible()).resolves.toBe(true);
    }
    await zip.fill('48a009x');
    await expect(zip.inputValue()).resolves.toBe('48009');
    await page.getByRole('combobox', { name: 'Loan type' }).selectOption({ label: 'FHA' });
    await page.getByRole('combobox', { name: 'Occupancy' }).selectOption({ label: 'Investment' });
    await calculate.click();
    await page.getByText('Error: Loan estimate cannot be calculated. Please adjust your inputs and try again.').waitFor();
    await expect(page.getByText('Invalid ZIP code').count()).resolves.toBe(0);
    await context.close();
  });

  it('rotates its loading messages every 2 s and sends a percent down payment in dollars', async () => {
    const { page, context } = await open(browser, '/loan-estimator');
    await page.getByRole('radio', { name: 'Percent' }).check();
    const percent = field(page, 'Down payment');
    await percent.fill('3.5');
    await percent.blur();
    await page.route('**/api/estimateLoan**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2600));
      await route.continue();
    });
    const sent = page.waitForRequest((request) => request.url().includes('/api/estimateLoan'));
    await page.getByRole('button', { name: 'Calculate Loan' }).click();
    expect(new URL((await sent).url()).searchParams.get('downPayment')).toBe('10500');
    const message = page.getByTestId('loading-message');
    const firstMessage = await message.innerText();
    await page.waitForFunction((text) => document.querySelector('[data-testid="loading-message"]')?.textContent !== text, firstMessage, { timeout: 4000 });
    await page.getByTestId('product-card').first().waitFor();
    await expect(message.count()).resolves.toBe(0);
    await context.close();
  });
});

describe('accessibility', () => {
  it.each([
    ['/calculators', null],
    ['/mortgage-calculator', 'Amortization Schedule'],
    ['/debt-consolidator', null],
    ['/loan-estimator', 'Calculate Loan'],
  ])('axe finds no serious violation on %s (and the console stays clean)', async (path, click) => {
    const { page, context, consoleErrors } = await open(browser, path);
    if (path === '/debt-consolidator') {
      await page.getByRole('textbox', { name: 'Amount owed' }).fill('5000');
      await page.getByRole('button', { name: '+ Add a debt' }).click();
    }
    if (click === 'Calculate Loan') {
      await page.getByRole('button', { name: click }).click();
      await page.getByTestId('product-card').first().waitFor();
    } else if (click) {
      await page.getByRole('tab', { name: click }).click();
    }
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('stacks cleanly on a phone (375 px): nothing wider than the screen', async () => {
    for (const path of ['/mortgage-calculator', '/debt-consolidator', '/loan-estimator']) {
      const { page, context } = await open(browser, path, 375);
      if (path === '/debt-consolidator') {
        await page.getByRole('textbox', { name: 'Bill name' }).fill('Visa Signature card');
        await page.getByRole('textbox', { name: 'Amount owed' }).fill('12345678');
        await page.getByRole('textbox', { name: 'Monthly payment' }).fill('250000');
      }
      if (path === '/loan-estimator') {
        await page.getByRole('button', { name: 'Calculate Loan' }).click();
        await page.getByTestId('product-card').first().waitFor();
      }
      const tooWide = await page.evaluate(() =>
        [...document.querySelectorAll('main *')]
          .filter((element) => !element.closest('.overflow-auto, .sr-only') && element.getBoundingClientRect().right > window.innerWidth + 1)
          .map((element) => element.outerHTML.slice(0, 80)),
      );
      expect(tooWide, path).toEqual([]);
      await context.close();
    }
  });
});
