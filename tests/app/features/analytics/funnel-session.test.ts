import { describe, expect, it } from 'vitest';
import { deviceClass } from '../../../../app/features/analytics/device-class';
import { FUNNEL_SESSION_KEY, funnelSessionId } from '../../../../app/features/analytics/funnel-session';
import { privacyControlOn } from '../../../../app/features/analytics/privacy-signal';
import { memoryTab } from './memory-tab';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('the funnel-session id', () => {
  it('is a random UUID made on first use and kept in the tab for the rest of the visit', () => {
    const tab = memoryTab();
    const id = funnelSessionId({ storage: tab, privacyControl: false });
    expect(id).toMatch(UUID);
    expect(tab.items.get(FUNNEL_SESSION_KEY)).toBe(id);
    expect(funnelSessionId({ storage: tab, privacyControl: false })).toBe(id);
    expect(tab.writes()).toBe(1);
    expect(funnelSessionId({ storage: memoryTab(), privacyControl: false })).not.toBe(id);
  });

  it('is none, and nothing is written, when the browser sends Global Privacy Control', () => {
    const tab = memoryTab();
    expect(funnelSessionId({ storage: tab, privacyControl: true })).toBeUndefined();
    expect(tab.writes()).toBe(0);
    expect(privacyControlOn({ globalPrivacyControl: true })).toBe(true);
    expect(privacyControlOn({ globalPrivacyControl: false })).toBe(false);
    expect(privacyControlOn({ globalPrivacyControl: 'true' })).toBe(false);
    expect(privacyControlOn({})).toBe(false);
    expect(privacyControlOn(undefined)).toBe(false);
  });

  it('replaces a stored value that is not an id, and lasts the page when the tab refuses storage', () => {
    const tab = memoryTab({ [FUNNEL_SESSION_KEY]: '<script>' });
    expect(funnelSessionId({ storage: tab, privacyControl: false })).toMatch(UUID);
    const refusing = { getItem: () => null, setItem: () => { throw new Error('SecurityError'); } };
    const id = funnelSessionId({ storage: refusing, privacyControl: false });
    expect(id).toMatch(UUID);
    expect(funnelSessionId({ storage: null, privacyControl: false })).toBe(id);
  });
});

describe('the device class', () => {
  it('is a phone below 640 px, a tablet below 1024 px, else a desktop', () => {
    expect([320, 639, 640, 1023, 1024, 1920].map(deviceClass)).toEqual(['phone', 'phone', 'tablet', 'tablet', 'desktop', 'desktop']);
  });
});
