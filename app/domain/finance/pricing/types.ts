/**
 * Shapes of the loan estimator's pricing.
 * Every number that prices a loan arrives in `PricingData` (content); the code holds none of them.
 * Money in dollars, rates and points in percent (money.ts).
 */

import type { ArmCaps } from '../arm';

/** The loan estimator's request. */
export interface LoanEstimateRequest {
  /** Conventional 1, VA 2, FHA 3, USDA 4. */
  loanType: number;
  /** Dollars. */
  downPayment: number;
  /** Dollars; the property's value for the LTV. */
  salesPrice: number;
  /** Primary 1, Investment 2, Second Home 3. */
  occupancyType: number;
  /** Single-Family 22, Cooperative 30, Planned Unit Dev 32, Condominium 34, Multi-Unit 25. */
  propertyType: number;
  /** Always 1; not used in pricing. */
  numberOfUnits: number;
  /** Five digits; selects a program's loan limit when one is given for it. */
  zipCode: string;
  creditScore: number;
  firstTimeHomeBuyer: boolean;
}

/** An APR fee entry, structurally the same as the content's `AprFeeEntry`. */
export interface AprFeeEntry {
  /** 'Conventional', 'FHA', 'VA', 'USDA'. */
  mortgageType: string;
  /** A year count as a string ('30') or '5arm/6month'. */
  loanTerm: string;
  /** Prepaid finance charges, dollars. */
  fees: number;
  /** Discount points, percent of the loan. */
  points: number;
}

/** The ARM features of a product (arm.ts). */
export interface ArmProductTerms {
  /** Payments at the start rate (60 for a 5/6 ARM). */
  fixedMonths: number;
  /** Months between changes after that (6). */
  adjustmentIntervalMonths: number;
  /** The index (30-day average SOFR) today, percent. */
  indexPercent: number;
  /** Margin, percent; also the rate floor. */
  marginPercent: number;
  caps: ArmCaps;
}

/** A product of the estimator. */
export interface ProductDefinition {
  /** Key of its daily rate in `baseRates` ('30yrFixed', '5yrArm'). */
  rateKey: string;
  /** The name the answer is keyed by ('30yr Fixed', '5y/6m ARM'). */
  name: string;
  /** Amortization term in years (30 for the 5/6 ARM too). */
  termYears: number;
  /** The `loanTerm` of its APR fee entries ('30', '5arm/6month'). */
  aprLoanTerm: string;
  /** Present for an adjustable-rate product. */
  arm?: ArmProductTerms;
}

/**
 * Fannie Mae loan-level price adjustments, in points. Rows: credit score bands, highest first; row j is
 * for scores ≥ creditScoreMins[j], the last row for scores below the last min. Columns: LTV bands, row
 * j for LTV ≤ ltvUpperBounds[j] (a band includes its upper edge, LTV is exact), the last column for LTV
 * above the last bound. So grid is (creditScoreMins.length + 1) × (ltvUpperBounds.length + 1).
 */
export interface LlpaData {
  creditScoreMins: number[];
  ltvUpperBounds: number[];
  grid: number[][];
  /** Terms of this many years or fewer take no grid adjustment (15). */
  exemptMaxTermYears: number;
  /** Whether `firstTimeHomeBuyer` waives all LLPAs (grid and attributes); see price-loan.ts. */
  waiveForFirstTimeBuyers: boolean;
  /** Points by occupancy code ('2' investment, '3' second home); missing codes add 0. */
  occupancyPoints: Record<string, number>;
  /** Points by property type code ('34' condominium, '25' multi-unit); missing codes add 0. */
  propertyTypePoints: Record<string, number>;
}

/** A minimum down payment that applies from a credit score (and, optionally, to first-time buyers only). */
export interface DownPaymentRule {
  minCreditScore: number;
  minDownPaymentPercent: number;
  firstTimeBuyersOnly?: boolean;
}

/** A financed upfront fee rate that applies from a down payment percent up (the highest such tier wins). */
export interface UpfrontFeeTier {
  minDownPaymentPercent: number;
  ratePercent: number;
}

/** How long monthly mortgage insurance is charged (for the APR's payment stream). */
export type InsuranceDuration =
  | { kind: 'life' }
  | { kind: 'months'; months: number }
  /** Until the scheduled balance falls to this percent of the original value (78: the HPA's rule). */
  | { kind: 'untilLtv'; ltvPercent: number };

/**
 * An annual mortgage insurance rate; the first rule whose conditions all hold applies, none: no monthly
 * insurance. LTV and loan size are of the base loan (before financed fees).
 */
