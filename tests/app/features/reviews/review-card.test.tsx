import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { GoogleReview } from '../../../../app/domain/content/content-types';
import { ReviewCard, ReviewCardPlaceholder } from '../../../../app/features/reviews/review-card';
import { toCarouselReview } from '../../../../app/features/reviews/review-text';
import { LocaleProvider } from '../../../../renderers/i18n/locale-context';

const review: GoogleReview = {
  rating: 5,
  text: 'Sarah made our first purchase easy.',
  author_name: 'Dana K.',
  author_url: 'https://example.com',
  profile_photo_url: '/media/reviewers/default-profile.webp',
  relative_time_description: 'a month ago',
  time: 1,
};

const inSpanish = (node: React.ReactNode) => renderToString(<LocaleProvider locale="es">{node}</LocaleProvider>);

describe('a review card', () => {
  it('says its text is English when the review names no language, on a Spanish page', () => {
    const html = inSpanish(<ReviewCard review={toCarouselReview(review)} />);
    expect(html).toMatch(/<p id="[^"]+" lang="en">Sarah made our first purchase easy\.<\/p>/);
    expect(html.match(/lang="/g)).toHaveLength(1);
    expect(html).toContain('Publicada');
  });

  it('carries the language a review is written in, on the card and on its placeholder', () => {
    const spanish = toCarouselReview({ ...review, text: 'Sarah nos facilitó la compra.', language: 'es' });
    expect(spanish.language).toBe('es');
    expect(inSpanish(<ReviewCard review={spanish} />)).toMatch(/<p id="[^"]+" lang="es">Sarah nos facilitó la compra\.<\/p>/);
    expect(renderToString(<ReviewCardPlaceholder review={spanish} />)).toContain('<p lang="es">Sarah nos facilitó la compra.</p>');
    expect(renderToString(<ReviewCardPlaceholder review={toCarouselReview(review)} />)).toContain('<p lang="en">Sarah made our first purchase easy.</p>');
  });

  it('keeps no language property for a review that names none', () => {
    expect(toCarouselReview(review)).not.toHaveProperty('language');
  });
});
