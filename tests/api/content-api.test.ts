import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { Broker, DisclosureDocument, Product } from '../../app/domain/content/content-types';
import { localizeProduct } from '../../app/domain/content/localize-content';
import { setFeatureFlag } from '../../api/db/repositories/content-repository';
import { readContentFile, sampleContentFile } from '../../api/services/content-loader';
import { createTestApp, useTestApp } from '../support/test-app';
import { databaseKinds, useTestDatabase } from '../support/test-database';

const sample = await readContentFile(sampleContentFile);

describe.each(databaseKinds())('content API on %s', (kind) => {
  const database = useTestDatabase(kind);
  const app = useTestApp(database);

  const get = (path: string) => request(app.callback()).get(path);

  it('lists every broker with every profile field, in content order', async () => {
    const response = await get('/api/brokers').expect(200).expect('content-type', /json/);
    const brokers = response.body as Broker[];
    expect(brokers.map((broker) => broker.brokerKey)).toEqual(sample.brokers.map((broker) => broker.brokerKey));
    const { translations: _spanish, ...first } = sample.brokers[0]!;
    expect(brokers[0]).toEqual(first);
    expect(brokers.find((broker) => broker.brokerKey === 'jose-ramirez')!.languages).toEqual(['en', 'es']);
    expect(brokers.find((broker) => broker.brokerKey === 'tyler-brooks')!.languages).toEqual(['en']);
  });

  it('finds the active broker by key, by first-last name, and by a differently cased or punctuated name', async () => {
    const broker = sample.brokers.find((candidate) => candidate.lastName.includes("'"))!;
    for (const name of [broker.brokerKey, `${broker.firstName}-${broker.lastName}`, `${broker.firstName.toUpperCase()}--${broker.lastName}`]) {
      const response = await get(`/api/agent/?fields.brokerKey=${encodeURIComponent(name)}`).expect(200);
      expect(response.body.brokerKey).toBe(broker.brokerKey);
    }
  });

  it('answers 404 with the JSON error for an unknown broker, and 400 naming the missing parameter', async () => {
    const missing = await get('/api/agent/?fields.brokerKey=nobody-here').expect(404);
    expect(missing.body.error.code).toBe('not_found');
    const bad = await get('/api/agent/').expect(400);
    expect(bad.body.error.fields).toHaveProperty(['fields.brokerKey']);
  });

  it('lists the nine programs and finds each by its key, reverse-mortgage passed as is', async () => {
    const products = (await get('/api/products').expect(200)).body as { productKey: string }[];
    expect(products.map((product) => product.productKey)).toEqual([
      'conventional-mortgage', 'FHA-loan', 'VA-loan', 'jumbo-loan', 'home-equity-loan',
      'HELOC-loan', 'DSCR-loans', 'bank-statement-loan', 'reverse-mortgage',
    ]);
    const reverse = await get('/api/product/?fields.productKey=reverse-mortgage').expect(200);
    expect(reverse.body.productKey).toBe('reverse-mortgage');
    expect(reverse.body.fullDescription.length).toBeGreaterThan(500);
    await get('/api/product/?fields.productKey=no-such-loan').expect(404);
  });

  it('serves the Google reviews from the database when no Places key is set', async () => {
    const response = await get('/api/getGoogleReviews').expect(200);
    expect(response.body.rating).toBe(sample.reviews.rating);
    expect(response.body.user_ratings_total).toBe(sample.reviews.user_ratings_total);
    expect(response.body.reviews).toHaveLength(sample.reviews.reviews.length);
    expect(Object.keys(response.body.reviews[0]).sort()).toEqual(
      ['author_name', 'author_url', 'language', 'profile_photo_url', 'rating', 'relative_time_description', 'text', 'time'],
    );
    expect(response.body.reviews[0].language).toBe('en');
    // Reviews are never translated: the language asked for changes nothing.
    expect((await get('/api/getGoogleReviews?lang=es').expect(200)).body).toEqual(response.body);
  });

  it('answers stats as a list under "stats", with the day they were true under "asOf"', async () => {
    const response = await get('/api/getStats').expect(200);
    expect(response.body).toEqual({ stats: sample.stats.map(({ translations: _spanish, ...stat }) => stat), asOf: sample.statsAsOf });
    expect(response.body.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('answers the open positions under "positions", in content order', async () => {
    const response = await get('/api/openPositions').expect(200).expect('content-type', /json/);
    expect(response.body).toEqual({ positions: sample.positions.map(({ translations: _spanish, ...position }) => position) });
    expect(response.body.positions.map((position: { title: string }) => position.title)).toEqual(['Loan Officer', 'Loan Processor', 'Marketing Coordinator']);
  });

  describe('in Spanish (?lang=es)', () => {
    it('answers the brokers in Spanish, names and keys unchanged, without the translations themselves', async () => {
      const brokers = (await get('/api/brokers?lang=es').expect(200)).body as Broker[];
      expect(brokers.map((broker) => broker.brokerKey)).toEqual(sample.brokers.map((broker) => broker.brokerKey));
      const jose = brokers.find((broker) => broker.brokerKey === 'jose-ramirez')!;
      expect(jose).toMatchObject({ firstName: 'José', title: 'Oficial de préstamos bilingüe', languages: ['en', 'es'] });
      expect(jose.experience).toContain('Préstamos FHA');
      for (const broker of brokers) {
        expect(broker).not.toHaveProperty('translations');
        expect(broker.fallbackFields).toBeUndefined();
      }
      const one = (await get('/api/agent/?fields.brokerKey=jose-ramirez&lang=es').expect(200)).body as Broker;
      expect(one).toEqual(jose);
    });

    it('answers stats and positions in Spanish', async () => {
      const stats = (await get('/api/getStats?lang=es').expect(200)).body;
      expect(stats.asOf).toBe(sample.statsAsOf);
      expect(stats.stats.map((stat: { subTitle: string }) => stat.subTitle)).toContain('familias atendidas');
      const positions = (await get('/api/openPositions?lang=es').expect(200)).body.positions;
      expect(positions.map((position: { title: string }) => position.title)).toEqual(['Oficial de préstamos', 'Procesador(a) de préstamos', 'Coordinador(a) de marketing']);
      expect(positions[1]).toMatchObject({ location: 'Remoto', employmentType: 'Full-time' });
    });

    it('marks each text a program or document has no Spanish version of, and shows it in English', async () => {
      const products = (await get('/api/products?lang=es').expect(200)).body as Product[];
      expect(products).toEqual(sample.products.map((product) => localizeProduct(product, 'es')));
      expect(products.find((product) => product.productKey === 'FHA-loan')!.productName).toBe('Préstamo FHA');
      for (const [index, product] of products.entries()) {
        const spanish = sample.products[index]!.translations?.es ?? {};
        if (!spanish.productName) expect(product.fallbackFields).toContain('productName');
        if (!spanish.productName) expect(product.productName).toBe(sample.products[index]!.productName);
        expect(product).not.toHaveProperty('translations');
      }
      const one = (await get('/api/product/?fields.productKey=fha-loan&lang=es').expect(200)).body as Product;
      expect(one).toEqual(products.find((product) => product.productKey === 'FHA-loan'));
      const privacy = (await get('/api/disclosure?disclosureKey=privacy-policy&lang=es').expect(200)).body as DisclosureDocument;
      const written = sample.disclosures.find((document) => document.disclosureKey === 'privacy-policy')!;
      if (!written.translations?.es?.title) expect(privacy).toMatchObject({ title: written.title, fallbackFields: expect.arrayContaining(['title']) });
      else expect(privacy).toMatchObject({ title: written.translations.es.title, content: written.translations.es.content });
      expect(privacy).not.toHaveProperty('translations');
    });

    it('answers English for lang=en, as without it', async () => {
      expect((await get('/api/brokers?lang=en').expect(200)).body).toEqual((await get('/api/brokers').expect(200)).body);
    });

    it.each([
      '/api/brokers?lang=fr',
      '/api/agent/?fields.brokerKey=jose-ramirez&lang=ES',
      '/api/products?lang=',
      '/api/product/?fields.productKey=FHA-loan&lang=spanish',
      '/api/getStats?lang=es-US',
      '/api/openPositions?lang=es&lang=en',
      '/api/disclosure?disclosureKey=disclosures&lang=de',
    ])('answers 400 naming lang for %s', async (path) => {
      const response = await get(path).expect(400).expect('content-type', /json/);
      expect(response.body.error.code).toBe('bad_request');
      expect(Object.keys(response.body.error.fields)).toEqual(['lang']);
    });
  });

  it('answers the public settings, with the age past which rates are not advertised', async () => {
    const response = await get('/api/siteConfig').expect(200);
    expect(response.body).toMatchObject({ ratesMaxAgeDays: 3 });
  });

  it('answers combined rates as dailyRates with purchase and refinance rates keyed by rate type', async () => {
    const response = await get('/api/getCombinedRates').expect(200);
    expect(response.body).toEqual({ dailyRates: sample.dailyRates, asOf: expect.any(String) });
    // The rates' date is when the content holding them was loaded: a moment in the past.
    expect(Date.parse(response.body.asOf)).toBeLessThanOrEqual(Date.now());
    for (const key of Object.keys(response.body.dailyRates.purchaseRates)) expect(key).toMatch(/^(30|20|15|5)/);
  });

  it('serves both legal documents as rich text, 404 for an unknown key and 400 without one', async () => {
    for (const key of ['disclosures', 'privacy-policy']) {
      const response = await get(`/api/disclosure?disclosureKey=${key}`).expect(200);
      expect(response.body.content.nodeType).toBe('document');
      expect(response.body.content.content.length).toBeGreaterThan(5);
    }
    const unknown = await get('/api/disclosure?disclosureKey=terms').expect(404);
    expect(unknown.body).toEqual({ error: { code: 'not_found', message: 'No document has the key "terms".' } });
    await get('/api/disclosure').expect(400);
  });

  it('lists APR fee entries with mortgageType, loanTerm, fees and points', async () => {
    const response = await get('/api/aprFees').expect(200);
    expect(response.body).toEqual(sample.aprFees);
    expect(response.body.map((entry: { loanTerm: string }) => entry.loanTerm)).toContain('5arm/6month');
  });

  it('answers the feature flags, and follows a change in the database', async () => {
    expect((await get('/api/featureFlags').expect(200)).body).toEqual({ flags: { calculators: true, stats: true } });
    await setFeatureFlag(database.db, 'stats', false);
    expect((await get('/api/featureFlags').expect(200)).body.flags.stats).toBe(false);
    await setFeatureFlag(database.db, 'stats', true);
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    const response = await get('/api/nope').expect(404).expect('content-type', /json/);
    expect(response.body.error.code).toBe('not_found');
    await request(app.callback()).post('/api/brokers').expect(405);
  });

  it('sends the security headers: same-origin scripts only, no nonce', async () => {
    const first = await get('/api/brokers');
    const second = await get('/api/brokers');
    const csp = first.headers['content-security-policy'];
    expect(csp).toMatch(/script-src 'self'(;| )/);
    expect(csp).not.toMatch(/'nonce-/);
    expect(csp).not.toContain("'unsafe-inline' ");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toEqual(second.headers['content-security-policy']);
    expect(first.headers['x-powered-by']).toBeUndefined();
    expect(first.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('serves robots.txt and a sitemap of every public page, brokers and programs included', async () => {
    expect((await get('/robots.txt').expect(200)).text).toMatch(/Sitemap: http:\/\/[^/]+\/sitemap\.xml/);
    const sitemap = (await get('/sitemap.xml').expect(200)).text;
    for (const broker of sample.brokers) expect(sitemap).toContain(`/agent/${broker.brokerKey}<`);
    for (const product of sample.products) expect(sitemap).toContain(`/mortgage-types/${product.productKey}<`);
    expect(sitemap).toContain('/mortgage-calculator<');
    // Every page in both languages, each naming its twins (and English as the default) the way its head does.
    const entries = [...sitemap.matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<\/url>/g)];
    expect(entries.filter(([, loc]) => new URL(loc!).pathname.startsWith('/es')).length).toBe(entries.length / 2);
    const fha = entries.find(([, loc]) => new URL(loc!).pathname === '/es/mortgage-types/FHA-loan');
    expect(fha?.[2]).toMatch(/hreflang="en" href="http:\/\/[^"]+\/mortgage-types\/FHA-loan"/);
    expect(fha?.[2]).toMatch(/hreflang="es" href="http:\/\/[^"]+\/es\/mortgage-types\/FHA-loan"/);
    expect(fha?.[2]).toMatch(/hreflang="x-default" href="http:\/\/[^"]+\/mortgage-types\/FHA-loan"/);
    expect(entries.some(([, loc]) => new URL(loc!).pathname === '/es')).toBe(true);
    await setFeatureFlag(database.db, 'calculators', false);
    const without = (await get('/sitemap.xml').expect(200)).text;
    expect(without).not.toContain('/mortgage-calculator<');
    expect(without).not.toContain('/calculators<');
    await setFeatureFlag(database.db, 'calculators', true);
  });
});

describe('media', () => {
  it('answers byte ranges so audio can be sought, and 416 past the end', async () => {
    const { openTestDatabase: open } = await import('../support/test-database');
    const database = await open('pglite');
    const app = createTestApp(database.db).app;
    const full = await request(app.callback()).get('/media/audio/sarah-okafor.mp3').expect(200);
    expect(full.headers['accept-ranges']).toBe('bytes');
    const size = Number(full.headers['content-length']);
    const part = await request(app.callback()).get('/media/audio/sarah-okafor.mp3').set('Range', 'bytes=100-199').expect(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${size}`);
    expect(part.headers['content-length']).toBe('100');
    const tail = await request(app.callback()).get('/media/audio/sarah-okafor.mp3').set('Range', 'bytes=-50').expect(206);
    expect(tail.headers['content-range']).toBe(`bytes ${size - 50}-${size - 1}/${size}`);
    await request(app.callback()).get('/media/audio/sarah-okafor.mp3').set('Range', `bytes=${size + 10}-`).expect(416);
    await request(app.callback()).get('/media/../package.json').expect(404);
    await database.close();
  });
});
