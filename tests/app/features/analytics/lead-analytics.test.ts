import { afterEach, describe, expect, it, vi } from 'vitest';
import { ATTRIBUTION_KEY } from '../../../../app/features/attribution';
import { leadAnalytics } from '../../../../app/features/analytics/lead-analytics';
import { FUNNEL_SESSION_KEY } from '../../../../app/features/analytics/funnel-session';
import { memoryTab } from './memory-tab';

/** A browser tab as the lead sees it: its sessionStorage and whether it sends Global Privacy Control. */
function tab(items: Record<string, string>, privacyControl = false) {
  vi.stubGlobal('window', { sessionStorage: memoryTab(items) });
  vi.stubGlobal('navigator', { globalPrivacyControl: privacyControl });
}

describe('what a lead carries about the visit', () => {
  afterEach(() => vi.unstubAllGlobals());
  const id = '4d0c3a52-5b2a-4d55-9a4e-1f6c2b7d8e90';

  it("the landing's attribution, click ids included, and the funnel-session id", () => {
    tab({ [ATTRIBUTION_KEY]: JSON.stringify({ utmSource: 'newsletter', referrerHost: 'news.example.org', gclid: 'Cj0KCQ' }), [FUNNEL_SESSION_KEY]: id });
    expect(leadAnalytics()).toEqual({ attribution: { utmSource: 'newsletter', referrerHost: 'news.example.org', gclid: 'Cj0KCQ' }, analytics: { sessionId: id } });
  });

  it('leaves out an empty attribution, and the session id under Global Privacy Control', () => {
    tab({ [ATTRIBUTION_KEY]: '{}', [FUNNEL_SESSION_KEY]: id }, true);
    expect(leadAnalytics()).toEqual({});
  });
});
