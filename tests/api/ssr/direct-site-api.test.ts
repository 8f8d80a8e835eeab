import { describe, expect, it } from 'vitest';
import { createDatabaseReviewsProvider } from '../../../api/providers/reviews/database-reviews-provider';
import { cacheContentService } from '../../../api/services/cached-content-service';
import { createContentService } from '../../../api/services/content-service';
import { createDirectSiteApi } from '../../../api/ssr/direct-site-api';
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
});
