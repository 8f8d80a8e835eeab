import { describe, expect, it } from 'vitest';
import { lintFlow } from '../../../../engine/lint/lint-flow';
import type { QuestionOffer } from '../../../../engine/types/flow';
import { makeFlow, q } from '../../support/flows';

const findings = (offer: QuestionOffer) =>
  lintFlow(makeFlow([q(1, 'a'), q(2, 'b', {}, { offer })])).findings.filter((f) => f.rule === 'invalid-offer').map((f) => [f.severity, f.path]);
const offer = (href: string): QuestionOffer => ({ text: 'You may qualify for a VA loan.', label: 'See VetLife options', href });

describe('invalid-offer', () => {
  it('accepts a link to a page of the site', () => {
    expect(findings(offer('/quote-landing-vetlife?type=purchase'))).toEqual([]);
    expect(findings(offer('/mortgage-types/va-loan'))).toEqual([]);
  });

  it('refuses a link off the site', () => {
    for (const href of ['https://example.com', '//example.com', '/\\example.com', 'quote-landing-vetlife', 'javascript:alert(1)', '']) {
      expect(findings(offer(href)), href).toEqual([['error', '/questions/1/offer/href']]);
    }
  });

  it('refuses an empty text or label', () => {
    expect(findings({ ...offer('/x'), text: ' ' })).toEqual([['error', '/questions/1/offer/text']]);
    expect(findings({ ...offer('/x'), label: '' })).toEqual([['error', '/questions/1/offer/label']]);
  });
});
