import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchErrorMessages, httpSiteApi, HttpStatusError } from '../../app/data/http-site-api';

/** The browser's data calls keep their fixed error texts. */
describe('the browser content client', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const answer = (status: number, body: unknown = {}) =>
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body), { status })));

  it("reports 'Failed to fetch brokers' and 'Failed to fetch stats' whatever went wrong", async () => {
    answer(500);
    await expect(httpSiteApi.brokers()).rejects.toThrow(fetchErrorMessages.brokers);
    await expect(httpSiteApi.stats()).rejects.toThrow('Failed to fetch stats');
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(httpSiteApi.brokers()).rejects.toThrow('Failed to fetch brokers');
  });

  it("reports 'Couldn't fetch rates, please refresh' for the rates", async () => {
    answer(503);
    await expect(httpSiteApi.combinedRates()).rejects.toThrow("Couldn't fetch rates, please refresh");
  });

  it('keeps other failures’ own message, and a non-ok status as the documents expect it', async () => {
    answer(502);
    await expect(httpSiteApi.products()).rejects.toThrow('Network response was not ok. Status: 502');
    await expect(httpSiteApi.disclosure('disclosures')).rejects.toBeInstanceOf(HttpStatusError);
  });

  it("falls back to 'Unknown error occurred' for a failure without a message", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new Error(''))));
    await expect(httpSiteApi.googleReviews()).rejects.toThrow('Unknown error occurred');
  });

  it('answers null for an unknown broker or program, and unwraps the stats list with its date', async () => {
    answer(404, { error: { code: 'not_found', message: 'x' } });
    await expect(httpSiteApi.broker('nobody')).resolves.toBeNull();
    await expect(httpSiteApi.product('nothing')).resolves.toBeNull();
    answer(200, { stats: [{ title: '4.9', subTitle: 'rating' }], asOf: '2026-11-01' });
    await expect(httpSiteApi.stats()).resolves.toEqual({ stats: [{ title: '4.9', subTitle: 'rating' }], asOf: '2026-11-01' });
    // A server whose content predates the date answers without one: no date, not a failure.
    answer(200, { stats: [{ title: '4.9', subTitle: 'rating' }] });
    await expect(httpSiteApi.stats()).resolves.toEqual({ stats: [{ title: '4.9', subTitle: 'rating' }], asOf: null });
  });

  it('unwraps the open positions, and keeps a failure’s message', async () => {
    const position = { title: 'Loan Processor', location: 'Remote', employmentType: 'Full-time', description: 'Clear conditions.' };
    answer(200, { positions: [position] });
    await expect(httpSiteApi.openPositions()).resolves.toEqual([position]);
    answer(503);
    await expect(httpSiteApi.openPositions()).rejects.toThrow('Network response was not ok. Status: 503');
  });

  it('asks in the language given, and keeps the English URLs as they were', async () => {
    const fetchMock = vi.fn(async (path: string) =>
      new Response(path.includes('openPositions') ? '{"positions":[]}' : path.includes('getStats') ? '{"stats":[]}' : '[]', { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await httpSiteApi.brokers('es');
    await httpSiteApi.broker('jose-ramirez', 'es');
    await httpSiteApi.products('es');
    await httpSiteApi.product('FHA-loan', 'es');
    await httpSiteApi.stats('es');
    await httpSiteApi.openPositions('es');
    await httpSiteApi.disclosure('privacy-policy', 'es');
    await httpSiteApi.brokers('en');
    await httpSiteApi.products();
    expect(fetchMock.mock.calls.map((call) => (call as unknown[])[0])).toEqual([
      '/api/brokers?lang=es',
      '/api/agent/?fields.brokerKey=jose-ramirez&lang=es',
      '/api/products?lang=es',
      '/api/product/?fields.productKey=FHA-loan&lang=es',
      '/api/getStats?lang=es',
      '/api/openPositions?lang=es',
      '/api/disclosure?disclosureKey=privacy-policy&lang=es',
      '/api/brokers',
      '/api/products',
    ]);
  });

  it('asks for the broker by the fields.brokerKey parameter', async () => {
    const fetchMock = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await httpSiteApi.broker("Liam O'Connor");
    expect((fetchMock.mock.calls[0] as unknown[])[0]).toBe('/api/agent/?fields.brokerKey=Liam+O%27Connor');
  });
});
