import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../../../api/config/project-root';
import type { ContentBundle } from '../../../../app/domain/content/content-types';
import type { SiteApi } from '../../../../app/data/site-api';
import { loadHomeData } from '../../../../app/features/home/home-data';

const content = JSON.parse(readFileSync(join(projectRoot, 'content/sample-content.json'), 'utf8')) as ContentBundle;

function api(overrides: Partial<SiteApi> = {}): SiteApi {
  return {
    brokers: async () => content.brokers,
    products: async () => content.products,
    googleReviews: async () => content.reviews,
    stats: async () => ({ stats: content.stats, asOf: content.statsAsOf }),
    openPositions: async () => content.positions,
    ...overrides,
  } as SiteApi;
}

describe("the home page's data, on the sample content", () => {
  it('keeps only reviews rated 4 or more, with the fields the card shows', async () => {
    const home = await loadHomeData(api(), () => 0.5);
    expect(home.reviews.reviews.length).toBe(content.reviews.reviews.filter((review) => review.rating >= 4).length);
    expect(home.reviews.reviews.every((review) => review.rating >= 4)).toBe(true);
    expect(Object.keys(home.reviews.reviews[0]!).sort()).toEqual(['author_name', 'profile_photo_url', 'rating', 'relative_time_description', 'text']);
    expect(home.reviews.rating).toBe(content.reviews.rating);
  });

  it('picks at most 10 featured slides, each with a medium image, its own profile image and a quote', async () => {
    const home = await loadHomeData(api(), Math.random);
    expect(home.slides.length).toBeLessThanOrEqual(10);
    expect(home.slides.length).toBeGreaterThan(0);
    for (const slide of home.slides) {
      const broker = content.brokers.find((candidate) => candidate.brokerKey === slide.brokerKey)!;
      expect(broker.useDefaultProfileImages).toBe(false);
      expect(slide.medResImageUrl).toBe(broker.medResImageUrl);
      expect(slide.quote).toBe(broker.quotes[0]);
    }
  });

  it('carries the stats with their date, and how many positions are open', async () => {
    const home = await loadHomeData(api());
    expect(home.stats).toEqual({ stats: content.stats, asOf: '2026-11-01' });
    expect(home.openPositions).toBe(content.positions.length);
    expect(home.openPositions).toBeGreaterThan(0);
  });

  it('shuffles with the random source it is given (the loader picks; the browser hydrates that pick)', async () => {
    const first = (await loadHomeData(api(), () => 0)).slides.map((slide) => slide.brokerKey);
    const again = (await loadHomeData(api(), () => 0)).slides.map((slide) => slide.brokerKey);
    const other = (await loadHomeData(api(), () => 0.999)).slides.map((slide) => slide.brokerKey);
    expect(again).toEqual(first);
    expect(other).not.toEqual(first);
  });

  it('leaves out a section whose data fails instead of failing the page', async () => {
    const failing = async () => {
      throw new Error('down');
    };
    const home = await loadHomeData(api({ stats: failing, googleReviews: failing, openPositions: failing }));
    expect(home.stats).toEqual({ stats: [], asOf: null });
    expect(home.openPositions).toBe(0);
    expect(home.reviews.reviews).toEqual([]);
    expect(home.loanTypes).toHaveLength(content.products.length);
  });
});
