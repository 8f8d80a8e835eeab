import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { GoogleReview } from '../../../../app/domain/content/content-types';
import type { SiteApi } from '../../../../app/domain/site-api';
import { brokerMentions, loadMentionSources, MENTIONS_SHOWN } from '../../../../app/features/reviews/broker-mentions';
import { BrokerReviewMentions, mentionsHeading } from '../../../../app/features/reviews/broker-review-mentions';
import { sampleContent } from '../../../support/content-fixtures';

const review = (text: string, time: number, rating = 5): GoogleReview => ({
  rating,
  text,
  author_name: `Reviewer ${time}`,
  author_url: 'https://example.com',
  profile_photo_url: '/media/reviewers/default-profile.webp',
  relative_time_description: 'a month ago',
  time,
});

const jane = { brokerKey: 'jane-doe', firstName: 'Jane', lastName: 'Doe' };
const brokers = [jane, { brokerKey: 'ann-lee', firstName: 'Ann', lastName: 'Lee' }];

describe("a broker's mentioning reviews", () => {
  it('are the reviews naming the broker, newest first, whatever their rating, with the card fields only', () => {
    const reviews = [review('Jane was great', 100), review('Ann was great', 300), review('Slow, but Jane apologized', 200, 2), review('Great team', 400)];
    const found = brokerMentions(jane, { brokers, reviews });
    expect(found.total).toBe(2);
    expect(found.reviews.map((shown) => shown.text)).toEqual(['Slow, but Jane apologized', 'Jane was great']);
    expect(Object.keys(found.reviews[0]!).sort()).toEqual(['author_name', 'profile_photo_url', 'rating', 'relative_time_description', 'text']);
  });

  it(`show at most ${MENTIONS_SHOWN}, the newest, while the total counts them all`, () => {
    const reviews = Array.from({ length: 9 }, (_, index) => review(`Jane helped us (${index})`, index));
    const found = brokerMentions(jane, { brokers, reviews });
    expect(found.total).toBe(9);
    expect(found.reviews.map((shown) => shown.text)).toEqual([8, 7, 6, 5, 4, 3].map((index) => `Jane helped us (${index})`));
  });

  it('are none when the reviews or brokers cannot be read (the page still renders)', async () => {
    const failing = { brokers: async () => Promise.reject(new Error('down')), googleReviews: async () => ({ rating: 0, user_ratings_total: 0, reviews: [] }) } as unknown as SiteApi;
    const sources = await loadMentionSources(failing);
    expect(brokerMentions(jane, sources)).toEqual({ total: 0, reviews: [] });
  });

  it('exist in the sample content for at least two brokers', () => {
    const content = sampleContent();
    const sources = { brokers: content.brokers, reviews: content.reviews.reviews };
    const mentioned = content.brokers.filter((broker) => brokerMentions(broker, sources).total > 0);
    expect(mentioned.length).toBeGreaterThanOrEqual(2);
    const daniel = content.brokers.find((broker) => broker.brokerKey === 'daniel-whitfield')!;
    expect(brokerMentions(daniel, sources).total).toBe(2);
    const jose = content.brokers.find((broker) => broker.brokerKey === 'jose-ramirez')!;
    expect(brokerMentions(jose, sources).total).toBeGreaterThanOrEqual(1);
  });
});

describe('the mentions section', () => {
  it('says how many reviews mention the broker, in the singular or the plural', () => {
    expect(mentionsHeading(1, 'Jane')).toBe('1 review mentions Jane');
    expect(mentionsHeading(3, 'Jane')).toBe('3 reviews mention Jane');
    expect(mentionsHeading(1200, 'Jane')).toBe('1,200 reviews mention Jane');
    expect(mentionsHeading(1, 'Ana', 'es')).toBe('1 reseña menciona a Ana');
    expect(mentionsHeading(1200, 'Ana', 'es')).toBe('1,200 reseñas mencionan a Ana');
  });

  it('renders each shown review as a review card under its heading, and a note when more exist', () => {
    const reviews = Array.from({ length: 8 }, (_, index) => review(`Jane helped us (${index})`, index));
    const html = renderToString(<BrokerReviewMentions firstName="Jane" mentions={brokerMentions(jane, { brokers, reviews })} />);
    expect(html).toContain('8 reviews mention Jane');
    expect(html.match(/<figure/g)).toHaveLength(MENTIONS_SHOWN);
    expect(html).toContain(`Showing the ${MENTIONS_SHOWN} most recent.`);
    const one = renderToString(<BrokerReviewMentions firstName="Jane" mentions={brokerMentions(jane, { brokers, reviews: reviews.slice(0, 1) })} />);
    expect(one).toContain('1 review mentions Jane');
    expect(one).not.toContain('most recent');
  });

  it('renders nothing, not even a heading, when no review mentions the broker', () => {
    expect(renderToString(<BrokerReviewMentions firstName="Jane" mentions={{ total: 0, reviews: [] }} />)).toBe('');
  });
});
