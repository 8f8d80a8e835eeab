import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { englishIn, englishTexts } from '../support/english-texts';
import { itIsAxeClean, openPage, useBrowser, waitForHydration } from '../support/browser';
import { sharedSiteUrl } from '../support/shared-site';

const baseUrl = sharedSiteUrl();

/** One page of each kind; the sitemap adds every program and every loan officer below. */
const spanishRoutes = [
  '/es',
  '/es/mortgage-types',
  '/es/mortgage-types/FHA-loan',
  '/es/get-brokered-rate/',
  '/es/vet-rate/start',
  '/es/agents',
  '/es/agent/sarah-okafor',
  '/es/disclosures',
  '/es/privacy-policy',
  '/es/opportunities',
  '/es/information-removal',
  '/es/start-iframe-page',
  '/es/calculators',
  '/es/mortgage-calculator',
  '/es/loan-estimator',
  '/es/debt-consolidator',
  '/es/quote-landing?type=purchase',
  '/es/quote-landing?type=refinance',
  '/es/quote-landing?type=cashOut',
  '/es/quote-landing-vetlife',
  '/es/no-such-page',
];

/**
 * The page's text in Spanish parts only: text nodes and the texts of labels, alternatives and titles, with
 * anything inside an element marked `lang="en"` left out (content shown in English because it has no
 * Spanish version yet, a review written in English, the language switch's "English").
 */
async function spanishTextOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    const inSpanish = (element: Element | null) => !element || !(element.closest('[lang]')?.getAttribute('lang') ?? 'es').startsWith('en');
    const texts: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript, template')) continue;
      if (inSpanish(parent)) texts.push(node.textContent ?? '');
    }
    for (const element of document.body.querySelectorAll('[aria-label], [alt], [title], [placeholder]')) {
      if (!inSpanish(element)) continue;
      for (const name of ['aria-label', 'alt', 'title', 'placeholder']) {
        const value = element.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    const description = document.querySelector('meta[name="description"]')?.getAttribute('content');
    if (description) texts.push(description);
    return texts.join('\n');
  });
}

async function sitemapSpanishPaths(): Promise<string[]> {
  const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname).filter((path) => path === '/es' || path.startsWith('/es/'));
}

describe('the Spanish site', () => {
  const browser = useBrowser();
  const english = englishTexts();

  it('has English texts to look for (the catalogs were found)', () => {
    expect(english.length).toBeGreaterThan(200);
  });

  it('answers every Spanish page in the sitemap in Spanish, as the server sends it', async () => {
    const paths = [...new Set([...(await sitemapSpanishPaths()), ...spanishRoutes])];
    expect(paths.length).toBeGreaterThan(30);
    const { page, context } = await openPage(browser, { javaScriptEnabled: false });
    const found: string[] = [];
    for (const path of paths) {
      const response = await page.goto(baseUrl + path);
      expect(response?.status(), path).toBe(path.endsWith('no-such-page') ? 404 : 200);
      expect(await page.getAttribute('html', 'lang'), path).toBe('es');
      for (const text of englishIn(await spanishTextOf(page), english)) found.push(`${path}: ${text}`);
    }
    await context.close();
    expect(found).toEqual([]);
  });

  it.each(spanishRoutes)('%s shows no English once it has hydrated', async (path) => {
    const { page, context, consoleErrors } = await openPage(browser, { width: 390, height: 844 });
    await page.goto(baseUrl + path);
    await waitForHydration(page);
    // A funnel's first question arrives after hydration.
    if (path.includes('quote-landing')) await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(englishIn(await spanishTextOf(page), english)).toEqual([]);
    expect(consoleErrors.filter((error) => !/status of 404/.test(error))).toEqual([]);
    await context.close();
  });

  it('names the page itself as canonical and its twins in both languages', async () => {
    const html = await (await fetch(`${baseUrl}/es/mortgage-types/FHA-loan`)).text();
    expect(html).toContain('<html lang="es">');
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/es\/mortgage-types\/FHA-loan">/);
    expect(html).toMatch(/<link rel="alternate" hreflang="en" href="http:\/\/[^"]+\/mortgage-types\/FHA-loan">/);
    expect(html).toMatch(/<link rel="alternate" hreflang="es" href="http:\/\/[^"]+\/es\/mortgage-types\/FHA-loan">/);
    expect(html).toMatch(/<link rel="alternate" hreflang="x-default" href="http:\/\/[^"]+\/mortgage-types\/FHA-loan">/);
    const english = await (await fetch(`${baseUrl}/mortgage-types/FHA-loan`)).text();
    expect(english).toContain('<html lang="en">');
    expect(english).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/mortgage-types\/FHA-loan">/);
  });

  it('switches language on the same page, query included, and back', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${baseUrl}/agents?state=TX`);
    await waitForHydration(page);
    await page.locator('footer [data-language-switch]').click();
    await page.waitForURL(/\/es\/agents\?state=TX$/);
    expect(await page.getAttribute('html', 'lang')).toBe('es');
    await waitForHydration(page);
    await page.locator('footer [data-language-switch]').click();
    await page.waitForURL(/\/agents\?state=TX$/);
    expect(new URL(page.url()).pathname).toBe('/agents');
    await context.close();
  });

  itIsAxeClean(browser, baseUrl, ['/es', '/es/agents', '/es/mortgage-calculator', '/es/get-brokered-rate/', '/es/quote-landing?type=purchase'], 390);
});
