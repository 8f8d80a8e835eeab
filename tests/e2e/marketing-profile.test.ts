import { describe, expect, it } from 'vitest';
import { useBrowser, openPage, waitForHydration, itIsAxeClean } from '../support/browser';
import { sharedSiteUrl } from '../support/shared-site';

const baseUrl = sharedSiteUrl();
const sarahQuote = 'A first home should feel exciting, not confusing. I walk every buyer through each number until it makes sense to them.';

/** HTML text with its character references decoded (React writes ' as &#x27;, the head writer as &#39;). */
const decode = (text: string) =>
  text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

const metaContent = (html: string, attribute: 'property' | 'name', key: string) =>
  new RegExp(`<meta ${attribute}="${key}" content="([^"]*)">`).exec(html)?.[1];

describe('broker profile HTML', () => {
  it.each([
    ['/agent/sarah-okafor', 'Sarah Okafor'],
    ['/our-brokers/sarah-okafor', 'Sarah Okafor'],
    ['/agent/SARAH--OKAFOR', 'Sarah Okafor'],
    ["/our-brokers/Liam-O'Connor", "Liam O'Connor"],
    ['/agent/liam-oconnor', "Liam O'Connor"],
    ['/agent/Emily%20Carter%20Hughes', 'Emily Carter-Hughes'],
    ['/our-brokers/jos%C3%A9-ram%C3%ADrez', 'José Ramírez'],
  ])('%s is the profile of %s', async (path, name) => {
    const response = await fetch(baseUrl + path);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(decode(/<h1[^>]*>(.*?)<\/h1>/.exec(html)?.[1] ?? '')).toBe(name);
    expect(decode(/<title>(.*?)<\/title>/.exec(html)?.[1] ?? '')).toBe(`${name} | Broker Profile | Harborpoint Mortgage`);
  });

  it.each(['/agent/sarah-okafor', '/our-brokers/sarah-okafor'])("%s carries the broker's title, description, social image and JSON-LD", async (path) => {
    const html = await (await fetch(baseUrl + path)).text();
    expect(metaContent(html, 'property', 'og:title')).toBe('Sarah Okafor | Broker Profile | Harborpoint Mortgage');
    expect(metaContent(html, 'property', 'og:description')).toBe(sarahQuote);
    expect(metaContent(html, 'name', 'description')).toBe(sarahQuote);
    expect(metaContent(html, 'property', 'og:type')).toBe('profile');
    expect(metaContent(html, 'property', 'og:image')).toBe(`${baseUrl}/media/brokers/sarah-okafor-social.jpg`);
    expect(metaContent(html, 'name', 'twitter:image')).toBe(`${baseUrl}/media/brokers/sarah-okafor-social.jpg`);
    expect(metaContent(html, 'name', 'twitter:title')).toBe('Sarah Okafor | Broker Profile | Harborpoint Mortgage');
    expect(html).toContain(`<link rel="canonical" href="${baseUrl}/agent/sarah-okafor">`);
    const jsonLd = JSON.parse(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html)![1]!) as Record<string, unknown>;
    expect(jsonLd['@type']).toBe('Person');
    expect(jsonLd.name).toBe('Sarah Okafor');
    expect(jsonLd.jobTitle).toBe('Senior Loan Officer');
    expect(jsonLd.image).toBe(`${baseUrl}/media/brokers/sarah-okafor-full.webp`);
    expect(jsonLd.url).toBe(`${baseUrl}/agent/sarah-okafor`);
  });

  it('has the sections under their headings, in order, and the rate links', async () => {
    const html = await (await fetch(`${baseUrl}/agent/sarah-okafor`)).text();
    const headings = [...html.matchAll(/<h2[^>]*>(.*?)<\/h2>/g)].map((match) => match[1]);
    expect(headings.slice(0, 4)).toEqual(['States', 'You can quote us on that', 'Expertise', 'What I love about my job']);
    expect(html).toContain('href="/get-brokered-rate/?brokerFirstName=Sarah&amp;brokerLastName=Okafor&amp;brokerEmail=sarah.okafor%40harborpointmortgage.com"');
    expect(html).toContain('href="/get-brokered-rate/?brokerFirstName=Sarah&amp;brokerLastName=Okafor&amp;brokerEmail=sarah.okafor%40harborpointmortgage.com&amp;state=MI"');
    expect(html).toContain('NMLS #<!-- -->1456823');
    expect(html).toContain('href="tel:+12485550111"');
    expect(html).toContain('Book instead');
  });

  it.each(['/agent/nobody-at-all', '/our-brokers/nobody', '/agent/sarah', '/agent/---'])('%s is the Not Found page with status 404', async (path) => {
    const response = await fetch(baseUrl + path);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page Not Found.');
  });
});

