export { priceLoan, priceLoanWithReasons, baseRatesFromDailyRates } from './price-loan';
export { creditScoreRow, ltvColumn, llpaGridPoints, llpaPoints, llpaProblems } from './llpa';
export type { LlpaBreakdown, LlpaInput } from './llpa';
export * from './program-rules';
export { LOAN_TYPE_CODES, OCCUPANCY_CODES, PROPERTY_TYPE_CODES } from './codes';
export { DEFAULT_LLPA, DEFAULT_POINTS_TO_RATE_RATIO, DEFAULT_PRICING_RULES, DEFAULT_PRODUCTS, DEFAULT_PROGRAMS } from './default-pricing-data';
export type * from './types';
