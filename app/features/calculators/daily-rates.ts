import type { RatesByType } from '../../domain/content/content-types';
import { fetchErrorMessages } from '../../data/http-site-api';
import type { SiteApi } from '../../data/site-api';

export interface DailyRatesData {
  /** The daily rates by rate type, or null when they could not be loaded. */
  rates: { purchaseRates: RatesByType; refinanceRates: RatesByType } | null;
  /** "Couldn't fetch rates, please refresh" when they could not be loaded. */
  ratesError: string | null;
}

/** The daily rates for a calculator's loader; a failure is data for the page, not an error page. */
export async function loadDailyRates(api: SiteApi): Promise<DailyRatesData> {
  try {
    const { dailyRates } = await api.combinedRates();
    return { rates: dailyRates, ratesError: null };
  } catch {
    return { rates: null, ratesError: fetchErrorMessages.rates };
  }
}
