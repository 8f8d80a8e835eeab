import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowser, openPage, seriousAxeViolations, waitForHydration } from '../support/browser';
import { routerDataIn } from '../support/router-data';
import { sharedSiteUrl } from '../support/shared-site';

const baseUrl = sharedSiteUrl();
const widths = [1280, 375] as const;

/** The home page's own loader data, as the server serialised it for hydration. */
function homeDataOf(html: string): { reviews: { reviews: { author_name: string; text: string }[] }; slides: { brokerKey: string; experience: string[] }[] } {
  return routerDataIn<{ loaderData: Record<string, never> }>(html).loaderData['home-page']!;
}

const reviews = (page: Page) => page.locator('section[aria-roledescription="carousel"]').filter({ has: page.locator('#reviews-heading') });
const currentReview = async (page: Page) => Number(await reviews(page).locator('[data-current="true"]').getAttribute('data-slide'));

/** Fake clock installed before the page loads (the home page's timings are checked with it), paused once hydrated. */
async function openWithClock(browser: Browser, width: number, options: { reducedMotion?: boolean } = {}) {
  const opened = await openPage(browser, { width, height: 900 });
  if (options.reducedMotion) await opened.page.emulateMedia({ reducedMotion: 'reduce' });
  await opened.page.clock.install();
  await opened.page.goto(baseUrl + '/');
  await waitForHydration(opened.page);
  await opened.page.clock.pauseAt(Date.now() + 1_000);
  // The pointer rests away from the carousel (hovering it pauses rotation).
  await opened.page.mouse.move(2, 2);
  return opened;
}

