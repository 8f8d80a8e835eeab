export { TodaysRatesTable } from './todays-rates-table';
export { loadTodaysRates } from './load-todays-rates';
export { ratesAreStale } from './rates-age';
export type { RateRow, TodaysRates } from './todays-rates';
export { HOME_PROGRAM, ratedProgramOf } from './rate-assumptions';
