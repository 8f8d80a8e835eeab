import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MIN_REVIEW_RATING, postedText, REVIEW_TRUNCATE_AT, showableReviews, truncateReview } from '../../../../app/features/reviews/review-text';

describe('reviews shown in the carousel', () => {
  it('are only those rated 4 or more, in their order', () => {
    expect(MIN_REVIEW_RATING).toBe(4);
    const reviews = [5, 3, 4, 1, 4.5, 2, Number.NaN].map((rating, index) => ({ rating, index }));
    expect(showableReviews(reviews).map((review) => review.index)).toEqual([0, 2, 4]);
  });
});

describe('truncation to 250 characters with + More / - Less', () => {
  it('leaves a text of 250 characters or fewer alone', () => {
    expect(REVIEW_TRUNCATE_AT).toBe(250);
    const text = 'x'.repeat(250);
    expect(truncateReview(text)).toEqual({ short: text, truncated: false });
    expect(truncateReview('  Short and sweet.  ')).toEqual({ short: 'Short and sweet.', truncated: false });
  });

  it('cuts a longer text at a word break within 250 characters and adds an ellipsis', () => {
    const text = `${'word '.repeat(60)}end`; // 303 characters
    const { short, truncated } = truncateReview(text);
    expect(truncated).toBe(true);
    expect(short.endsWith('word…')).toBe(true);
    expect(Array.from(short).length).toBeLessThanOrEqual(251);
  });

  it('cuts inside a word only when there is no break near the limit', () => {
    const { short } = truncateReview('a'.repeat(400));
    expect(short).toBe(`${'a'.repeat(250)}…`);
  });

  it('drops punctuation and spaces before the ellipsis', () => {
    const text = `${'y'.repeat(240)} done, ${'z'.repeat(40)}`;
    expect(truncateReview(text).short).toBe(`${'y'.repeat(240)} done…`);
  });

  it('counts characters, not UTF-16 units (emoji are not split)', () => {
    const text = '🏡'.repeat(300);
    const { short } = truncateReview(text);
    expect(Array.from(short)).toHaveLength(251);
    expect(short.startsWith('🏡'.repeat(250))).toBe(true);
  });

  it('always gives a prefix of the text, at most 250 characters plus the ellipsis', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 600 }), (text) => {
        const { short, truncated } = truncateReview(text);
        const trimmed = text.trim();
        expect(truncated).toBe(Array.from(trimmed).length > 250);
        if (!truncated) expect(short).toBe(trimmed);
        else {
          expect(short.endsWith('…')).toBe(true);
          expect(trimmed.startsWith(short.slice(0, -1))).toBe(true);
          expect(Array.from(short).length).toBeLessThanOrEqual(251);
        }
      }),
    );
  });
});

describe("'Posted …' (from the data, not the clock)", () => {
  it.each([
    ['in the last week', 'Posted this week'],
    ['In the last week', 'Posted this week'],
    ['a week ago', 'Posted a week ago'],
    ['2 months ago', 'Posted 2 months ago'],
    ['a year ago', 'Posted a year ago'],
    ['', 'Posted on Google'],
  ])('%j -> %j', (relative, expected) => {
    expect(postedText(relative)).toBe(expected);
  });

  it.each([
    ['en la última semana', 'Publicada esta semana'],
    ['hace 2 meses', 'Publicada hace 2 meses'],
    ['2 months ago', 'Publicada hace 2 meses'],
    ['a year ago', 'Publicada hace 1 año'],
    ['a week ago', 'Publicada hace 1 semana'],
    ['', 'Publicada en Google'],
  ])('in Spanish: %j -> %j', (relative, expected) => {
    expect(postedText(relative, 'es')).toBe(expected);
  });
});