describe('home page HTML (server-rendered, first view complete)', () => {
  let html: string;
  beforeAll(async () => {
    html = await (await fetch(baseUrl + '/')).text();
  });

  it('has the hero entry paths, the promise line and every section', () => {
    for (const type of ['purchase', 'refinance', 'cashOut']) expect(html).toContain(`href="/quote-landing?type=${type}"`);
    expect(html).toContain('No SSN required. Zero impact to credit. Your information is never sold.');
    expect(html).toContain('aria-roledescription="carousel"');
    for (const section of ['reviews', 'loan-types', 'stats', 'featured-brokers', 'hiring']) expect(html).toContain(`data-section="${section}"`);
    expect(html).toContain('href="/opportunities"');
    expect(html.match(/href="\/mortgage-types\/[^"]+"/g)!.length).toBeGreaterThanOrEqual(9);
  });

  it('carries only reviews rated 4 or more, and at most 10 featured slides with their medium images', () => {
    const data = homeDataOf(html);
    expect(data.reviews.reviews.length).toBe(16);
    expect(data.reviews.reviews.some((review) => review.author_name === 'Lauren Fitzgerald')).toBe(false);
    expect(data.slides.length).toBeGreaterThan(0);
    expect(data.slides.length).toBeLessThanOrEqual(10);
    expect(data.slides.some((slide) => slide.brokerKey === 'megan-foster')).toBe(false);
    expect(html).toContain('Posted this week');
    expect(html).not.toContain('Posted in the last week');
  });
});

describe.each(widths)('home page in Chromium at %i px', (width) => {
  const browser = useBrowser();

  it('hydrates with no data request and no console error; every image has a size and a text alternative', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { width });
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
    });
    await page.goto(baseUrl + '/');
    await waitForHydration(page);
    expect(apiCalls).toEqual([]);
    const images = await page.locator('main img').evaluateAll((elements) =>
      elements.map((image) => ({ src: image.getAttribute('src'), width: image.getAttribute('width'), height: image.getAttribute('height'), alt: image.getAttribute('alt'), loading: image.getAttribute('loading') })),
    );
    expect(images.length).toBeGreaterThan(3);
    for (const image of images) {
      expect(image.width, image.src!).toBeTruthy();
      expect(image.height, image.src!).toBeTruthy();
      expect(image.alt, image.src!).not.toBeNull();
    }
    // Below the fold: the broker portraits and the hiring banner load lazily.
    expect(images.filter((image) => image.src!.includes('/media/brokers/') || image.src!.includes('hiring-banner')).every((image) => image.loading === 'lazy')).toBe(true);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('advances the reviews every 6 s and loops; the arrows are disabled during the 0.75 s transition', async () => {
    const { page, context } = await openWithClock(browser, width);
    const carousel = reviews(page);
    await carousel.scrollIntoViewIfNeeded();
    expect(await carousel.locator('[aria-roledescription="slide"]').first().getAttribute('aria-label')).toBe('1 of 16');
    expect(await currentReview(page)).toBe(1);

    await page.clock.runFor(6_000);
    await expect.poll(() => currentReview(page)).toBe(2);
    await page.clock.runFor(5_000);
    expect(await currentReview(page)).toBe(2);
    await page.clock.runFor(1_000);
    await expect.poll(() => currentReview(page)).toBe(3);
    await page.clock.runFor(800);

    const next = carousel.getByRole('button', { name: 'Next review' });
    const previous = carousel.getByRole('button', { name: 'Previous review' });
    await next.click();
    await page.mouse.move(2, 2);
    await expect.poll(() => next.getAttribute('aria-disabled')).toBe('true');
    expect(await previous.getAttribute('aria-disabled')).toBe('true');
    await next.click({ force: true });
    await page.mouse.move(2, 2);
    await page.clock.runFor(700);
    expect(await next.getAttribute('aria-disabled')).toBe('true');
    await page.clock.runFor(60);
    await expect.poll(() => next.getAttribute('aria-disabled')).toBeNull();
    expect(await currentReview(page)).toBe(4);

    // Back past the first slide: the loop goes on to the last one.
    for (let step = 0; step < 4; step++) {
      await previous.click();
      await page.clock.runFor(800);
    }
    await page.mouse.move(2, 2);
    await expect.poll(() => currentReview(page)).toBe(16);
    await next.click();
    await page.clock.runFor(800);
    await expect.poll(() => currentReview(page)).toBe(1);
    await context.close();
  });

  it('pauses while hovered, while keyboard focus is inside, and with its pause control', async () => {
    const { page, context } = await openWithClock(browser, width);
    const carousel = reviews(page);
    await carousel.scrollIntoViewIfNeeded();
    const box = (await carousel.locator('[data-current="true"]').boundingBox())!;

    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.clock.runFor(13_000);
    expect(await currentReview(page)).toBe(1);
    await page.mouse.move(2, 2);
    await page.clock.runFor(6_000);
    await expect.poll(() => currentReview(page)).toBe(2);
    await page.clock.runFor(800);

    // Keyboard focus on Next: it moves by hand and stays put while focused.
    await carousel.getByRole('button', { name: 'Next review' }).focus();
    await page.keyboard.press('Enter');
    await page.clock.runFor(13_000);
    expect(await currentReview(page)).toBe(3);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await page.locator('h1').click();

    const pause = carousel.getByRole('button', { name: 'Pause automatic rotation' });
    await pause.click();
    await page.mouse.move(2, 2);
    await page.locator('h1').click();
    await page.clock.runFor(13_000);
    expect(await currentReview(page)).toBe(3);
    expect(await carousel.getAttribute('data-rotating')).toBe('false');
    await carousel.getByRole('button', { name: 'Start automatic rotation' }).click();
    await page.mouse.move(2, 2);
    await page.locator('h1').click();
    await page.clock.runFor(6_000);
    await expect.poll(() => currentReview(page)).toBe(4);
    await context.close();
  });

  it('moves on a touch swipe, truncates at 250 characters with + More / - Less, and replaces a broken photo', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { width, height: 900 });
    await page.route('**/media/reviewers/jennifer-morales.webp', (route) => route.fulfill({ status: 404, body: '' }));
    await page.clock.install();
    await page.goto(baseUrl + '/');
    await waitForHydration(page);
    await page.clock.pauseAt(Date.now() + 1_000);
    const carousel = reviews(page);
    await carousel.scrollIntoViewIfNeeded();

    const first = carousel.locator('[data-slide="1"]');
    const text = first.locator('blockquote p');
    expect(Array.from((await text.textContent())!).length).toBeLessThanOrEqual(251);
    expect(await text.textContent()).toMatch(/…$/);
    await first.getByRole('button', { name: '+ More' }).click();
    expect((await text.textContent())!.length).toBeGreaterThan(400);
    expect(await first.getByRole('button', { name: '- Less' }).getAttribute('aria-expanded')).toBe('true');
    await first.getByRole('button', { name: '- Less' }).click();
    expect(await text.textContent()).toMatch(/…$/);
    expect(await first.textContent()).toContain('Posted this week');
    expect(await carousel.locator('[data-slide="3"]').textContent()).toContain('Posted a week ago');

    // Jennifer's photo fails: the default photo stands in.
    await expect.poll(() => first.locator('figcaption img').getAttribute('src')).toBe('/media/reviewers/default-profile.webp');

    // Swipe left with a finger: the next review.
    await page.mouse.move(2, 2);
    const viewport = carousel.locator('.touch-pan-y');
    const area = (await viewport.boundingBox())!;
    const y = area.y + 40;
    await viewport.dispatchEvent('pointerdown', { pointerType: 'touch', pointerId: 7, clientX: area.x + area.width - 30, clientY: y, isPrimary: true });
    await viewport.dispatchEvent('pointerup', { pointerType: 'touch', pointerId: 7, clientX: area.x + 30, clientY: y + 5, isPrimary: true });
    await expect.poll(() => currentReview(page)).toBe(2);
    await page.clock.runFor(800);
    await viewport.dispatchEvent('pointerdown', { pointerType: 'touch', pointerId: 8, clientX: area.x + 30, clientY: y, isPrimary: true });
    await viewport.dispatchEvent('pointerup', { pointerType: 'touch', pointerId: 8, clientX: area.x + area.width - 30, clientY: y, isPrimary: true });
    await expect.poll(() => currentReview(page)).toBe(1);
    expect(consoleErrors.filter((error) => !error.includes('404'))).toEqual([]);
    await context.close();
  });

  it("shows the default photo for the content's reviewer whose photo is missing", async () => {
    const { page, context } = await openWithClock(browser, width);
    const carousel = reviews(page);
    const next = carousel.getByRole('button', { name: 'Next review' });
    for (let step = 0; step < 10; step++) {
      await next.click();
      await page.clock.runFor(800);
    }
    const brian = carousel.locator('[aria-roledescription="slide"]').filter({ hasText: 'Brian Kowalski' });
    await expect.poll(() => brian.locator('img').getAttribute('src')).toBe('/media/reviewers/default-profile.webp');
    await context.close();
  });

  it('does not rotate for visitors who prefer reduced motion', async () => {
    const { page, context } = await openWithClock(browser, width, { reducedMotion: true });
    const carousel = reviews(page);
    await expect.poll(() => carousel.getByRole('button', { name: 'Start automatic rotation' }).count()).toBe(1);
    await page.clock.runFor(20_000);
    expect(await currentReview(page)).toBe(1);
    await carousel.getByRole('button', { name: 'Next review' }).click();
    await expect.poll(() => currentReview(page)).toBe(2);
    await context.close();
  });

  it('shows the featured brokers with, on a phone, 2 expertise chips and +N', async () => {
    const { page, context } = await openPage(browser, { width });
    const response = await page.goto(baseUrl + '/');
    const data = homeDataOf(await response!.text());
    await waitForHydration(page);
    const section = page.locator('[data-section="featured-brokers"]');
    await section.scrollIntoViewIfNeeded();
    const slides = section.locator('[aria-roledescription="slide"]');
    expect(await slides.count()).toBe(data.slides.length);
    const first = slides.first();
    const broker = data.slides[0]!;
    expect(await first.getByRole('link').first().getAttribute('href')).toBe(`/agent/${broker.brokerKey}`);
    const visibleChips = await first.locator('[data-chip]').evaluateAll((chips) => chips.filter((chip) => getComputedStyle(chip).display !== 'none').length);
    const more = first.locator('[data-chip-more]');
    if (width === 375) {
      expect(visibleChips).toBe(Math.min(2, broker.experience.length));
      if (broker.experience.length > 2) {
        expect(await more.isVisible()).toBe(true);
        expect(await more.locator('[aria-hidden="true"]').textContent()).toBe(`+${broker.experience.length - 2}`);
      }
    } else {
      expect(visibleChips).toBe(broker.experience.length);
      expect(await more.isVisible()).toBe(false);
    }
    await section.getByRole('button', { name: 'Next loan officer' }).click();
    await expect.poll(() => section.locator('[data-current="true"]').getAttribute('data-slide')).toBe('2');
    expect(await page.getByRole('link', { name: 'See open positions' }).getAttribute('href')).toBe('/opportunities');
    await context.close();
  });

  it('is axe clean', async () => {
    const { page, context } = await openPage(browser, { width });
    await page.goto(baseUrl + '/');
    await waitForHydration(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });
});
