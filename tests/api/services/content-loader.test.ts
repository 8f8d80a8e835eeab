import { describe, expect, it } from 'vitest';
import bundleSchema from '../../../api/content/content-bundle.schema.json' with { type: 'json' };
import { InvalidContentError, parseContentBundle, spanishCoverage } from '../../../api/services/content-loader';
import {
  BROKER_TEXT_FIELDS,
  DISCLOSURE_TEXT_FIELDS,
  POSITION_TEXT_FIELDS,
  PRODUCT_TEXT_FIELDS,
  STAT_TEXT_FIELDS,
} from '../../../app/domain/content/content-types';
import { sampleContent } from '../../support/content-fixtures';

/** The problems the content check names for a bundle, or [] when it accepts it. */
function problemsOf(bundle: unknown): string[] {
  try {
    parseContentBundle(bundle);
    return [];
  } catch (error) {
    if (error instanceof InvalidContentError) return error.problems;
    throw error;
  }
}

describe('the content check', () => {
  it('accepts the sample content, with its stats date and open positions', () => {
    const sample = sampleContent();
    expect(problemsOf(sample)).toEqual([]);
    expect(sample.statsAsOf).toBe('2026-11-01');
    expect(sample.positions.map((position) => position.title)).toEqual(['Loan Officer', 'Loan Processor', 'Marketing Coordinator']);
  });

  describe("the stats' date", () => {
    it('is required, and its absence is explained', () => {
      const { statsAsOf: _dropped, ...bundle } = sampleContent();
      expect(problemsOf(bundle)).toEqual([
        '/statsAsOf is missing: give the day the stats were true, as YYYY-MM-DD (the home page shows "As of" that day)',
      ]);
    });

    it.each(['11/01/2026', '2026-11-31', '2026-13-01', '2026-11-01T00:00:00Z', '', 'November 1, 2026'])('refuses %j as a date', (statsAsOf) => {
      expect(problemsOf({ ...sampleContent(), statsAsOf })).toEqual(['/statsAsOf must be a calendar date written YYYY-MM-DD']);
    });

    it('refuses a date that is not a string', () => {
      expect(problemsOf({ ...sampleContent(), statsAsOf: 20261101 })).toEqual(['/statsAsOf must be string']);
    });
  });

  describe('the open positions', () => {
    const position = { title: 'Loan Officer', location: 'Remote', employmentType: 'Full-time', description: 'Originate purchase loans.' };

    it('may be an empty list (none open), and the list is required', () => {
      expect(problemsOf({ ...sampleContent(), positions: [] })).toEqual([]);
      const { positions: _dropped, ...bundle } = sampleContent();
      expect(problemsOf(bundle)).toEqual([
        '/positions is missing: list the open positions shown on /opportunities, or give an empty list when none are open',
      ]);
    });

    it('accepts a position without nmlsRequired, and with it', () => {
      expect(problemsOf({ ...sampleContent(), positions: [position, { ...position, title: 'Senior Loan Officer', nmlsRequired: true }] })).toEqual([]);
    });

    it('names each missing or wrong field with its path', () => {
      const { description: _dropped, ...noDescription } = position;
      expect(problemsOf({ ...sampleContent(), positions: [noDescription] })).toEqual(["/positions/0 must have required property 'description'"]);
      expect(problemsOf({ ...sampleContent(), positions: [{ ...position, employmentType: 'Seasonal' }] })).toEqual([
        '/positions/0/employmentType must be equal to one of the allowed values',
      ]);
      expect(problemsOf({ ...sampleContent(), positions: [{ ...position, nmlsRequired: 'yes' }] })).toEqual(['/positions/0/nmlsRequired must be boolean']);
      expect(problemsOf({ ...sampleContent(), positions: [{ ...position, salary: '$90,000' }] })).toEqual(['/positions/0 must NOT have additional properties']);
      expect(problemsOf({ ...sampleContent(), positions: [{ ...position, location: '   ' }] })).toEqual(['/positions/0/location must match pattern "\\S"']);
    });

    it('keeps a title within the 80 characters the application’s position field takes', () => {
      expect(problemsOf({ ...sampleContent(), positions: [{ ...position, title: 'x'.repeat(80) }] })).toEqual([]);
      expect(problemsOf({ ...sampleContent(), positions: [{ ...position, title: 'x'.repeat(81) }] })).toEqual([
        '/positions/0/title must NOT have more than 80 characters',
      ]);
    });

    it('refuses two positions with the same title, whatever the case', () => {
      expect(problemsOf({ ...sampleContent(), positions: [position, { ...position, location: 'Birmingham, MI' }, { ...position, title: ' loan officer ' }] })).toEqual([
        '/positions/1/title "Loan Officer" is the title of an earlier position too',
        '/positions/2/title " loan officer " is the title of an earlier position too',
      ]);
    });
  });
});

