import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { company } from '../../app/domain/company';
import { brokeredRatePath, telHref } from '../../app/features/brokers/broker-paths';
import { brokerFullName } from '../../app/features/brokers/featured-brokers';
import { useBrowser, openPage, seriousAxeViolations, waitForHydration } from '../support/browser';
import { sampleContent } from '../support/content-fixtures';
import { sharedSiteUrl } from '../support/shared-site';

const baseUrl = sharedSiteUrl();
const browser = useBrowser();
const sarah = sampleContent().brokers.find((broker) => broker.brokerKey === 'sarah-okafor')!;
const sarahName = brokerFullName(sarah);

const pages = [
  { label: 'home', path: '/', rate: '/get-brokered-rate/', rateName: 'Get a brokered rate', call: company.phoneHref, callName: `Call ${company.name} ${company.phone}` },
  { label: 'a program', path: '/mortgage-types/FHA-loan', rate: '/get-brokered-rate/', rateName: 'Get a brokered rate', call: company.phoneHref, callName: `Call ${company.name} ${company.phone}` },
  {
    label: 'a broker profile',
    path: '/agent/sarah-okafor',
    rate: brokeredRatePath(sarah),
    rateName: `Get a brokered rate from ${sarahName}`,
    call: telHref(sarah.phoneNumber),
    callName: `Call ${sarahName} ${sarah.phoneNumber}`,
  },
];

const bar = (page: Page) => page.locator('[data-phone-action-bar]');

/** Lets the page's observers report: two frames and a task after the last scroll. */
const settle = (page: Page) => page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0)))));

/** Scrolls until the page's hero (the header or section holding its h1) is just above the top of the window. */
async function scrollPastHero(page: Page): Promise<void> {
  await page.evaluate(() => {
    const hero = document.querySelector('main h1')!.closest('header, section')!;
    window.scrollBy(0, hero.getBoundingClientRect().bottom + 10);
  });
}

/** Whether focus() can land on any of the region's links. */
const canFocusAny = (region: Locator) =>
  region.locator('a').evaluateAll((links) => links.some((link) => ((link as HTMLElement).focus(), document.activeElement === link)));

describe('the phone action bar', () => {
  it.each(pages)('is in the server HTML of $label, hidden', async ({ path }) => {
    const html = await (await fetch(baseUrl + path)).text();
    expect(html).toMatch(/<nav aria-label="Quick actions" hidden=""/);
  });

  it.each(pages)('on $label at 390 px: hidden with the hero on screen, then shows its two actions', async ({ path, rate, rateName, call, callName }) => {
    const { page, context, consoleErrors } = await openPage(browser, { width: 390, height: 844 });
    await page.goto(baseUrl + path);
    await waitForHydration(page);
    await settle(page);
    expect(await bar(page).isVisible()).toBe(false);
    expect(await canFocusAny(bar(page))).toBe(false);

    await scrollPastHero(page);
    await bar(page).waitFor({ state: 'visible' });
    const nav = page.getByRole('navigation', { name: 'Quick actions' });
    const rateLink = nav.getByRole('link', { name: rateName, exact: true });
    const callLink = nav.getByRole('link', { name: callName, exact: true });
    expect(await rateLink.getAttribute('href')).toBe(rate);
    expect(await callLink.getAttribute('href')).toBe(call);
    for (const link of [rateLink, callLink]) {
      const box = (await link.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
    // Fixed to the bottom of the window, and the page makes room for it at its end.
    await expect.poll(async () => Math.round((await bar(page).boundingBox())!.y + (await bar(page).boundingBox())!.height)).toBe(844);
    const barHeight = (await bar(page).boundingBox())!.height;
    expect(await page.evaluate(() => parseFloat(getComputedStyle(document.body).paddingBottom))).toBeGreaterThanOrEqual(barHeight);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The end of the page (the footer's last line) is not under the bar.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footerEnd = await page.getByRole('contentinfo').evaluate((footer) => footer.getBoundingClientRect().bottom);
    expect(footerEnd).toBeLessThanOrEqual((await bar(page).boundingBox())!.y + 1);

    // Back at the top it hides again and takes no focus.
    await page.evaluate(() => window.scrollTo(0, 0));
    await bar(page).waitFor({ state: 'hidden' });
    expect(await canFocusAny(bar(page))).toBe(false);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it.each(pages)('never shows on $label at 1280 px', async ({ path }) => {
    const { page, context } = await openPage(browser, { width: 1280, height: 900 });
    await page.goto(baseUrl + path);
    await waitForHydration(page);
    await scrollPastHero(page);
    // The page has noticed the hero is gone (it marks the document); CSS still keeps the bar off a wide screen.
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-shows-action-bar'));
    expect(await bar(page).isVisible()).toBe(false);
    expect(await canFocusAny(bar(page))).toBe(false);
    expect(await page.evaluate(() => getComputedStyle(document.body).paddingBottom)).toBe('0px');
    await context.close();
  });
});

describe('the mortgage calculator pins its payment on a phone', () => {
  const pinned = (page: Page) => page.locator('[data-pinned-result]');
  const panelPayment = (page: Page) => page.getByTestId('total-monthly-payment');

  it('shows the payment while the result panel is off screen, live with the sliders, and never over the slider in use', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { width: 390, height: 844 });
    await page.goto(`${baseUrl}/mortgage-calculator`);
    await waitForHydration(page);
    expect(await pinned(page).getAttribute('aria-hidden')).toBe('true');

    await page.getByRole('region', { name: 'Your monthly payment' }).scrollIntoViewIfNeeded();
    await settle(page);
    expect(await pinned(page).isVisible()).toBe(false);

    // Back up to the sliders: the panel is below the window, so the line pins to the bottom edge.
    const price = page.getByRole('slider', { name: 'Home price', exact: true });
    await price.focus();
    await pinned(page).waitFor({ state: 'visible' });
    expect(await pinned(page).getAttribute('data-pinned-result')).toBe('bottom');
    const line = pinned(page).getByTestId('pinned-monthly-payment');
    const before = await panelPayment(page).innerText();
    expect(await line.innerText()).toBe(before);

    await page.keyboard.press('ArrowRight');
    await expect.poll(() => panelPayment(page).innerText()).not.toBe(before);
    expect(await line.innerText()).toBe(await panelPayment(page).innerText());

    const sliderBox = (await price.boundingBox())!;
    const pinnedBox = (await pinned(page).boundingBox())!;
    expect(sliderBox.y + sliderBox.height).toBeLessThanOrEqual(pinnedBox.y);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Past the panel (further down the page) the line moves under the site's header.
    await page.getByRole('heading', { name: 'More calculators' }).scrollIntoViewIfNeeded();
    await expect.poll(() => pinned(page).getAttribute('data-pinned-result')).toBe('top');
    const header = (await page.getByRole('banner').boundingBox())!;
    expect(Math.abs((await pinned(page).boundingBox())!.y - (header.y + header.height))).toBeLessThanOrEqual(1);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('is never shown at 1280 px', async () => {
    const { page, context } = await openPage(browser, { width: 1280, height: 900 });
    await page.goto(`${baseUrl}/mortgage-calculator`);
    await waitForHydration(page);
    await page.getByRole('heading', { name: 'More calculators' }).scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-shows-pinned-result'));
    expect(await pinned(page).isVisible()).toBe(false);
    await context.close();
  });
});
