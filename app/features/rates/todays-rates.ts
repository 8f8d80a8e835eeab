import type { AprFeeEntry, CombinedRates } from '../../domain/content/content-types';
import {
  DEFAULT_PRICING_RULES,
  baseRatesFromDailyRates,
  monthlyPayment,
  priceLoan,
  roundTo,
  type PricedProduct,
} from '../../domain/finance/index';
import { ADVERTISED_LOAN, PAYMENT_PER_LOAN } from './rate-assumptions';

export type RatePurpose = 'purchase' | 'refinance';

/** One row of the table: a product priced for the advertised loan. Rates and points in percent. */
export interface RateRow {
  purpose: RatePurpose;
  rateKey: string;
  productName: string;
  termYears: number;
  ratePercent: number;
  aprPercent: number;
  pointsPercent: number;
  /** Prepaid finance charges in the APR besides points, dollars. */
  fees: number;
  /** Financed upfront fee (FHA upfront premium, VA funding fee), dollars; 0 for none. */
  financedFee: number;
  /** Monthly mortgage insurance counted in the APR, dollars. */
  monthlyMortgageInsurance: number;
  /** Principal and interest per {@link PAYMENT_PER_LOAN} dollars borrowed. */
  paymentPerLoan: number;
  numberOfPayments: number;
  /** For an adjustable rate: the payment number of its first change. */
  firstAdjustmentPayment: number | null;
  /** The funnel that quotes this product. */
  funnelHref: string;
}

export interface TodaysRates {
  /** 'Conventional', 'FHA', 'VA'. */
  programLabel: string;
  /** When the rates were set, ISO 8601. */
  asOf: string;
  loanAmount: number;
  homeValue: number;
  downPayment: number;
  ltvPercent: number;
  creditScore: number;
  rows: RateRow[];
}

export interface TodaysRatesInput {
  combined: CombinedRates;
  aprFees: AprFeeEntry[];
  /** The pricing program's loan type code. */
  loanType: number;
  programLabel: string;
}

const funnelOf = (purpose: RatePurpose) => `/quote-landing?type=${purpose}`;

function toRow(purpose: RatePurpose, priced: PricedProduct): RateRow {
  return {
    purpose,
    rateKey: priced.rateKey,
    productName: priced.productName,
    termYears: priced.termYears,
    ratePercent: priced.interestRate,
    aprPercent: priced.apr,
    pointsPercent: priced.pointsPercent,
    fees: priced.fees,
    financedFee: priced.financedFee,
    monthlyMortgageInsurance: priced.monthlyMortgageInsurance,
    paymentPerLoan: monthlyPayment(PAYMENT_PER_LOAN, priced.interestRate, priced.termYears),
    numberOfPayments: priced.termYears * 12,
    firstAdjustmentPayment: priced.arm?.firstAdjustmentPaymentNumber ?? null,
    funnelHref: funnelOf(purpose),
  };
}

/**
 * Today's rates for one program: each daily rate priced by the loan estimator's pricing (priceLoan) for
 * the advertised loan, with the APR fee entries of the program, so the APR counts the same fees, points,
 * financed upfront fee and mortgage insurance a quote would. A product without an APR fee entry is left
 * out: a rate must never be shown without its APR. Null when there is no date or no row.
 */
export function todaysRates({ combined, aprFees, loanType, programLabel }: TodaysRatesInput): TodaysRates | null {
  if (!combined.asOf) return null;
  const { homeValue, downPayment, creditScore, occupancyType, propertyType } = ADVERTISED_LOAN;
  const request = {
    loanType,
    downPayment,
    salesPrice: homeValue,
    occupancyType,
    propertyType,
    numberOfUnits: 1,
    zipCode: '',
    creditScore,
    firstTimeHomeBuyer: false,
  };
  const rows: RateRow[] = [];
  const purposes: [RatePurpose, CombinedRates['dailyRates']['purchaseRates']][] = [
    ['purchase', combined.dailyRates.purchaseRates],
    ['refinance', combined.dailyRates.refinanceRates],
  ];
  for (const [purpose, rates] of purposes) {
    const estimate = priceLoan(request, { ...DEFAULT_PRICING_RULES, baseRates: baseRatesFromDailyRates(rates), aprFees });
    for (const priced of Object.values(estimate)) rows.push(toRow(purpose, priced));
  }
  if (rows.length === 0) return null;
  const loanAmount = homeValue - downPayment;
  return {
    programLabel,
    asOf: combined.asOf,
    loanAmount,
    homeValue,
    downPayment,
    ltvPercent: roundTo((loanAmount / homeValue) * 100, 2),
    creditScore,
    rows,
  };
}
