import type { SiteApi } from '../../domain/site-api';
import { ratesAreStale } from './rates-age';
import type { TodaysRates } from './todays-rates';

/**
 * Today's rates for a page's loader, or null when the section is not to be shown: the rates are older
 * than the server's RATES_MAX_AGE_DAYS, have no date, or could not be read (the page goes on without
 * them). Decided in the loader, so the server's render and the browser's hydration agree.
 */
export async function loadTodaysRates(api: SiteApi, program: { loanType: number; label: string }, now: Date = new Date()): Promise<TodaysRates | null> {
  try {
    const [combined, aprFees, config] = await Promise.all([api.combinedRates(), api.aprFees(), api.publicConfig()]);
    if (ratesAreStale(combined.asOf, now, config.ratesMaxAgeDays)) return null;
    // The pricing arrives only when a loader runs in the browser (a client-side navigation): the first
    // view hydrates from the server's answer and never needs it.
    const { todaysRates } = await import('./todays-rates');
    return todaysRates({ combined, aprFees, loanType: program.loanType, programLabel: program.label });
  } catch {
    return null;
  }
}