describe('translations in the content', () => {
  const withBroker = (index: number, change: Record<string, unknown>) => {
    const bundle = sampleContent();
    bundle.brokers[index] = { ...bundle.brokers[index]!, ...change };
    return bundle;
  };

  it('the sample gives everything a Spanish version, and several brokers speak Spanish', () => {
    const sample = sampleContent();
    for (const item of [...sample.brokers, ...sample.products, ...sample.disclosures, ...sample.stats, ...sample.positions]) expect(item.translations?.es).toBeDefined();
    expect(spanishCoverage(sample)).toBe('brokers 16/16, programs 9/9, documents 2/2, stats 4/4, positions 3/3');
    const speakers = sample.brokers.filter((broker) => broker.languages?.includes('es')).map((broker) => broker.brokerKey);
    expect(speakers.length).toBeGreaterThanOrEqual(4);
    expect(speakers).toContain('jose-ramirez');
  });

  it('accepts an item without translations, or with only some fields translated', () => {
    const bundle = sampleContent();
    delete bundle.brokers[0]!.translations;
    bundle.brokers[1]!.translations = { es: { title: 'Corredor hipotecario' } };
    bundle.products[0]!.translations = { es: { productName: 'Hipoteca convencional' } };
    bundle.stats[0]!.translations = {};
    bundle.disclosures[0]!.translations = { es: { title: 'Divulgaciones' } };
    expect(problemsOf(bundle)).toEqual([]);
  });

  it('accepts a translated legal document as rich text, and refuses one that is not a document', () => {
    const bundle = sampleContent();
    const content = { nodeType: 'document', data: {}, content: [{ nodeType: 'paragraph', data: {}, content: [{ nodeType: 'text', value: 'Hola.', marks: [], data: {} }] }] };
    bundle.disclosures[1]!.translations = { es: { title: 'Política de privacidad', content } as never };
    expect(problemsOf(bundle)).toEqual([]);
    bundle.disclosures[1]!.translations = { es: { content: { ...content, nodeType: 'paragraph' } } as never };
    expect(problemsOf(bundle)).toEqual(['/disclosures/1/translations/es/content/nodeType must be equal to constant']);
  });

  it('refuses a field that is not one of the item’s texts, naming the fields that are', () => {
    expect(problemsOf(withBroker(2, { translations: { es: { firstName: 'Pepe' } } }))).toEqual([
      '/brokers/2/translations/es has the field "firstName", which cannot be translated: a version in es gives only title, blurb, quotes, experience',
    ]);
    const bundle = sampleContent();
    bundle.products[3]!.translations = { es: { brokerName: 'x', productName: 'Préstamo jumbo' } as never };
    bundle.positions[0]!.translations = { es: { employmentType: 'Tiempo completo' } as never };
    expect(problemsOf(bundle)).toEqual([
      '/products/3/translations/es has the field "brokerName", which cannot be translated: a version in es gives only productName, productSubtitle, shortDescription, highlight, fullDescription, brokerTitle, primaryCtaLabel, secondaryCtaLabel',
      '/positions/0/translations/es has the field "employmentType", which cannot be translated: a version in es gives only title, location, description',
    ]);
  });

  it('refuses a version in a language the site is not shown in', () => {
    const bundle = sampleContent();
    bundle.stats[1]!.translations = { fr: { subTitle: 'familles' } } as never;
    expect(problemsOf(bundle)).toEqual(['/stats/1/translations has a version in "fr", which the site is not shown in: give translations in es only']);
  });

  it('refuses a Spanish field of another type than the English one, saying so', () => {
    expect(problemsOf(withBroker(0, { translations: { es: { quotes: 'Una cita.' } } }))).toEqual([
      '/brokers/0/translations/es/quotes must be array: the es quotes takes the same form as the English one',
    ]);
    expect(problemsOf(withBroker(0, { translations: { es: { title: ['Oficial'] } } }))).toEqual([
      '/brokers/0/translations/es/title must be string: the es title takes the same form as the English one',
    ]);
    const bundle = sampleContent();
    bundle.positions[0]!.translations = { es: { title: 'x'.repeat(81) } };
    expect(problemsOf(bundle)).toEqual(['/positions/0/translations/es/title must NOT have more than 80 characters']);
  });

  it('keeps one Spanish label per expertise, the same in every profile', () => {
    const sample = sampleContent();
    const shorter = sample.brokers[0]!.translations!.es!.experience!.slice(1);
    expect(problemsOf(withBroker(0, { translations: { es: { experience: shorter } } }))).toEqual([
      '/brokers/0/translations/es/experience lists 3 labels where the English lists 4: give one Spanish label per English label, in the same order',
    ]);
    // Sarah (0) is the first to translate "FHA Loans" (her label 1); José (2) has it as his label 3.
    const jose = sample.brokers[2]!.translations!.es!.experience!.map((label) => (label === 'Préstamos FHA' ? 'Préstamos de la FHA' : label));
    expect(problemsOf(withBroker(2, { translations: { es: { ...sample.brokers[2]!.translations!.es, experience: jose } } }))).toEqual([
      '/brokers/2/translations/es/experience/3 translates "FHA Loans" as "Préstamos de la FHA", but /brokers/0/translations/es/experience/1 as "Préstamos FHA": give one Spanish label per English label',
    ]);
  });

  it('refuses two positions with the same Spanish title', () => {
    const bundle = sampleContent();
    bundle.positions[1]!.translations!.es!.title = 'oficial de préstamos';
    expect(problemsOf(bundle)).toEqual(['/positions/1/translations/es/title "oficial de préstamos" is the Spanish title of an earlier position too']);
  });

  it('takes brokers’ languages as ISO 639-1 codes, and reviews’ language', () => {
    expect(problemsOf(withBroker(0, { languages: ['en', 'es'] }))).toEqual([]);
    expect(problemsOf(withBroker(0, { languages: ['Spanish'] }))).toEqual(['/brokers/0/languages/0 must match pattern "^[a-z]{2}$"']);
    expect(problemsOf(withBroker(0, { languages: [] }))).toEqual(['/brokers/0/languages must NOT have fewer than 1 items']);
    const bundle = sampleContent();
    bundle.reviews.reviews[0]!.language = 'es';
    expect(problemsOf(bundle)).toEqual([]);
    bundle.reviews.reviews[0]!.language = 'es-US';
    expect(problemsOf(bundle)).toEqual(['/reviews/reviews/0/language must match pattern "^[a-z]{2}$"']);
  });

  it('counts what has a Spanish version, for the loader’s report', () => {
    const bundle = sampleContent();
    bundle.products = bundle.products.slice(0, 3);
    bundle.products.forEach((product) => delete product.translations);
    bundle.products[0]!.translations = { es: { productName: 'Hipoteca convencional' } };
    bundle.products[1]!.translations = { es: {} };
    bundle.disclosures.forEach((document) => delete document.translations);
    expect(spanishCoverage(bundle)).toBe('brokers 16/16, programs 1/3, documents 0/2, stats 4/4, positions 3/3');
  });

  it('the schema translates exactly the fields the types name', () => {
    const definitions = bundleSchema.definitions as unknown as Record<string, { properties: { es: { properties: Record<string, unknown> } } }>;
    const fields = (name: string) => Object.keys(definitions[name]!.properties.es.properties);
    expect(fields('brokerTranslations')).toEqual([...BROKER_TEXT_FIELDS]);
    expect(fields('productTranslations')).toEqual([...PRODUCT_TEXT_FIELDS]);
    expect(fields('statTranslations')).toEqual([...STAT_TEXT_FIELDS]);
    expect(fields('positionTranslations')).toEqual([...POSITION_TEXT_FIELDS]);
    expect(fields('disclosureTranslations')).toEqual([...DISCLOSURE_TEXT_FIELDS]);
  });
});
