// Not through engine/index: this runs on every page, and the shell's bundle stays small.
import { cleanAttribution } from '../../../engine/analytics/clean-attribution';
import type { Attribution, ClickIds } from '../../../engine/analytics/funnel-event';
import { tabStorage, type TabStorage } from './tab-storage';

export const ATTRIBUTION_KEY = 'harborpoint.attribution.v1';

export type LandingAttribution = Attribution & ClickIds;

/** The landing URL's parameters kept, by field. */
const PARAMETERS = { utmSource: 'utm_source', utmMedium: 'utm_medium', utmCampaign: 'utm_campaign', gclid: 'gclid', fbclid: 'fbclid', msclkid: 'msclkid' } as const;

function hostOf(address: string): string | undefined {
  try {
    return new URL(address).hostname || undefined;
  } catch {
    return undefined;
  }
}

/**
 * A landing's attribution: the URL's utm_ and ad click-id parameters, and the referrer's host name (never
 * its path) when it is another site; each value by the rule the server applies to a lead's attribution
 * (trimmed, printable, within its length, else left out).
 */
export function attributionOf(href: string, referrer: string): LandingAttribution {
  const url = new URL(href);
  const found: Record<string, string | undefined> = {};
  for (const [field, parameter] of Object.entries(PARAMETERS)) found[field] = url.searchParams.get(parameter) ?? undefined;
  const referrerHost = hostOf(referrer);
  if (referrerHost !== url.hostname) found.referrerHost = referrerHost;
  return cleanAttribution(found);
}

/**
 * Keeps where the visitor came from, once per browser tab: the tab's first page wins, and later pages
 * (even with other utm_ parameters) never overwrite it. Called on every page load; never throws.
 */
export function captureAttribution(landing?: { storage: TabStorage | null; href: string; referrer: string }): void {
  try {
    const storage = landing ? landing.storage : tabStorage();
    if (!storage || storage.getItem(ATTRIBUTION_KEY) !== null) return;
    storage.setItem(ATTRIBUTION_KEY, JSON.stringify(attributionOf(landing?.href ?? location.href, landing?.referrer ?? document.referrer)));
  } catch {
    // Without storage there is no attribution; the visit works the same.
  }
}

/** The attribution kept for this tab: only the fields it has, empty when none was captured. */
export function landingAttribution(storage: TabStorage | null = tabStorage()): LandingAttribution {
  try {
    return cleanAttribution(JSON.parse(storage?.getItem(ATTRIBUTION_KEY) ?? 'null'));
  } catch {
    return {};
  }
}