export interface AnnualInsuranceRule {
  /** Applies to terms of at most this many years. */
  maxTermYears?: number;
  /** Applies to terms of more than this many years. */
  aboveTermYears?: number;
  /** Applies when the base loan is at most this many dollars. */
  maxBaseLoan?: number;
  /** Applies when LTV is above this percent. */
  aboveLtvPercent?: number;
  /** Applies when LTV is at most this percent. */
  maxLtvPercent?: number;
  /** Annual premium, percent of the base loan. */
  annualRatePercent: number;
  duration: InsuranceDuration;
}

/** The rules of one loan program (Conventional, FHA, VA, USDA). */
export interface ProgramRules {
  /** The request's loanType code. */
  loanTypeCode: number;
  name: string;
  /** The `mortgageType` of its APR fee entries. */
  aprMortgageType: string;
  /** Whether the LLPA grid and attribute adjustments apply (Fannie Mae's are for conventional loans). */
  applyLlpa: boolean;
  /** Minimum down payments; none applicable means the credit score is below the program's minimum. */
  downPaymentRules: DownPaymentRule[];
  /** A higher minimum down payment by occupancy code. */
  minDownPaymentPercentByOccupancy?: Record<string, number>;
  allowedOccupancyTypes: number[];
  allowedPropertyTypes: number[];
  /** Rate keys of the products offered; omitted: all. */
  allowedProducts?: string[];
  /** Largest base loan, dollars; omitted: no limit. */
  maxBaseLoan?: number;
  /** Largest base loan by five-digit ZIP code (high-cost areas), overriding maxBaseLoan. */
  maxBaseLoanByZip?: Record<string, number>;
  /** Financed upfront fee (FHA UFMIP, VA funding fee, USDA guarantee fee); empty: none. */
  upfrontFee: UpfrontFeeTier[];
  annualInsurance: AnnualInsuranceRule[];
}

export interface PricingData {
  products: ProductDefinition[];
  /** Daily rate by rate key, annual percent (e.g. from purchaseRates' currentRate). */
  baseRates: Record<string, number>;
  /** Percent of rate per point of LLPA (0.25: one point raises the rate by 0.25 %). */
  pointsToRateRatio: number;
  llpa: LlpaData;
  programs: ProgramRules[];
  aprFees: AprFeeEntry[];
}

/** One product of the answer. Money in dollars, rates in percent. */
export interface PricedProduct {
  productName: string;
  rateKey: string;
  termYears: number;
  /** Note rate: base rate + LLPA points × pointsToRateRatio, 3 decimals. */
  interestRate: number;
  /** Regulation Z APR, 3 decimals. */
  apr: number;
  /** principalAndInterest + monthlyMortgageInsurance. */
  monthlyPayment: number;
  principalAndInterest: number;
  monthlyMortgageInsurance: number;
  /** Discount points in dollars: pointsPercent × loanAmount. */
  points: number;
  pointsPercent: number;
  /** Prepaid fees of the APR fee entry, dollars. */
  fees: number;
  /** Price − down payment. */
  baseLoanAmount: number;
  /** Financed upfront fee (UFMIP, funding fee, guarantee fee). */
  financedFee: number;
  /** baseLoanAmount + financedFee: the note amount the payment is computed on. */
  loanAmount: number;
  /** Base loan / price, percent, 2 decimals. */
  ltvPercent: number;
  /** LLPA points priced into the rate. */
  llpaPoints: number;
  /** Months monthly insurance is counted in the APR. */
  mortgageInsuranceMonths: number;
  /** For the ARM: the fully indexed rate and the worst case. */
  arm?: {
    fullyIndexedRate: number;
    maximumRate: number;
    /** Highest principal and interest on the worst-case path. */
    maximumPrincipalAndInterest: number;
    /** maximumPrincipalAndInterest + monthlyMortgageInsurance. */
    maximumMonthlyPayment: number;
    maximumPaymentNumber: number;
    firstAdjustmentPaymentNumber: number;
  };
}

/** The answer: products keyed by name; {} when the loan cannot be offered. */
export type LoanEstimate = Record<string, PricedProduct>;

export type IneligibleReason =
  | 'invalidRequest'
  | 'unknownLoanType'
  | 'noLoan'
  | 'ltvOver100'
  | 'occupancyNotAllowed'
  | 'propertyTypeNotAllowed'
  | 'creditScoreTooLow'
  | 'downPaymentTooLow'
  | 'loanOverLimit'
  | 'noProducts';

export type SkippedProductReason = 'notOffered' | 'noBaseRate' | 'noAprFees' | 'aprUndefined';

export interface PricingOutcome {
  estimate: LoanEstimate;
  /** Why the estimate is empty. */
  reason?: IneligibleReason;
  /** Products left out, and why. */
  skipped: { rateKey: string; reason: SkippedProductReason }[];
}
