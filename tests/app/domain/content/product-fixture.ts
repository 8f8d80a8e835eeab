import type { Product } from '../../../../app/domain/content/content-types';

/** The FHA program in English with every field set (the broker's fields empty), and these translations. */
export function fhaProduct(translations: Product['translations']): Product {
  return {
    productKey: 'FHA-loan',
    productName: 'FHA Loan',
    productSubtitle: 'Low down payment',
    shortDescription: 'Backed by the FHA.',
    highlight: 'First-time buyers',
    fullDescription: '## FHA',
    audioUrl: null,
    brokerImageUrl: null,
    brokerProfileLink: null,
    brokerName: null,
    brokerTitle: null,
    primaryCtaLabel: 'Get a quote',
    secondaryCtaLabel: 'Talk to us',
    translations,
  };
}
