import { describe, expect, it } from 'vitest';
import { localizeBroker, localizeDisclosure, localizeProduct, localizeStat } from '../../../../app/domain/content/localize-content';
import { broker } from '../../features/brokers/broker-fixture';
import { fhaProduct } from './product-fixture';

const product = fhaProduct({ es: { productName: 'Préstamo FHA', productSubtitle: 'Pago inicial bajo', shortDescription: '', highlight: '  ' } });

describe('localized content', () => {
  it('in English: the item as written, without its translations or marks', () => {
    const english = localizeProduct({ ...product, fallbackFields: ['productName'] }, 'en');
    expect(english).toEqual({ ...product, translations: undefined, fallbackFields: undefined });
    expect(english).not.toHaveProperty('translations');
    expect(english).not.toHaveProperty('fallbackFields');
  });

  it('in Spanish: the translated fields applied, every other text left in English and named', () => {
    const spanish = localizeProduct(product, 'es');
    expect(spanish.productName).toBe('Préstamo FHA');
    expect(spanish.productSubtitle).toBe('Pago inicial bajo');
    // An empty translation is no translation: the English text is kept and marked.
    expect(spanish.shortDescription).toBe('Backed by the FHA.');
    expect(spanish.fallbackFields).toEqual(['shortDescription', 'highlight', 'fullDescription', 'primaryCtaLabel', 'secondaryCtaLabel']);
    // brokerTitle is null, so nothing is shown in English there; keys and links are not texts.
    expect(spanish.fallbackFields).not.toContain('brokerTitle');
    expect(spanish).not.toHaveProperty('translations');
    expect(spanish.productKey).toBe('FHA-loan');
  });

  it('marks nothing when every text is translated, and everything when none is', () => {
    const stat = { title: '48', subTitle: 'states licensed', translations: { es: { title: '48', subTitle: 'estados con licencia' } } };
    expect(localizeStat(stat, 'es')).toEqual({ title: '48', subTitle: 'estados con licencia' });
    expect(localizeStat({ title: '48', subTitle: 'states licensed' }, 'es')).toEqual({ title: '48', subTitle: 'states licensed', fallbackFields: ['title', 'subTitle'] });
  });

  it('brokers: lists in Spanish replace the English ones, names stay, and the languages default to English', () => {
    const sarah = broker('sarah', {
      experience: ['FHA Loans'],
      quotes: ['One.', 'Two.'],
      blurb: '',
      translations: { es: { title: 'Oficial de préstamos', quotes: ['Una.'], experience: [] } },
    });
    const spanish = localizeBroker(sarah, 'es');
    expect(spanish).toMatchObject({ firstName: 'sarah', title: 'Oficial de préstamos', quotes: ['Una.'], experience: ['FHA Loans'], languages: ['en'] });
    // The empty blurb shows nothing, so it is not marked; the empty Spanish list falls back.
    expect(spanish.fallbackFields).toEqual(['experience']);
    expect(localizeBroker({ ...sarah, languages: ['en', 'es'] }, 'en').languages).toEqual(['en', 'es']);
  });

  it('legal documents: title and rich text', () => {
    const content = { nodeType: 'document' as const, data: {}, content: [] };
    const document = { disclosureKey: 'privacy-policy', title: 'Privacy Policy', content, translations: { es: { title: 'Política de privacidad' } } };
    expect(localizeDisclosure(document, 'es')).toEqual({ disclosureKey: 'privacy-policy', title: 'Política de privacidad', content, fallbackFields: ['content'] });
  });
});
