import type { RatesByType } from '../../domain/content/content-types';
import type { SiteApi } from '../../data/site-api';

export interface DailyRatesData {
  /** The daily rates by rate type, or null when they could not be loaded. */
  rates: { purchaseRates: RatesByType; refinanceRates: RatesByType } | null;
  /** When the rates were set (ISO 8601), or null when unknown or not loaded. */
  ratesAsOf: string | null;
  /** True when they could not be loaded (the page says "Couldn't fetch rates, please refresh" in its language). */
  ratesFailed: boolean;
}

/** The daily rates for a calculator's loader; a failure is data for the page, not an error page. */
export async function loadDailyRates(api: SiteApi): Promise<DailyRatesData> {
  try {
    const { dailyRates, asOf } = await api.combinedRates();
    return { rates: dailyRates, ratesAsOf: asOf ?? null, ratesFailed: false };
  } catch {
    return { rates: null, ratesAsOf: null, ratesFailed: true };
  }
}
