import { describe, expect, it } from 'vitest';
import { useBrowser, openPage, waitForHydration, itIsAxeClean } from '../support/browser';
import { routerDataIn } from '../support/router-data';
import { sharedSiteUrl } from '../support/shared-site';

const baseUrl = sharedSiteUrl();

/** Every route of the site and the funnels with the title it answers with. */
const routeTitles: [path: string, title: string][] = [
  ['/', 'Harborpoint Mortgage | Your Brokered Home Loan'],
  ['/mortgage-types', 'Mortgage Types | Harborpoint Mortgage'],
  ['/mortgage-types/FHA-loan', 'FHA Loan | Loan Details | Harborpoint Mortgage'],
  ['/get-brokered-rate/', 'Get a Brokered Rate | Harborpoint Mortgage'],
  ['/get-brokered-rate/michigan', 'Get a Brokered Rate | Harborpoint Mortgage'],
  ['/vet-rate/start', 'Get a Vet Rate | Harborpoint Mortgage'],
  ['/agents', 'Our Brokers | Harborpoint Mortgage'],
  ['/agent/sarah-okafor', 'Sarah Okafor | Broker Profile | Harborpoint Mortgage'],
  ['/our-brokers/sarah-okafor', 'Sarah Okafor | Broker Profile | Harborpoint Mortgage'],
  ['/disclosures', 'Disclosures | Harborpoint Mortgage'],
  ['/privacy-policy', 'Privacy Policy | Harborpoint Mortgage'],
  ['/opportunities', 'Hiring Application | Harborpoint Mortgage'],
  ['/information-removal', 'Removal Request | Harborpoint Mortgage'],
  ['/start-iframe-page', 'Get Your Quote | Harborpoint Mortgage'],
  ['/calculators', 'Our Calculators | Harborpoint Mortgage'],
  ['/mortgage-calculator', 'Mortgage Calculator | Harborpoint Mortgage'],
  ['/loan-estimator', 'Loan Estimator | Harborpoint Mortgage'],
  ['/debt-consolidator', 'Debt Consolidator | Harborpoint Mortgage'],
  ['/quote-landing', 'Get Your Quote | Harborpoint Mortgage'],
  ['/quote-landing-vetlife', 'VetLife | Harborpoint Mortgage'],
];

describe('every route, server-rendered', () => {
  it.each(routeTitles)('%s answers 200 with its title in the HTML', async (path, title) => {
    const response = await fetch(baseUrl + path);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>${title.replaceAll("'", '&#39;')}</title>`);
    expect(html).toMatch(/<meta property="og:title" content="[^"]+">/);
    expect(html).toMatch(/<meta name="description" content="[^"]+">/);
    expect(html).toMatch(/<div id="root">.*<main/s);
  });

  it.each(['/no-such-page', '/mortgage-types/not-a-program', '/agent/nobody-at-all', '/our-brokers/nobody'])(
    '%s is the Not Found page with status 404',
    async (path) => {
      const response = await fetch(baseUrl + path);
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).toContain('Page Not Found.');
      expect(html).toContain('<title>Page Not Found | Harborpoint Mortgage</title>');
    },
  );

  it('serialises preloaded data so content cannot close the script element', async () => {
    const html = await (await fetch(`${baseUrl}/agents`)).text();
    const script = /<script type="application\/json" id="router-data">(.*?)<\/script>/s.exec(html);
    expect(script).not.toBeNull();
    expect(script![1]).not.toMatch(/<\/script/i);
    expect(routerDataIn(html).loaderData['brokers-page']).toBeTruthy();
  });
});

describe('in Chromium', () => {
  const browser = useBrowser();

  it('hydrates without a second data request and without console errors', async () => {
    const { page, consoleErrors, context } = await openPage(browser);
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
    });
    await page.goto(`${baseUrl}/agent/sarah-okafor`);
    await waitForHydration(page);
    await expect(page.locator('h1').textContent()).resolves.toBe('Sarah Okafor');
    expect(apiCalls).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('shows a broker profile and the disclosures with their og: tags when JavaScript is off', async () => {
    const { page, context } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(`${baseUrl}/agent/sarah-okafor`);
    await expect(page.locator('h1').textContent()).resolves.toBe('Sarah Okafor');
    await expect(page.getByText('What I love about my job').count()).resolves.toBe(1);
    expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toMatch(/\/media\/brokers\/sarah-okafor-social\.jpg$/);
    await page.goto(`${baseUrl}/disclosures`);
    await expect(page.locator('h1').textContent()).resolves.toBe('Disclosures');
    expect(await page.locator('.rich-text table tr').count()).toBeGreaterThan(8);
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe('Disclosures | Harborpoint Mortgage');
    await context.close();
  });

  it('loads only the code of the route it shows', async () => {
    const { page, context } = await openPage(browser);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${baseUrl}/disclosures`);
    await waitForHydration(page);
    expect(scripts.some((path) => path.includes('disclosures-page'))).toBe(true);
    expect(scripts.some((path) => path.includes('broker-profile-page') || path.includes('program-detail-page'))).toBe(false);
    await context.close();
  });

  itIsAxeClean(browser, baseUrl, ['/', '/disclosures', '/privacy-policy', '/no-such-page']);
});
