import { defaultLocale, type Locale } from '../../i18n/locales';
import type { SiteApi } from './site-api';

/** The error texts the pages show, by call. */
export const fetchErrorMessages = {
  brokers: 'Failed to fetch brokers',
  stats: 'Failed to fetch stats',
  rates: "Couldn't fetch rates, please refresh",
  unknown: 'Unknown error occurred',
} as const;

export class HttpStatusError extends Error {
  constructor(readonly status: number) {
    super(`Network response was not ok. Status: ${status}`);
    this.name = 'HttpStatusError';
  }
}

async function getJson<T>(path: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(path, { headers: { accept: 'application/json' }, signal });
  if (!response.ok) throw new HttpStatusError(response.status);
  return (await response.json()) as T;
}

async function getJsonOrNull<T>(path: string): Promise<T | null> {
  try {
    return await getJson<T>(path);
  } catch (error) {
    if (error instanceof HttpStatusError && error.status === 404) return null;
    throw error;
  }
}

/** Runs a call and replaces any failure by that call's fixed message. */
async function withMessage<T>(message: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch {
    throw new Error(message);
  }
}

/** Keeps a failure's own message, or 'Unknown error occurred' when it has none. */
async function withOwnMessage<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Error && error.message) throw error;
    throw new Error(fetchErrorMessages.unknown);
  }
}

/**
 * A content path with its query: `lang` is added for a language other than English, so an English read
 * keeps the URL it always had.
 */
function contentPath(path: string, query: Record<string, string>, locale: Locale = defaultLocale): string {
  const params = new URLSearchParams(query);
  if (locale !== defaultLocale) params.set('lang', locale);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export const httpSiteApi: SiteApi = {
  brokers: (locale) => withMessage(fetchErrorMessages.brokers, () => getJson(contentPath('/api/brokers', {}, locale))),
  broker: (brokerName, locale) =>
    withOwnMessage(() => getJsonOrNull(contentPath('/api/agent/', { 'fields.brokerKey': brokerName }, locale))),
  products: (locale) => withOwnMessage(() => getJson(contentPath('/api/products', {}, locale))),
  product: (productKey, locale) =>
    withOwnMessage(() => getJsonOrNull(contentPath('/api/product/', { 'fields.productKey': productKey }, locale))),
  googleReviews: () => withOwnMessage(() => getJson('/api/getGoogleReviews')),
  stats: (locale) =>
    withMessage(fetchErrorMessages.stats, async () => {
      const answer = await getJson<{ stats: never[]; asOf?: string | null }>(contentPath('/api/getStats', {}, locale));
      return { stats: answer.stats, asOf: answer.asOf ?? null };
    }),
  openPositions: (locale) =>
    withOwnMessage(async () => (await getJson<{ positions: never[] }>(contentPath('/api/openPositions', {}, locale))).positions),
  combinedRates: () => withMessage(fetchErrorMessages.rates, () => getJson('/api/getCombinedRates')),
  disclosure: (disclosureKey, locale) => getJsonOrNull(contentPath('/api/disclosure', { disclosureKey }, locale)),
  aprFees: () => withOwnMessage(() => getJson('/api/aprFees')),
  featureFlags: () => withOwnMessage(async () => (await getJson<{ flags: never }>('/api/featureFlags')).flags),
  publicConfig: () => withOwnMessage(() => getJson('/api/siteConfig')),
  // Only a funnel asks for a flow: the request and its parsing load with the first funnel a visit opens.
  flow: (entryPath, options) => withOwnMessage(async () => (await import('./flow-request')).getFlow(entryPath, options)),
};
