import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../api/config/project-root';
import type { ContentBundle } from '../../app/domain/content/content-types';
import { useBrowser, openPage, waitForHydration, itIsAxeClean } from '../support/browser';
import { sharedSiteUrl } from '../support/shared-site';

const baseUrl = sharedSiteUrl();
const content = JSON.parse(readFileSync(join(projectRoot, 'content/sample-content.json'), 'utf8')) as ContentBundle;
const programKeys = ['conventional-mortgage', 'FHA-loan', 'VA-loan', 'jumbo-loan', 'home-equity-loan', 'HELOC-loan', 'DSCR-loans', 'bank-statement-loan', 'reverse-mortgage'];
const productOf = (key: string) => content.products.find((product) => product.productKey === key)!;
const decode = (text: string) => text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))).replace(/&amp;/g, '&');

describe('program pages, server-rendered', () => {
  it('the sample content has exactly the nine program keys', () => {
    expect(content.products.map((product) => product.productKey).sort()).toEqual([...programKeys].sort());
  });

  it.each(programKeys)('/mortgage-types/%s answers 200 with its H1, CTAs, description and canonical link', async (key) => {
    const product = productOf(key);
    const response = await fetch(`${baseUrl}/mortgage-types/${key}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const h1 = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1];
    expect(decode(h1 ?? '')).toBe(product.productName);
    expect(html).toContain(`<title>${product.productName.replace(/'/g, '&#39;')} | Loan Details | Harborpoint Mortgage</title>`);
    expect(html).toContain(`<link rel="canonical" href="${baseUrl}/mortgage-types/${key}">`);
    expect(decode(html)).toContain(product.primaryCtaLabel);
    expect(decode(html)).toContain(product.secondaryCtaLabel);
    const description = /data-program-description="true"[^>]*>([\s\S]*?)<\/div><\/div><aside/.exec(html)?.[1] ?? '';
    expect(description).toMatch(/<h2>/);
    expect(description).not.toMatch(/<script/i);
    if (key !== 'bank-statement-loan') expect(html).toContain('href="/mortgage-types/bank-statement-loan"');
    if (key !== 'HELOC-loan') expect(html).toContain('href="/mortgage-types/HELOC-loan"');
  });

  it('matches a key in another case, naming the content key as canonical', async () => {
    const response = await fetch(`${baseUrl}/mortgage-types/fha-LOAN`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(`<link rel="canonical" href="${baseUrl}/mortgage-types/FHA-loan">`);
  });

  it.each(['/mortgage-types/not-a-program', '/mortgage-types/reverse', '/mortgage-types/%3Cscript%3E'])('%s is the Not Found page with status 404', async (path) => {
    const response = await fetch(baseUrl + path);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page Not Found.');
  });

  it('the list has a card with Learn More for every program, and the Jump ahead links', async () => {
    const html = await (await fetch(`${baseUrl}/mortgage-types`)).text();
    for (const key of programKeys) {
      expect(html).toContain(`href="/mortgage-types/${key}"`);
      expect(html).toContain(`href="#program-${key}"`);
    }
    expect(html.match(/>Learn More<span class="sr-only"> about /g)).toHaveLength(9);
  });
});

describe.each([1280, 375] as const)('programs in Chromium at %i px', (width) => {
  const browser = useBrowser();

  it("shows the 'Jump ahead' list only on a phone, and it leads to the card", async () => {
    const { page, context, consoleErrors } = await openPage(browser, { width });
    await page.goto(`${baseUrl}/mortgage-types`);
    await waitForHydration(page);
    const jump = page.getByRole('navigation', { name: 'Jump ahead' });
    expect(await jump.isVisible()).toBe(width === 375);
    expect(await page.getByRole('link', { name: /^Learn More about / }).count()).toBe(9);
    if (width === 375) {
      await jump.getByRole('link', { name: 'Reverse Mortgage' }).click();
      await expect.poll(() => page.evaluate(() => location.hash)).toBe('#program-reverse-mortgage');
      const top = await page.locator('#program-reverse-mortgage').evaluate((element) => element.getBoundingClientRect().top);
      expect(top).toBeGreaterThanOrEqual(60);
      expect(top).toBeLessThan(200);
    }
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('shows 6 skeleton cards while the list loads on client-side navigation, then takes programs from the loaded list', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { width });
    await page.goto(`${baseUrl}/`);
    await waitForHydration(page);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/products', async (route) => {
      await released;
      await route.continue();
    });
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      // Program requests only: a program page also loads today's rates, which the list does not hold.
      if (new URL(request.url()).pathname.startsWith('/api/product')) apiCalls.push(new URL(request.url()).pathname);
    });
    await page.getByRole('link', { name: 'Compare all mortgage types' }).click();
    await page.waitForURL('**/mortgage-types');
    const skeleton = page.getByTestId('programs-skeleton');
    await skeleton.waitFor();
    expect(await skeleton.locator('[data-skeleton-card]').count()).toBe(6);
    expect(await page.locator('h1').textContent()).toBe('Mortgage Types');
    release();
    await page.getByRole('link', { name: 'Learn More about VA Loan' }).waitFor();
    expect(await skeleton.count()).toBe(0);

    await page.getByRole('link', { name: 'Learn More about VA Loan' }).click();
    await page.waitForURL('**/mortgage-types/VA-loan');
    await expect.poll(() => page.locator('h1').textContent()).toBe('VA Loan');
    await expect.poll(() => page.title()).toBe('VA Loan | Loan Details | Harborpoint Mortgage');
    // Taken from the loaded list: no request by key.
    expect(apiCalls).toEqual(['/api/products']);
    // A link inside the description navigates in place.
    await page.getByRole('link', { name: 'Bank Statement Loan' }).first().click();
    await page.waitForURL('**/mortgage-types/bank-statement-loan');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Bank Statement Loan');
    expect(apiCalls).toEqual(['/api/products']);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('fetches a program by its key when the list is not loaded', async () => {
    const { page, context } = await openPage(browser, { width });
    await page.goto(`${baseUrl}/mortgage-types/FHA-loan`);
    await waitForHydration(page);
    const requests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) requests.push(decodeURIComponent(new URL(request.url()).search));
    });
    await page.getByRole('complementary').getByRole('link', { name: 'HELOC' }).click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('HELOC');
    expect(requests).toEqual(['?fields.productKey=HELOC-loan']);
    await context.close();
  });

  it('has the two calls to action, worded per program, leading where the program fits and naming the program', async () => {
    const { page, context } = await openPage(browser, { width });
    for (const [key, primary, secondary] of [
      ['FHA-loan', '/quote-landing?type=purchase&program=FHA-loan', '/agent/sarah-okafor'],
      ['VA-loan', '/vet-rate/?program=VA-loan', '/agent/emily-carter-hughes'],
      ['HELOC-loan', '/quote-landing?type=cashOut&program=HELOC-loan', '/agent/kevin-nguyen'],
      ['reverse-mortgage', '/get-brokered-rate/?brokerFirstName=Rachel&brokerLastName=Goldberg&program=reverse-mortgage', '/agent/rachel-goldberg'],
    ] as const) {
      await page.goto(`${baseUrl}/mortgage-types/${key}`);
      const product = productOf(key);
      const primaryLink = page.locator('[data-cta="primary"]');
      const secondaryLink = page.locator('[data-cta="secondary"]');
      expect(await primaryLink.textContent()).toBe(product.primaryCtaLabel);
      expect(await primaryLink.getAttribute('href')).toBe(primary);
      expect(await secondaryLink.textContent()).toBe(product.secondaryCtaLabel);
      expect(await secondaryLink.getAttribute('href')).toBe(secondary);
    }
    await context.close();
  });

  it("plays, pauses, ends with replay, and seeks the broker's audio (keyboard included)", async () => {
    const { page, context, consoleErrors } = await openPage(browser, { width });
    await page.goto(`${baseUrl}/mortgage-types/FHA-loan`);
    await waitForHydration(page);
    const player = page.locator('[data-audio-status]');
    const slider = player.getByRole('slider');
    const audioTime = () => player.locator('audio').evaluate((audio: HTMLAudioElement) => audio.currentTime);
    await expect.poll(() => slider.isDisabled()).toBe(false);
    expect(await slider.getAttribute('aria-valuetext')).toMatch(/^0:00 of 0:\d\d$/);

    await player.getByRole('button', { name: /^Play: Sarah Okafor/ }).click();
    await expect.poll(() => player.getAttribute('data-audio-status')).toBe('playing');
    await expect.poll(audioTime).toBeGreaterThan(0);
    await player.getByRole('button', { name: /^Pause: / }).click();
    await expect.poll(() => player.getAttribute('data-audio-status')).toBe('paused');

    // Seek with the keyboard.
    await slider.focus();
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(audioTime).toBeCloseTo(2, 0);
    expect(await slider.getAttribute('aria-valuetext')).toMatch(/^0:02 of /);

    // Near the end, play on to the end: the replay state.
    await player.locator('audio').evaluate((audio: HTMLAudioElement) => {
      audio.currentTime = audio.duration - 0.4;
    });
    await player.getByRole('button', { name: /^Play: / }).click();
    await expect.poll(() => player.getAttribute('data-audio-status')).toBe('ended');
    const replay = player.getByRole('button', { name: /^Replay: / });
    expect(await replay.count()).toBe(1);
    await replay.click();
    await expect.poll(() => player.getAttribute('data-audio-status')).toBe('playing');
    expect(await audioTime()).toBeLessThan(2);
    await player.getByRole('button', { name: /^Pause: / }).click();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  itIsAxeClean(browser, baseUrl, ['/mortgage-types', '/mortgage-types/FHA-loan'], width);
});

describe('programs and reviews loaded once are not fetched again', () => {
  const browser = useBrowser();

  /** Counts the list and reviews requests, and notes whether the programs skeleton ever shows from now on. */
  async function watch(page: Page) {
    const calls = { products: 0, reviews: 0 };
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path === '/api/products') calls.products++;
      if (path === '/api/getGoogleReviews') calls.reviews++;
    });
    const skeletonSeen = async () => page.evaluate(() => (window as unknown as { skeletonSeen?: boolean }).skeletonSeen === true);
    const watchSkeleton = () =>
      page.evaluate(() => {
        const flag = window as unknown as { skeletonSeen?: boolean };
        flag.skeletonSeen = false;
        new MutationObserver(() => {
          if (document.querySelector('[data-testid="programs-skeleton"]')) flag.skeletonSeen = true;
        }).observe(document.body, { childList: true, subtree: true });
      });
    return { calls, skeletonSeen, watchSkeleton };
  }

  const home = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Harborpoint Mortgage' }).click();
  const programsFromHome = (page: Page) => page.getByRole('link', { name: 'Compare all mortgage types' }).click();
  const reviewsHeading = (page: Page) => page.getByRole('heading', { name: 'What our clients say' });

  it('home → programs → home → programs: one list request, no skeleton on the way back, the reviews never fetched', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { width: 1280 });
    const { calls, skeletonSeen, watchSkeleton } = await watch(page);
    await page.goto(`${baseUrl}/`);
    await waitForHydration(page);
    await programsFromHome(page);
    await page.getByRole('link', { name: 'Learn More about VA Loan' }).waitFor();
    expect(calls.products).toBe(1);

    await home(page);
    await page.waitForURL(`${baseUrl}/`);
    // The reviews the server rendered are shown again as they were.
    await reviewsHeading(page).waitFor();
    await watchSkeleton();
    await programsFromHome(page);
    await page.waitForURL('**/mortgage-types');
    await page.getByRole('link', { name: 'Learn More about VA Loan' }).waitFor();
    expect(await page.getByRole('link', { name: /^Learn More about / }).count()).toBe(9);
    expect(await skeletonSeen()).toBe(false);
    expect(calls).toEqual({ products: 1, reviews: 0 });
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('reviews the browser fetched once are shown again at once; a list the server rendered comes back without a request', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { width: 1280 });
    const { calls, skeletonSeen, watchSkeleton } = await watch(page);
    await page.goto(`${baseUrl}/mortgage-types`);
    await waitForHydration(page);

    // Server-rendered list → a program → the list again: the cards come back with no request and no skeleton.
    await watchSkeleton();
    await page.getByRole('link', { name: 'Learn More about FHA Loan' }).click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('FHA Loan');
    await page.getByRole('link', { name: 'All mortgage types' }).click();
    await page.waitForURL('**/mortgage-types');
    await page.getByRole('link', { name: 'Learn More about VA Loan' }).waitFor();
    expect(await skeletonSeen()).toBe(false);
    expect(calls).toEqual({ products: 0, reviews: 0 });

    await home(page);
    await reviewsHeading(page).waitFor();
    expect(calls.reviews).toBe(1);
    await programsFromHome(page);
    await page.waitForURL('**/mortgage-types');
    await home(page);
    await page.waitForURL(`${baseUrl}/`);
    await reviewsHeading(page).waitFor();
    expect(calls).toEqual({ products: 1, reviews: 1 });
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

