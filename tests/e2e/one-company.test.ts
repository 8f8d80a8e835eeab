import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { currentQuestion, freshSession } from '../../engine';
import { company } from '../../app/domain/company';
import { seriousAxeViolations, openPage } from '../support/browser';
import { expectHeading, flowFile, open, walkFlow, useFunnelSite, submitQuoteContact } from './funnels-support';

/**
 * One company on every screen a visitor passes through: the home page, the quote funnel's questions,
 * its contact step and its thank-you wear the site's own mark (or a funnel variant of it) and show one
 * phone number, the company's; the funnel header names the company's licence number.
 */
const { server, browser } = useFunnelSite();

const LOGO_FAMILY = [company.logo, company.quoteLogo, company.vetLifeLogo];
const PHONE_TEXT = /\(\d{3}\) \d{3}-\d{4}|\b\d{3}[-.]\d{3}[-.]\d{4}\b/g;

/** Every logo image in the region (its src names a logo), as paths. */
async function logosIn(region: Locator): Promise<string[]> {
  const sources = await region.locator('img').evaluateAll((images) => images.map((image) => new URL((image as HTMLImageElement).src).pathname));
  return sources.filter((src) => /logo/i.test(src));
}

/** The phone numbers the region shows as text, and where its call links dial. */
async function phonesIn(region: Locator): Promise<{ shown: string[]; dialled: string[] }> {
  const text = (await region.allInnerTexts()).join('\n');
  const dialled = await region.locator('a[href^="tel:"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  return { shown: [...new Set(text.match(PHONE_TEXT) ?? [])], dialled: [...new Set(dialled)] };
}

async function expectOneCompany(page: Page, regions: Locator[], width: number, label: string): Promise<void> {
  const logos: string[] = [];
  const shown = new Set<string>();
  const dialled = new Set<string>();
  for (const region of regions) {
    logos.push(...(await logosIn(region)));
    const phones = await phonesIn(region);
    phones.shown.forEach((phone) => shown.add(phone));
    phones.dialled.forEach((href) => dialled.add(href));
  }
  expect(logos.length, `${label} at ${width}px shows a logo`).toBeGreaterThan(0);
  for (const logo of logos) expect(LOGO_FAMILY, `${label} at ${width}px`).toContain(logo);
  expect([...shown], `${label} at ${width}px`).toEqual([company.phone]);
  expect([...dialled], `${label} at ${width}px`).toEqual([company.phoneHref]);
  // Nothing is pushed off the side of a phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  expect(await seriousAxeViolations(page), `${label} at ${width}px`).toEqual([]);
}

/** The funnel header: its logo, the licence number and the call link, both visible and side by side. */
async function expectFunnelHeader(page: Page, logo: string, width: number): Promise<void> {
  const header = page.getByRole('banner');
  expect(await logosIn(header)).toEqual([logo]);
  const nmls = header.getByText(`NMLS #${company.nmlsId}`, { exact: true });
  const call = header.getByRole('link', { name: `Call ${company.phone}` });
  expect(await nmls.isVisible()).toBe(true);
  expect(await call.isVisible()).toBe(true);
  const [nmlsBox, callBox] = [(await nmls.boundingBox())!, (await call.boundingBox())!];
  const overlap = nmlsBox.x < callBox.x + callBox.width && callBox.x < nmlsBox.x + nmlsBox.width && nmlsBox.y < callBox.y + callBox.height && callBox.y < nmlsBox.y + nmlsBox.height;
  expect(overlap, `the NMLS number covers the phone at ${width}px`).toBe(false);
  expect(callBox.x + callBox.width).toBeLessThanOrEqual(width);
  expect(await call.getAttribute('href')).toBe(company.phoneHref);
}

describe('one company from the home page to the thank-you', () => {
  it.each([390, 1280])('home, the question screen, the contact step and the thank-you at %i px', async (width) => {
    const { page, context, consoleErrors } = await openPage(browser, { width, height: 844 });

    await open(page, `${server.baseUrl}/`);
    // The site's own header and footer (brokers' cards further down carry the brokers' own numbers).
    await expectOneCompany(page, [page.getByRole('banner'), page.getByRole('contentinfo')], width, 'home');

    await open(page, `${server.baseUrl}/quote-landing?type=purchase`);
    const flow = flowFile('purchase');
    await expectHeading(page, currentQuestion(flow, freshSession(flow, 'purchase'))!.question.title);
    await expectFunnelHeader(page, company.quoteLogo, width);
    await expectOneCompany(page, [page.locator('body')], width, 'question');

    await walkFlow(page, flow, 'purchase');
    await expectFunnelHeader(page, company.quoteLogo, width);
    await expectOneCompany(page, [page.locator('body')], width, 'contact step');

    await submitQuoteContact(page);
    await expectHeading(page, 'Thank You!');
    await expectFunnelHeader(page, company.quoteLogo, width);
    // The thank-you names who will call with their own direct line, on purpose; everything else is the company's.
    await page.getByRole('region', { name: 'Who will call you' }).waitFor();
    await expectOneCompany(page, [page.getByRole('banner'), page.getByRole('contentinfo'), page.locator('main section > p')], width, 'thank-you');
    expect(consoleErrors).toEqual([]);
    await context.close();
  }, 120_000);

  it('VetLife wears its variant of the mark and the same number and licence', async () => {
    const { page, context } = await openPage(browser, { width: 390, height: 844 });
    await open(page, `${server.baseUrl}/quote-landing-vetlife`);
    await expectFunnelHeader(page, company.vetLifeLogo, 390);
    expect(await page.getByRole('banner').getByRole('img').getAttribute('alt')).toBe(`VetLife · by ${company.name}`);
    await expectOneCompany(page, [page.locator('body')], 390, 'VetLife landing');
    await context.close();
  });

  it("the funnels' logos are the site's mark: the same lighthouse, name and colours", async () => {
    const svg = async (path: string) => (await fetch(server.baseUrl + path)).text();
    const site = await svg(company.logo);
    const mark = /<g transform="[^"]*">.*?<\/g>/.exec(site)?.[0];
    expect(mark).toBeDefined();
    const quote = await svg(company.quoteLogo);
    const vetLife = await svg(company.vetLifeLogo);
    for (const logo of [quote, vetLife]) {
      expect(logo).toContain(mark!);
      expect(logo).toContain('Harborpoint');
      expect(logo).not.toMatch(/<path d="M 14 13 L 14 32|star/i);
    }
    expect(vetLife).toContain(`<title id="t">VetLife · by ${company.name}</title>`);
    expect(vetLife).toContain('BY HARBORPOINT MORTGAGE');
  });
});
