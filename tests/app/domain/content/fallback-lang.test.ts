import { describe, expect, it } from 'vitest';
import { fallbackLang, keepFallbackFields } from '../../../../app/domain/content/fallback-lang';
import { localizeBroker, localizeProduct } from '../../../../app/domain/content/localize-content';
import { toProgramCard } from '../../../../app/features/programs/program-card-data';
import { loanOfficerCard } from '../../../../app/domain/lead-receipt';
import { broker } from '../../features/brokers/broker-fixture';
import { fhaProduct } from './product-fixture';

const product = fhaProduct({ es: { productName: 'Préstamo FHA', shortDescription: 'Respaldado por la FHA.', highlight: 'Compradores primerizos', fullDescription: '## FHA', primaryCtaLabel: 'Cotizar' } });

describe('the language of a content field', () => {
  it('is English exactly for the fields the item shows in English', () => {
    const spanish = localizeProduct(product, 'es');
    expect(fallbackLang(spanish, 'productSubtitle')).toBe('en');
    expect(fallbackLang(spanish, 'secondaryCtaLabel')).toBe('en');
    expect(fallbackLang(spanish, 'productName')).toBeUndefined();
    expect(fallbackLang(spanish, 'primaryCtaLabel')).toBeUndefined();
    // An empty field is not shown, so not named either.
    expect(fallbackLang(spanish, 'brokerTitle')).toBeUndefined();
  });

  it('is not given (the page’s own) for an English read, an item without marks, or no item', () => {
    expect(fallbackLang(localizeProduct(product, 'en'), 'productSubtitle')).toBeUndefined();
    expect(fallbackLang({ fallbackFields: [] as 'title'[] }, 'title')).toBeUndefined();
    expect(fallbackLang(null, 'title')).toBeUndefined();
    expect(fallbackLang(undefined, 'title')).toBeUndefined();
  });
});

describe('a narrowed copy of an item', () => {
  it('keeps the fallback fields among those it copies, and no property when none is', () => {
    const item = { fallbackFields: ['title', 'blurb'] as ('title' | 'blurb' | 'quotes')[] };
    expect(keepFallbackFields(item, ['title', 'quotes'])).toEqual({ fallbackFields: ['title'] });
    expect(keepFallbackFields(item, ['quotes'])).toStrictEqual({});
    expect(keepFallbackFields({}, ['title'])).toStrictEqual({});
  });

  it('is what a program card and a routed officer’s card carry', () => {
    const card = toProgramCard(localizeProduct(product, 'es'));
    expect(card.fallbackFields).toEqual(['productSubtitle']);
    expect(toProgramCard(localizeProduct(product, 'en'))).not.toHaveProperty('fallbackFields');
    const officer = loanOfficerCard(localizeBroker(broker('ana', { translations: { es: { blurb: 'Un texto.' } } }), 'es'));
    expect(officer.fallbackFields).toEqual(['title']);
    expect(loanOfficerCard(localizeBroker(broker('ana', { translations: { es: { title: 'Oficial de préstamos' } } }), 'es'))).not.toHaveProperty('fallbackFields');
  });
});
