import { LOAN_TYPE_CODES, OCCUPANCY_CODES, PROPERTY_TYPE_CODES } from './codes';
import type { LlpaData, PricingData, ProductDefinition, ProgramRules } from './types';

/**
 * SEED CONTENT for the loan estimator's pricing, and the tests' fixture. priceLoan never reads this file:
 * the API passes the pricing data it loads from the database. Base rates (the daily rates) and APR fee
 * entries are content of their own and are not here. Verify every figure against its source before
 * launch (the published figures say the same); the year of each figure is given.
 */

const { conventional, va, fha, usda } = LOAN_TYPE_CODES;
const { primary, investment, secondHome } = OCCUPANCY_CODES;
const { singleFamily, cooperative, plannedUnitDevelopment, condominium, multiUnit } = PROPERTY_TYPE_CODES;

/**
 * The estimator's products. The 5/6 ARM: 30-year amortization, 5 years fixed, then every
 * 6 months index + margin with caps 2/1/5 (the published terms). Index: 30-day average SOFR, an assumed
 * 4.00 % (update it with the rates: New York Fed, SOFR Averages); margin 3.00 %, the usual margin of
 * agency SOFR ARMs.
 */
export const DEFAULT_PRODUCTS: ProductDefinition[] = [
  { rateKey: '30yrFixed', name: '30yr Fixed', termYears: 30, aprLoanTerm: '30' },
  { rateKey: '20yrFixed', name: '20yr Fixed', termYears: 20, aprLoanTerm: '20' },
  { rateKey: '15yrFixed', name: '15yr Fixed', termYears: 15, aprLoanTerm: '15' },
  {
    rateKey: '5yrArm',
    name: '5y/6m ARM',
    termYears: 30,
    aprLoanTerm: '5arm/6month',
    arm: {
      fixedMonths: 60,
      adjustmentIntervalMonths: 6,
      indexPercent: 4,
      marginPercent: 3,
      caps: { initial: 2, periodic: 1, lifetime: 5 },
    },
  },
];

/**
 * Fannie Mae's purchase LLPA grid (effective 2023-05-01, as published 2025-11-17),
 * terms over 15 years. Attribute adjustments are flat simplifications of Fannie Mae's LTV-dependent
 * ones: investment property 2.125 (Fannie: 1.125 at ≤ 60 % LTV up to 4.125), second home 1.125 (Fannie
 * from 1.125), condominium 0.75 (Fannie: 0.75 above 75 % LTV, terms over 15 years), 2–4 units 1.0;
 * single-family, PUD and co-op 0. The first-time buyer waiver is off: income is not asked.
 */
export const DEFAULT_LLPA: LlpaData = {
  creditScoreMins: [780, 760, 740, 720, 700, 680, 660, 640],
  ltvUpperBounds: [30, 60, 70, 75, 80, 85, 90, 95],
  grid: [
    [0, 0, 0, 0, 0.375, 0.375, 0.25, 0.25, 0.125],
    [0, 0, 0, 0.25, 0.625, 0.625, 0.5, 0.5, 0.25],
    [0, 0, 0.125, 0.375, 0.875, 1.0, 0.75, 0.625, 0.5],
    [0, 0, 0.25, 0.75, 1.25, 1.25, 1.0, 0.875, 0.75],
    [0, 0, 0.375, 0.875, 1.375, 1.5, 1.25, 1.125, 0.875],
    [0, 0, 0.625, 1.125, 1.75, 1.875, 1.5, 1.375, 1.125],
    [0, 0, 0.75, 1.375, 1.875, 2.125, 1.75, 1.625, 1.25],
    [0, 0, 1.125, 1.5, 2.25, 2.5, 2.0, 1.875, 1.5],
    [0, 0.125, 1.5, 2.125, 2.75, 2.875, 2.625, 2.25, 1.75],
  ],
  exemptMaxTermYears: 15,
  waiveForFirstTimeBuyers: false,
  occupancyPoints: { [investment]: 2.125, [secondHome]: 1.125 },
  propertyTypePoints: { [condominium]: 0.75, [multiUnit]: 1.0 },
};

const ELEVEN_YEARS = { kind: 'months', months: 132 } as const;
const LIFE = { kind: 'life' } as const;
const FHA_LARGE_LOAN = 726_200;

/**
 * The four programs, with their mortgage insurance and fees:
 * - Conventional: 620 minimum score (agency minimum); 3 % down for first-time buyers, 5 % otherwise,
 *   15 % for an investment property and 10 % for a second home; any occupancy and property type;
 *   2026 baseline conforming limit $832,750 (FHFA; high-cost areas go in maxBaseLoanByZip); PMI above
 *   80 % LTV at an assumed 0.50 % a year (market 0.46 %–1.5 %), until the scheduled balance reaches 78 %
 *   of the value (Homeowners Protection Act).
 * - FHA: 3.5 % down from a 580 score, 10 % from 500 (24 CFR 203.19 / HUD 4000.1); primary residence; no
 *   co-ops; 2026 floor limit $541,287 (65 % of the conforming limit; high-cost areas up to $1,249,125 by
 *   ZIP); UFMIP 1.75 % financed; annual MIP by Mortgagee Letter 2023-05 (terms ≤ 15 years: 0.15 %/0.40 %,
 *   above $726,200 0.15 %/0.40 %/0.65 %; longer terms: 0.50 %/0.55 %, above $726,200 0.70 %/0.75 %),
 *   11 years at LTV ≤ 90 %, else for the life of the loan.
 * - VA: no down payment; 580 minimum score (a common lender overlay: VA sets none); primary residence;
 *   no co-ops; no loan limit with full entitlement; funding fee first use 2.15 % / 1.5 % from 5 % down /
 *   1.25 % from 10 % down, financed; no monthly insurance.
 * - USDA: no down payment; 640 score (the automated underwriting threshold); primary residence;
 *   single-family, PUD or condominium; 30-year fixed only; upfront guarantee fee 1 % financed, annual fee
 *   0.35 % for the life of the loan; income limits are not priced (income is not asked).
 */
