export { TodaysRatesTable } from './todays-rates-table';
export { loadTodaysRates } from './load-todays-rates';
export { ratesAreStale, todaysRates } from './todays-rates';
export type { RateRow, TodaysRates } from './todays-rates';
export { HOME_PROGRAM, ratedProgramOf } from './rate-assumptions';
export { formatRatesAsOf, formatRatesDate } from './rates-as-of';