describe.each([1280, 375] as const)('broker profile in Chromium at %i px', (width) => {
  const browser = useBrowser();

  it('shows the header: portrait up to full resolution, phone, NMLS #, the rate and booking buttons, the headset on a phone', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { width });
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
    });
    await page.goto(`${baseUrl}/agent/sarah-okafor`);
    await waitForHydration(page);
    const portrait = page.getByRole('img', { name: 'Portrait of Sarah Okafor' });
    expect(await portrait.getAttribute('width')).toBe('256');
    await expect.poll(() => portrait.getAttribute('src')).toBe('/media/brokers/sarah-okafor-full.webp');
    expect(await page.locator('[data-portrait-src]').getAttribute('style')).toContain('sarah-okafor-low.webp');
    expect(await page.getByRole('link', { name: 'Get a Brokered Rate', exact: true }).getAttribute('href')).toBe(
      '/get-brokered-rate/?brokerFirstName=Sarah&brokerLastName=Okafor&brokerEmail=sarah.okafor%40harborpointmortgage.com',
    );
    const book = page.getByRole('link', { name: /Book instead/ });
    expect(await book.getAttribute('href')).toBe('https://cal.harborpointmortgage.com/sarah-okafor');
    expect(await book.getAttribute('target')).toBe('_blank');
    const headset = page.locator('[data-tap-to-call]');
    expect(await headset.isVisible()).toBe(width === 375);
    expect(await headset.getAttribute('href')).toBe('tel:+12485550111');
    expect(await headset.getAttribute('aria-label')).toBe('Call Sarah Okafor');
    expect(apiCalls).toEqual([]);
    expect(consoleErrors).toEqual([]);

    if (width === 1280) {
      const box = (await page.locator('[data-portrait-src]').boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      const animated = page.locator('[data-animated-portrait]');
      await expect.poll(() => animated.getAttribute('src')).toBe('/media/brokers/sarah-okafor-animated.webp');
      await expect.poll(() => animated.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
      await page.mouse.move(1, 1);
      await expect.poll(() => animated.evaluate((element) => getComputedStyle(element).opacity)).toBe('0');
    }
    await context.close();
  });

  it('has no Book instead without a meeting link', async () => {
    const { page, context } = await openPage(browser, { width });
    await page.goto(`${baseUrl}/our-brokers/liam-oconnor`);
    expect(await page.getByRole('link', { name: /Book instead/ }).count()).toBe(0);
    await context.close();
  });

  it('draws every state as a focusable shape named after it; licensed ones are highlighted links, the others are not links', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { width });
    const pathChunks: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('us-state-paths')) pathChunks.push(request.url());
    });
    await page.goto(`${baseUrl}/agent/sarah-okafor`);
    await waitForHydration(page);
    const map = page.locator('[data-us-map]');
    const shapes = map.locator('[data-state]');
    expect(await shapes.count()).toBe(51);
    const drawn = await shapes.evaluateAll((elements) =>
      elements.map((element) => ({
        code: element.getAttribute('data-state'),
        tag: element.tagName,
        role: element.getAttribute('role'),
        name: element.getAttribute('aria-label'),
        tabIndex: (element as SVGElement).tabIndex,
        fill: getComputedStyle(element.querySelector('use')!).fill,
      })),
    );
    const licensed = drawn.filter((shape) => shape.name?.endsWith(' (licensed)'));
    expect(licensed.map((shape) => shape.code).sort()).toEqual(['FL', 'IL', 'IN', 'MI', 'OH']);
    expect(drawn.find((shape) => shape.code === 'MI')).toMatchObject({ tag: 'a', name: 'Michigan (licensed)', tabIndex: 0 });
    expect(drawn.find((shape) => shape.code === 'TX')).toMatchObject({ tag: 'g', role: 'img', name: 'Texas', tabIndex: 0 });
    expect(drawn.find((shape) => shape.code === 'DC')).toMatchObject({ name: 'District of Columbia' });
    expect(drawn.every((shape) => shape.tabIndex === 0)).toBe(true);
    // Highlighted by the hatch pattern; the rest flat grey.
    for (const shape of drawn) expect(shape.fill.startsWith('url('), shape.code!).toBe(licensed.includes(shape));
    expect(await map.getByRole('link').count()).toBe(5);
    expect(await map.getByRole('link', { name: 'Ohio (licensed)' }).getAttribute('href')).toBe('/get-brokered-rate/?brokerFirstName=Sarah&brokerLastName=Okafor&brokerEmail=sarah.okafor%40harborpointmortgage.com&state=OH');
    expect(await map.getByRole('img', { name: 'California' }).count()).toBe(1);
    // Each state's outline came with the page and has a size on screen.
    const box = (await map.locator('[data-state="TX"]').boundingBox())!;
    expect(box.width).toBeGreaterThan(20);
    expect(box.height).toBeGreaterThan(20);
    expect(pathChunks).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('links map and badges both ways on hover and focus, and a click on a state goes to the rate page with it', async () => {
    const { page, context } = await openPage(browser, { width });
    await page.goto(`${baseUrl}/agent/sarah-okafor`);
    await waitForHydration(page);
    const map = page.locator('[data-us-map]');

    // Ohio rather than Michigan: the pointer goes to the middle of a shape's box, which for Michigan is the lake.
    const stateOH = map.locator('[data-state="OH"]');
    const badgeOH = page.locator('[data-state-badge="OH"]');
    await stateOH.scrollIntoViewIfNeeded();
    await stateOH.hover();
    await expect.poll(() => badgeOH.getAttribute('data-active')).toBe('true');
    expect(await stateOH.getAttribute('data-active')).toBe('true');

    const badgeMI = page.locator('[data-state-badge="MI"]');
    await badgeMI.hover();
    await expect.poll(() => map.locator('[data-state="MI"]').getAttribute('data-active')).toBe('true');
    expect(await stateOH.getAttribute('data-active')).toBeNull();
    expect(await badgeOH.getAttribute('data-active')).toBeNull();

    // Keyboard: focusing a state on the map marks its badge too; Tab goes on to the next state by name.
    await map.locator('[data-state="IL"]').focus();
    await expect.poll(() => page.locator('[data-state-badge="IL"]').getAttribute('data-active')).toBe('true');
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-state'))).toBe('IN');
    await expect.poll(() => page.locator('[data-state-badge="IN"]').getAttribute('data-active')).toBe('true');
    expect(await page.locator('[data-state-badge="IL"]').getAttribute('data-active')).toBeNull();

    await stateOH.click();
    await page.waitForURL('**/get-brokered-rate/**');
    const url = new URL(page.url());
    expect(url.pathname).toBe('/get-brokered-rate/');
    expect(Object.fromEntries(url.searchParams)).toEqual({ brokerFirstName: 'Sarah', brokerLastName: 'Okafor', brokerEmail: 'sarah.okafor@harborpointmortgage.com', state: 'OH' });
    await expect.poll(() => page.locator('h1').textContent()).toBe('Get a Brokered Rate');
    await context.close();
  });

  it('does nothing on a click on a state the broker is not licensed in', async () => {
    const { page, context } = await openPage(browser, { width });
    await page.goto(`${baseUrl}/agent/sarah-okafor`);
    await waitForHydration(page);
    const texas = page.locator('[data-us-map] [data-state="TX"]');
    await texas.scrollIntoViewIfNeeded();
    await texas.click();
    await texas.press('Enter');
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe('/agent/sarah-okafor');
    await context.close();
  });

  it('reaches a state on the map with the keyboard and Enter', async () => {
    const { page, context } = await openPage(browser, { width });
    await page.goto(`${baseUrl}/agent/sarah-okafor`);
    await waitForHydration(page);
    await page.locator('[data-us-map] [data-state="FL"]').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/get-brokered-rate/**');
    expect(new URL(page.url()).searchParams.get('state')).toBe('FL');
    await context.close();
  });

  it('plays and pauses the introduction; at the end it is paused again with the ring empty', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { width });
    await page.goto(`${baseUrl}/agent/sarah-okafor`);
    await waitForHydration(page);
    const player = page.locator('[data-audio-status]');
    const button = player.getByRole('button');
    expect(await button.getAttribute('aria-label')).toBe('Play: Sarah Okafor’s introduction');
    await button.click();
    await expect.poll(() => player.getAttribute('data-audio-status')).toBe('playing');
    expect(await button.getAttribute('aria-label')).toBe('Pause: Sarah Okafor’s introduction');
    await expect.poll(async () => Number(await player.getAttribute('data-progress'))).toBeGreaterThan(0);
    await button.click();
    await expect.poll(() => player.getAttribute('data-audio-status')).toBe('paused');

    await player.locator('audio').evaluate((audio: HTMLAudioElement) => {
      audio.currentTime = audio.duration - 0.4;
    });
    await button.click();
    await expect.poll(() => player.getAttribute('data-audio-status')).toBe('playing');
    await expect.poll(() => player.locator('audio').evaluate((audio: HTMLAudioElement) => audio.ended || audio.currentTime === 0)).toBe(true);
    await expect.poll(() => player.getAttribute('data-audio-status')).toBe('paused');
    expect(await player.getAttribute('data-progress')).toBe('0');
    expect(await button.getAttribute('aria-label')).toBe('Play: Sarah Okafor’s introduction');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('falls back to the next resolution, then to the default portrait, when images fail', async () => {
    const { page, context } = await openPage(browser, { width });
    await page.route('**/media/brokers/sarah-okafor-med.webp', (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto(`${baseUrl}/agent/sarah-okafor`);
    await waitForHydration(page);
    const portrait = page.getByRole('img', { name: 'Portrait of Sarah Okafor' });
    await expect.poll(() => portrait.getAttribute('src')).toBe('/media/brokers/sarah-okafor-full.webp');
    await expect.poll(() => portrait.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

    await page.route('**/media/brokers/jose-ramirez-{med,full}.webp', (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto(`${baseUrl}/agent/jose-ramirez`);
    await waitForHydration(page);
    const jose = page.getByRole('img', { name: 'Portrait of José Ramírez' });
    await expect.poll(() => jose.getAttribute('src')).toBe('/media/brokers/default-profile.webp');
    await expect.poll(() => jose.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await context.close();
  });

  it('is reached from the directory by client-side navigation', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { width });
    await page.goto(`${baseUrl}/agents`);
    await waitForHydration(page);
    await page.getByRole('link', { name: 'View profile of David Kim' }).click();
    await page.waitForURL('**/agent/david-kim');
    await expect.poll(() => page.locator('h1').textContent()).toBe('David Kim');
    await expect.poll(() => page.title()).toBe('David Kim | Broker Profile | Harborpoint Mortgage');
    // The outlines were not in this page's HTML: the map loads them.
    await expect.poll(() => page.locator('[data-us-map] path[data-state-path="TX"]').getAttribute('d')).toMatch(/^M/);
    expect((await page.locator('[data-us-map] [data-state="TX"]').boundingBox())!.width).toBeGreaterThan(20);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  itIsAxeClean(browser, baseUrl, ['/agent/sarah-okafor', '/our-brokers/jose-ramirez'], width);
});

describe('broker profile map on a 390 px phone', () => {
  const browser = useBrowser();

  it('fits the screen: the map scales to the column and nothing scrolls sideways', async () => {
    const { page, context } = await openPage(browser, { width: 390 });
    await page.goto(`${baseUrl}/agent/sarah-okafor`);
    await waitForHydration(page);
    const map = page.locator('[data-us-map]');
    await map.scrollIntoViewIfNeeded();
    const box = (await map.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.width).toBeGreaterThan(300);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });
});
