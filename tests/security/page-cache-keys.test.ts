/**
 * The page cache keys a page on the query parameters its route reads, and nothing else: a flood of
 * addresses with made-up parameters (or ad tags) is one page, rendered once, and cannot push the real
 * pages out of memory; a parameter a page does read still makes a page of its own.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inProcessRendering } from '../support/in-process-rendering';
import { createTestApp } from '../support/test-app';
import { useTestDatabase } from '../support/test-database';
import { listen, type ListeningApp } from './security-support';

describe('page cache keys', () => {
  const database = useTestDatabase('pglite');
  const { rendering, renders } = inProcessRendering();
  let site: ListeningApp;

  beforeAll(async () => {
    // A small cache: a few pages fill it, so pages made for junk addresses would push real ones out.
    const { app } = createTestApp(database.db, { PAGE_CACHE_MB: '2', CONTENT_CACHE_SECONDS: '60' }, { rendering });
    site = await listen(app);
  });
  afterAll(async () => {
    await site?.close();
  });

  const get = (path: string) => site.send({ method: 'GET', path, headers: { 'accept-encoding': 'br' } });
  const rendersOf = (address: string) => renders.addresses.filter((rendered) => rendered === address).length;
  const junk = () => randomBytes(6).toString('hex');

  it('renders a page once for a thousand addresses with made-up parameters, and keeps the real pages', async () => {
    for (const path of ['/', '/agents', '/mortgage-types']) expect((await get(path)).status).toBe(200);
    const before = renders.addresses.length;
    for (let n = 0; n < 1_000; n++) {
      const path = ['/', '/agents', '/mortgage-types'][n % 3]!;
      const response = await get(`${path}?${junk()}=${junk()}&utm_source=${junk()}&gclid=${junk()}&x${n}=1`);
      expect(response.status).toBe(200);
    }
    // Each was served from the one rendering kept for its path; none rendered again.
    expect(renders.addresses.slice(before)).toEqual([]);
    for (const path of ['/', '/agents', '/mortgage-types']) expect(rendersOf(path), path).toBe(1);
    const kept = await get('/agents');
    expect(kept.headers.etag).toBeDefined();
    expect(renders.addresses.slice(before)).toEqual([]);
  });

  it('renders each value of a parameter the page reads once, whatever else the address carries and in whatever order', async () => {
    const michigan = await get('/agents?state=MI');
    const texas = await get('/agents?state=TX');
    expect(michigan.text).not.toBe(texas.text);
    expect(rendersOf('/agents?state=MI')).toBe(1);
    expect(rendersOf('/agents?state=TX')).toBe(1);
    for (let n = 0; n < 50; n++) {
      expect((await get(`/agents?${junk()}=1&state=MI&utm_campaign=${junk()}`)).text).toBe(michigan.text);
    }
    expect(rendersOf('/agents?state=MI')).toBe(1);
    await get('/agents?language=es&state=MI&ref=x');
    await get('/agents?state=MI&language=es');
    expect(renders.addresses.filter((address) => address.startsWith('/agents?') && address.includes('language=es'))).toEqual(['/agents?state=MI&language=es']);

    await get('/quote-landing?type=purchase');
    await get('/quote-landing?type=refinance&fbclid=x');
    await get('/quote-landing?fbclid=y&type=refinance');
    expect(rendersOf('/quote-landing?type=purchase')).toBe(1);
    expect(rendersOf('/quote-landing?type=refinance')).toBe(1);
    // The first read of the hiring form stores its definition, which moves the site's version: after it, and
    // after the second the server takes to see a new version (requests straddling it render again).
    await get('/opportunities');
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await get('/opportunities');
    await get('/opportunities?position=Loan+Officer&junk=1');
    await get('/opportunities?position=Loan+Officer&junk=2');
    expect(rendersOf('/opportunities?position=Loan+Officer')).toBe(1);
  });

  it('renders a page a parameter makes one request’s own (a studio preview) for each request, and never keeps it', async () => {
    const first = await get('/quote-landing?type=purchase&preview=not-a-real-link');
    const second = await get('/quote-landing?preview=not-a-real-link&type=purchase&utm_source=x');
    expect(rendersOf('/quote-landing?type=purchase&preview=not-a-real-link')).toBe(2);
    for (const response of [first, second]) {
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    }
    // A page that reads no preview treats the parameter as any other it does not read.
    await get('/?preview=whatever');
    expect(rendersOf('/?preview=whatever')).toBe(0);
  });

  it('leaves what the page does not read out of the links that repeat its query', async () => {
    const page = await get('/agents?state=MI&utm_source=news&made_up=1');
    const switchLink = /<a href="([^"]*)"[^>]*data-language-switch/.exec(page.text)?.[1];
    expect(switchLink).toBe('/es/agents?state=MI');
  });
});
