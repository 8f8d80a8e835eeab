import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { QuestionOffer } from '../../../../app/features/funnels/question-offer';
import type { Answers, QuestionOffer as OfferData } from '../../../../engine';
import { flow } from './flow-fixture';

const render = (offer: OfferData, answers: Answers = {}) => renderToString(<MemoryRouter><QuestionOffer offer={offer} answers={answers} /></MemoryRouter>);

describe('a question’s offer', () => {
  it('is an aside named by its sentence, with a real link', () => {
    const html = render({ text: 'You may qualify for a VA loan.', label: 'See VetLife options', href: '/quote-landing-vetlife?type=purchase' });
    const named = /<aside aria-labelledby="([^"]+)"[^>]*>\s*<p id="([^"]+)"[^>]*>You may qualify for a VA loan\.<\/p>/.exec(html);
    expect(named?.[1]).toBe(named?.[2]);
    expect(html).toMatch(/<a [^>]*href="\/quote-landing-vetlife\?type=purchase"[^>]*>See VetLife options<\/a>/);
  });

  it('carries the answers given so far, so the funnel it opens starts with those it asks', () => {
    const html = render({ text: 'You may qualify.', label: 'See VetLife options', href: '/quote-landing-vetlife?type=purchase' }, { zipCode: '48009', purchasePrice: [400_000, 600_000] });
    expect(html).toContain('href="/quote-landing-vetlife?type=purchase&amp;prefill.zipCode=48009&amp;prefill.purchasePrice=400000%2C600000"');
  });

  it('renders nothing for a link off the site', () => {
    expect(render({ text: 'x', label: 'y', href: '//evil.example' })).toBe('');
  });

  it.each(['purchase', 'refinance', 'cashOut'])('%s: veterans are offered the VetLife flow of the same loan type on the branch question', (id) => {
    const definition = flow(id);
    const offered = definition.questions.filter((question) => question.offer);
    expect(offered.map((question) => question.questionData.alias)).toEqual(['vaBranch']);
    expect(offered[0]!.offer!.href).toBe(`/quote-landing-vetlife?type=${id}`);
  });
});