export const DEFAULT_PROGRAMS: ProgramRules[] = [
  {
    loanTypeCode: conventional,
    name: 'Conventional',
    aprMortgageType: 'Conventional',
    applyLlpa: true,
    downPaymentRules: [
      { minCreditScore: 620, minDownPaymentPercent: 3, firstTimeBuyersOnly: true },
      { minCreditScore: 620, minDownPaymentPercent: 5 },
    ],
    minDownPaymentPercentByOccupancy: { [investment]: 15, [secondHome]: 10 },
    allowedOccupancyTypes: [primary, investment, secondHome],
    allowedPropertyTypes: [singleFamily, cooperative, plannedUnitDevelopment, condominium, multiUnit],
    maxBaseLoan: 832_750,
    upfrontFee: [],
    annualInsurance: [
      { aboveLtvPercent: 80, annualRatePercent: 0.5, duration: { kind: 'untilLtv', ltvPercent: 78 } },
    ],
  },
  {
    loanTypeCode: fha,
    name: 'FHA',
    aprMortgageType: 'FHA',
    applyLlpa: false,
    downPaymentRules: [
      { minCreditScore: 580, minDownPaymentPercent: 3.5 },
      { minCreditScore: 500, minDownPaymentPercent: 10 },
    ],
    allowedOccupancyTypes: [primary],
    allowedPropertyTypes: [singleFamily, plannedUnitDevelopment, condominium, multiUnit],
    maxBaseLoan: 541_287,
    upfrontFee: [{ minDownPaymentPercent: 0, ratePercent: 1.75 }],
    annualInsurance: [
      { maxTermYears: 15, maxBaseLoan: FHA_LARGE_LOAN, maxLtvPercent: 90, annualRatePercent: 0.15, duration: ELEVEN_YEARS },
      { maxTermYears: 15, maxBaseLoan: FHA_LARGE_LOAN, annualRatePercent: 0.4, duration: LIFE },
      { maxTermYears: 15, maxLtvPercent: 78, annualRatePercent: 0.15, duration: ELEVEN_YEARS },
      { maxTermYears: 15, maxLtvPercent: 90, annualRatePercent: 0.4, duration: ELEVEN_YEARS },
      { maxTermYears: 15, annualRatePercent: 0.65, duration: LIFE },
      { maxBaseLoan: FHA_LARGE_LOAN, maxLtvPercent: 90, annualRatePercent: 0.5, duration: ELEVEN_YEARS },
      { maxBaseLoan: FHA_LARGE_LOAN, maxLtvPercent: 95, annualRatePercent: 0.5, duration: LIFE },
      { maxBaseLoan: FHA_LARGE_LOAN, annualRatePercent: 0.55, duration: LIFE },
      { maxLtvPercent: 90, annualRatePercent: 0.7, duration: ELEVEN_YEARS },
      { maxLtvPercent: 95, annualRatePercent: 0.7, duration: LIFE },
      { annualRatePercent: 0.75, duration: LIFE },
    ],
  },
  {
    loanTypeCode: va,
    name: 'VA',
    aprMortgageType: 'VA',
    applyLlpa: false,
    downPaymentRules: [{ minCreditScore: 580, minDownPaymentPercent: 0 }],
    allowedOccupancyTypes: [primary],
    allowedPropertyTypes: [singleFamily, plannedUnitDevelopment, condominium, multiUnit],
    upfrontFee: [
      { minDownPaymentPercent: 0, ratePercent: 2.15 },
      { minDownPaymentPercent: 5, ratePercent: 1.5 },
      { minDownPaymentPercent: 10, ratePercent: 1.25 },
    ],
    annualInsurance: [],
  },
  {
    loanTypeCode: usda,
    name: 'USDA',
    aprMortgageType: 'USDA',
    applyLlpa: false,
    downPaymentRules: [{ minCreditScore: 640, minDownPaymentPercent: 0 }],
    allowedOccupancyTypes: [primary],
    allowedPropertyTypes: [singleFamily, plannedUnitDevelopment, condominium],
    allowedProducts: ['30yrFixed'],
    upfrontFee: [{ minDownPaymentPercent: 0, ratePercent: 1 }],
    annualInsurance: [{ annualRatePercent: 0.35, duration: LIFE }],
  },
];

/** Percent of rate per LLPA point: 0.25 (a common rule of thumb, not a standard). */
export const DEFAULT_POINTS_TO_RATE_RATIO = 0.25;

/** Everything but the daily rates and the APR fee entries, which are content of their own. */
export const DEFAULT_PRICING_RULES: Omit<PricingData, 'baseRates' | 'aprFees'> = {
  products: DEFAULT_PRODUCTS,
  pointsToRateRatio: DEFAULT_POINTS_TO_RATE_RATIO,
  llpa: DEFAULT_LLPA,
  programs: DEFAULT_PROGRAMS,
};
