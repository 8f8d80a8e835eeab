import type { RatesByType } from '../../domain/content/content-types';
import { fetchErrorMessages } from '../../data/http-site-api';
import type { SiteApi } from '../../data/site-api';

export interface DailyRatesData {
  /** The daily rates by rate type, or null when they could not be loaded. */
  rates: { purchaseRates: RatesByType; refinanceRates: RatesByType } | null;
  /** When the rates were set (ISO 8601), or null when unknown or not loaded. */
  ratesAsOf: string | null;
  /** "Couldn't fetch rates, please refresh" when they could not be loaded. */
  ratesError: string | null;
}

/** The daily rates for a calculator's loader; a failure is data for the page, not an error page. */
export async function loadDailyRates(api: SiteApi): Promise<DailyRatesData> {
  try {
    const { dailyRates, asOf } = await api.combinedRates();
    return { rates: dailyRates, ratesAsOf: asOf ?? null, ratesError: null };
  } catch {
    return { rates: null, ratesAsOf: null, ratesError: fetchErrorMessages.rates };
  }
}
