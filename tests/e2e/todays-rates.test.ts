import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, seriousAxeViolations, useBrowser, waitForHydration } from '../support/browser';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { sharedSiteUrl } from '../support/shared-site';

const baseUrl = sharedSiteUrl();

async function open(browser: Browser, url: string, width = 1280) {
  const opened = await openPage(browser, { width, height: 900 });
  await opened.page.goto(url);
  await waitForHydration(opened.page);
  return opened;
}

const section = (page: Page) => page.locator('section[data-section="todays-rates"]');

describe.each([
  { path: '/', program: 'Conventional' },
  { path: '/mortgage-types/FHA-loan', program: 'FHA' },
])("today's rates on $path", ({ path, program }) => {
  const browser = useBrowser();

  it('shows an APR beside every rate, the date, the assumptions and a link to the funnel on each row', async () => {
    const { page, context, consoleErrors } = await open(browser, baseUrl + path);
    const rates = section(page);
    await expect(rates.getByRole('heading', { level: 2 }).textContent()).resolves.toBe(`Today’s ${program} rates`);
    const asOf = await rates.getByTestId('rates-as-of').textContent();
    expect(asOf).toMatch(/^As of [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M ET$/);
    const dateTime = await rates.locator('time').getAttribute('datetime');
    expect(Date.now() - Date.parse(dateTime!)).toBeLessThan(3 * 24 * 60 * 60 * 1000);

    for (const purpose of ['purchase', 'refinance'] as const) {
      const rows = rates.getByTestId(`rates-${purpose}`).locator('tbody tr');
      expect(await rows.count()).toBe(4);
      for (const row of await rows.all()) {
        const rate = Number((await row.locator('[data-cell="rate"]').textContent())!.replace('%', ''));
        const apr = Number((await row.locator('[data-cell="apr"]').textContent())!.replace('%', ''));
        expect(rate).toBeGreaterThan(0);
        expect(apr).toBeGreaterThan(rate);
        expect(await row.locator('[data-cell="points"]').textContent()).toMatch(/^\d+\.\d{3}$/);
        expect(await row.locator('[data-cell="payment"]').textContent()).toMatch(/^\$\d{3,},?\d*\.\d{2}$/);
        const link = row.getByRole('link', { name: /^Get my brokered rate for a .+ (purchase|refinance)$/ });
        expect(await link.getAttribute('href')).toBe(`/quote-landing?type=${purpose}`);
      }
    }

    const assumptions = (await rates.getByTestId('rates-assumptions').textContent())!;
    for (const words of ['$300,000', 'credit score of 780', '25% down payment', '75% loan-to-value', 'primary residence', 'single-family', 'in lender fees', 'points', 'not a commitment to lend', 'Rates change daily']) {
      expect(assumptions).toContain(words);
    }
    if (program === 'FHA') expect(assumptions).toContain('financed upfront fee of $5,250 and the monthly mortgage insurance');
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("a row's action opens the matching questionnaire", async () => {
    const { page, context } = await open(browser, baseUrl + path);
    await section(page).getByTestId('rates-refinance').getByRole('link').first().click();
    await page.waitForURL((url) => url.pathname === '/quote-landing' && url.searchParams.get('type') === 'refinance');
    await context.close();
  });
});

describe('rates older than RATES_MAX_AGE_DAYS', () => {
  const browser = useBrowser();
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServerProcess({ env: { RATES_MAX_AGE_DAYS: '0' } });
  }, 90_000);
  afterAll(async () => {
    await server?.stop();
  });

  it.each(['/', '/mortgage-types/FHA-loan'])('hide the whole section on %s, and the page is otherwise whole', async (path) => {
    const { page, context } = await open(browser, server.baseUrl + path);
    expect(await section(page).count()).toBe(0);
    expect(await page.getByTestId('rates-assumptions').count()).toBe(0);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    await context.close();
  });

  it('are hidden in the HTML the server sends too', async () => {
    const html = await (await fetch(server.baseUrl + '/')).text();
    expect(html).not.toContain('todays-rates');
    const fresh = await (await fetch(baseUrl + '/')).text();
    expect(fresh).toContain('data-section="todays-rates"');
  });
});

describe('a program without daily rates', () => {
  const browser = useBrowser();
  it('has no rates section', async () => {
    const { page, context } = await open(browser, baseUrl + '/mortgage-types/jumbo-loan');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Jumbo Loan');
    expect(await section(page).count()).toBe(0);
    await context.close();
  });
});

describe("the calculators' dated rate", () => {
  const browser = useBrowser();
  const dated = /as of [A-Z][a-z]{2} \d{1,2}, \d{4}/;

  it('the mortgage calculator says which rate it starts from and its date', async () => {
    const { page, context } = await open(browser, baseUrl + '/mortgage-calculator');
    const note = (await page.getByTestId('todays-rate').textContent())!;
    expect(note).toMatch(/^Today’s rate, as of [A-Z][a-z]{2} \d{1,2}, \d{4}: 6\.375% \(30-year fixed purchase rate\)/);
    await context.close();
  });

  it("the debt consolidator starts from the term's home-equity rate, dated", async () => {
    const { page, context } = await open(browser, baseUrl + '/debt-consolidator');
    const hint = page.getByTestId('rate-source');
    expect(await hint.textContent()).toMatch(new RegExp(`^Today’s 30-year home-equity rate, ${dated.source}`));
    expect(await page.getByRole('textbox', { name: 'Interest rate', exact: true }).inputValue()).toBe('8.5');
    await page.getByText('10 yrs', { exact: true }).click();
    expect(await hint.textContent()).toBe('A typical rate; edit it if you were quoted another');
    await context.close();
  });
});
