import { describe, expect, it } from 'vitest';
import { ATTRIBUTION_KEY, attributionOf, captureAttribution, landingAttribution } from '../../../../app/features/attribution/attribution';
import { memoryTab } from '../analytics/memory-tab';

const SITE = 'https://www.harborpoint.example';

describe('the landing attribution', () => {
  it('keeps the utm_ parameters, the ad click ids and the referring host name only', () => {
    const landing = `${SITE}/quote-landing?type=purchase&utm_source=newsletter&utm_medium=email&utm_campaign=spring-rates&gclid=Cj0KCQ&fbclid=IwAR2&msclkid=9f1e&other=x`;
    expect(attributionOf(landing, 'https://news.example.org/articles/rates?id=7#top')).toEqual({
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'spring-rates',
      referrerHost: 'news.example.org',
      gclid: 'Cj0KCQ',
      fbclid: 'IwAR2',
      msclkid: '9f1e',
    });
  });

  it("leaves out the site's own host, a missing or broken referrer, and empty parameters", () => {
    expect(attributionOf(`${SITE}/agents?utm_source=`, `${SITE}/`)).toEqual({});
    expect(attributionOf(`${SITE}/`, '')).toEqual({});
    expect(attributionOf(`${SITE}/`, 'not a url')).toEqual({});
    expect(attributionOf(`${SITE}/`, 'https://harborpoint.example/')).toEqual({ referrerHost: 'harborpoint.example' });
  });

  it('trims each value, and leaves out one that is too long (utm 100, click ids 200 characters) or not printable', () => {
    const query = new URLSearchParams({ utm_source: '  ads  ', utm_medium: 'm'.repeat(100), utm_campaign: 'c'.repeat(101), gclid: 'g'.repeat(200), fbclid: 'f'.repeat(201), msclkid: 'bad\u0007id' });
    expect(attributionOf(`${SITE}/?${query}`, '')).toEqual({ utmSource: 'ads', utmMedium: 'm'.repeat(100), gclid: 'g'.repeat(200) });
  });

  it('the first page of a tab wins: a later landing never overwrites it', () => {
    const tab = memoryTab();
    captureAttribution({ storage: tab, href: `${SITE}/?utm_source=first`, referrer: 'https://search.example/' });
    captureAttribution({ storage: tab, href: `${SITE}/quote-landing?utm_source=second&gclid=later`, referrer: 'https://other.example/' });
    expect(landingAttribution(tab)).toEqual({ utmSource: 'first', referrerHost: 'search.example' });
    expect(tab.writes()).toBe(1);
  });

  it('a first page without any source is kept too, so a later page cannot claim the visit', () => {
    const tab = memoryTab();
    captureAttribution({ storage: tab, href: `${SITE}/`, referrer: '' });
    captureAttribution({ storage: tab, href: `${SITE}/?utm_source=later`, referrer: '' });
    expect(tab.items.get(ATTRIBUTION_KEY)).toBe('{}');
    expect(landingAttribution(tab)).toEqual({});
  });

  it('reads tampered or broken storage as what it can keep, and never throws', () => {
    expect(landingAttribution(memoryTab({ [ATTRIBUTION_KEY]: '{"utmSource":"ok","utmMedium":7,"evil":"x","gclid":"a\\u0000b"}' }))).toEqual({ utmSource: 'ok' });
    expect(landingAttribution(memoryTab({ [ATTRIBUTION_KEY]: 'not json' }))).toEqual({});
    expect(landingAttribution(null)).toEqual({});
    const refusing = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(() => captureAttribution({ storage: refusing, href: `${SITE}/?utm_source=x`, referrer: '' })).not.toThrow();
    expect(() => captureAttribution({ storage: memoryTab(), href: 'not a url', referrer: '' })).not.toThrow();
  });
});
