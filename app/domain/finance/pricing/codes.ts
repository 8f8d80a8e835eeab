/**
 * The loan estimator's request codes. They name the lead systems' codes for callers
 * and tests; pricing itself reads codes only through PricingData.
 */
export const LOAN_TYPE_CODES = { conventional: 1, va: 2, fha: 3, usda: 4 } as const;
export const OCCUPANCY_CODES = { primary: 1, investment: 2, secondHome: 3 } as const;
export const PROPERTY_TYPE_CODES = {
  singleFamily: 22,
  cooperative: 30,
  plannedUnitDevelopment: 32,
  condominium: 34,
  multiUnit: 25,
} as const;
