import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { broker as makeBroker } from './broker-fixture';
import {
  canBeFeatured,
  featuredCandidates,
  featuredSlides,
  MAX_FEATURED_SLIDES,
  pickRandomFeaturedBroker,
  shuffled,
} from '../../../../app/features/brokers/featured-brokers';

/** A deterministic source of randomness (a linear congruential generator). */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

describe('featured slides of the home page', () => {
  it('needs a medium image, its own profile image and at least one quote', () => {
    expect(canBeFeatured(makeBroker('a'))).toBe(true);
    expect(canBeFeatured(makeBroker('b', { medResImageUrl: '' }))).toBe(false);
    expect(canBeFeatured(makeBroker('c', { medResImageUrl: '   ' }))).toBe(false);
    expect(canBeFeatured(makeBroker('d', { useDefaultProfileImages: true }))).toBe(false);
    expect(canBeFeatured(makeBroker('e', { quotes: [] }))).toBe(false);
    expect(canBeFeatured(makeBroker('f', { quotes: ['  '] }))).toBe(false);
  });

  it('keeps at most 10, in the content order without a random source', () => {
    const brokers = Array.from({ length: 14 }, (_, index) => makeBroker(`b${index}`));
    const slides = featuredSlides(brokers);
    expect(MAX_FEATURED_SLIDES).toBe(10);
    expect(slides.map((slide) => slide.brokerKey)).toEqual(brokers.slice(0, 10).map((broker) => broker.brokerKey));
    expect(featuredSlides(brokers, 3)).toHaveLength(3);
    expect(featuredSlides([], 10)).toEqual([]);
  });

  it('leaves out ineligible brokers before counting to 10', () => {
    const brokers = [
      ...Array.from({ length: 6 }, (_, index) => makeBroker(`default${index}`, { useDefaultProfileImages: true })),
      ...Array.from({ length: 12 }, (_, index) => makeBroker(`own${index}`)),
    ];
    const slides = featuredSlides(brokers);
    expect(slides).toHaveLength(10);
    expect(slides.every((slide) => slide.brokerKey.startsWith('own'))).toBe(true);
  });

  it('with a random source: any eligible broker, each at most once, at most 10, all of them valid', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ own: fc.boolean(), quote: fc.boolean(), med: fc.boolean() }), { maxLength: 30 }),
        fc.integer(),
        (shapes, seed) => {
          const brokers = shapes.map((shape, index) =>
            makeBroker(`k${index}`, { useDefaultProfileImages: !shape.own, quotes: shape.quote ? ['Hi'] : [], medResImageUrl: shape.med ? '/m.webp' : '' }),
          );
          const slides = featuredSlides(brokers, 10, seeded(seed));
          const eligible = brokers.filter(canBeFeatured).length;
          expect(slides).toHaveLength(Math.min(10, eligible));
          expect(new Set(slides.map((slide) => slide.brokerKey)).size).toBe(slides.length);
          expect(slides.every(canBeFeatured)).toBe(true);
        },
      ),
    );
  });

  it('gives every eligible broker a chance when there are more than 10', () => {
    const brokers = Array.from({ length: 15 }, (_, index) => makeBroker(`b${index}`));
    const seen = new Set<string>();
    for (let seed = 1; seed < 200; seed++) for (const slide of featuredSlides(brokers, 10, seeded(seed))) seen.add(slide.brokerKey);
    expect(seen.size).toBe(15);
  });
});

describe('shuffled', () => {
  it('is a permutation and leaves its input alone', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.integer(), (items, seed) => {
        const copy = [...items];
        const result = shuffled(items, seeded(seed));
        expect(items).toEqual(copy);
        expect([...result].sort((a, b) => a - b)).toEqual([...items].sort((a, b) => a - b));
      }),
    );
  });

  it('copes with a random source that returns its upper bound', () => {
    expect(shuffled([1, 2, 3], () => 0.9999999999).sort()).toEqual([1, 2, 3]);
  });
});

describe('random featured broker of the navigation', () => {
  it('prefers brokers with their own images while there are any', () => {
    const brokers = [makeBroker('d', { useDefaultProfileImages: true }), makeBroker('o')];
    expect(featuredCandidates(brokers).map((broker) => broker.brokerKey)).toEqual(['o']);
    expect(pickRandomFeaturedBroker(brokers, () => 0)?.brokerKey).toBe('o');
    expect(pickRandomFeaturedBroker([makeBroker('d', { useDefaultProfileImages: true })], () => 0.99)?.brokerKey).toBe('d');
    expect(pickRandomFeaturedBroker([])).toBeNull();
  });
});
