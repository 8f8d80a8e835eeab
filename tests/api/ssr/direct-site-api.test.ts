import { describe, expect, it } from 'vitest';
import { createDatabaseReviewsProvider } from '../../../api/providers/reviews/database-reviews-provider';
import { cacheContentService } from '../../../api/services/cached-content-service';
import { loadContent } from '../../../api/services/content-loader';
import { createContentService } from '../../../api/services/content-service';
import { createDirectSiteApi } from '../../../api/ssr/direct-site-api';
import { sampleContent } from '../../support/content-fixtures';
import { useTestDatabase } from '../../support/test-database';

/** The server render's data source answers in the language the page asks for, through the content cache. */
describe('the direct site API in Spanish', () => {
  const database = useTestDatabase('pglite');
  const api = () => {
    const content = cacheContentService(createContentService(database.db, createDatabaseReviewsProvider(database.db)), 60_000);
    const publicConfig = { quoteIframeUrl: '', ratesMaxAgeDays: 3 };
    return createDirectSiteApi(content, publicConfig, {} as never, {} as never, {} as never);
  };

  it('passes the locale to each localized read, and keeps each language apart in the cache', async () => {
    const site = api();
    const english = await site.broker('jose-ramirez');
    const spanish = await site.broker('jose-ramirez', 'es');
    expect(english).toMatchObject({ title: 'Bilingual Loan Officer', languages: ['en', 'es'] });
    expect(spanish).toMatchObject({ title: 'Oficial de préstamos bilingüe', languages: ['en', 'es'] });
    expect(await site.broker('jose-ramirez', 'en')).toEqual(english);
    expect(await site.broker('jose-ramirez', 'es')).toEqual(spanish);

    expect((await site.brokers('es')).find((broker) => broker.brokerKey === 'sarah-okafor')!.title).toBe('Oficial de préstamos sénior');
    expect((await site.brokers()).find((broker) => broker.brokerKey === 'sarah-okafor')!.title).toBe('Senior Loan Officer');
    expect((await site.stats('es')).stats[1]!.subTitle).toBe('familias atendidas');
    expect((await site.stats()).stats[1]!.subTitle).toBe('families served');
    expect((await site.openPositions('es'))[0]!.title).toBe('Oficial de préstamos');
    expect((await site.openPositions())[0]!.title).toBe('Loan Officer');

    const programs = await site.products('es');
    const program = await site.product('VA-loan', 'es');
    expect(program).toEqual(programs.find((candidate) => candidate.productKey === 'VA-loan'));
    expect((await site.product('VA-loan'))!.fallbackFields).toBeUndefined();
    const document = await site.disclosure('disclosures', 'es');
    expect(document).not.toBeNull();
    expect(document).not.toHaveProperty('translations');
  });

  it('shows a text without a Spanish version in English, and names it', async () => {
    const bundle = sampleContent();
    const fha = bundle.products.find((product) => product.productKey === 'FHA-loan')!;
    const { fullDescription: _left, highlight: _out, ...spanish } = fha.translations!.es!;
    fha.translations = { es: spanish };
    delete bundle.disclosures[0]!.translations;
    delete bundle.brokers[0]!.translations!.es!.quotes;
    try {
      await loadContent(database.db, bundle);
      const site = api();
      const program = (await site.product('FHA-loan', 'es'))!;
      expect(program).toMatchObject({ productName: 'Préstamo FHA', highlight: fha.highlight, fullDescription: fha.fullDescription });
      expect(program.fallbackFields).toEqual(['highlight', 'fullDescription']);
      expect((await site.products('es')).find((product) => product.productKey === 'VA-loan')!.fallbackFields).toBeUndefined();
      const document = (await site.disclosure(bundle.disclosures[0]!.disclosureKey, 'es'))!;
      expect(document).toMatchObject({ title: bundle.disclosures[0]!.title, fallbackFields: ['title', 'content'] });
      const sarah = (await site.brokers('es'))[0]!;
      expect(sarah).toMatchObject({ quotes: bundle.brokers[0]!.quotes, fallbackFields: ['quotes'] });
    } finally {
      await loadContent(database.db, sampleContent());
    }
  });
});
