import {
  LOAN_TYPE_CODES,
  OCCUPANCY_CODES,
  PROPERTY_TYPE_CODES,
  amortizationSchedule,
  armSchedule,
  clampDownPayment,
  clampPercent,
  downPaymentFromPercent,
  downPaymentPercentOf,
  monthsOf,
  type AmortizationRow,
  type LoanEstimateRequest,
} from '../../../domain/finance/index';
import type { AmountMode } from '../money-percent-toggle';
import { isValidZip, type EstimatedProduct } from '../../../domain/estimator/estimate-request';
import type { CalculatorsKey } from '../messages';

/**
 * The loan estimator's form as pure data: defaults, the request it sends,
 * its checks and messages, and the schedule of a chosen product.
 */

export interface EstimatorForm {
  homePrice: number;
  downMode: AmountMode;
  /** Dollars, used in $ mode. */
  downPayment: number;
  /** Percent of the price, used in % mode. */
  downPercent: number;
  creditScore: number;
  zipCode: string;
  firstTimeHomeBuyer: boolean;
  loanType: number;
  occupancyType: number;
  propertyType: number;
}

/** The starting values: $300,000, $60,000 (20 %) down, 720, ZIP 48009, first-time buyer; conventional, primary, single-family. */
export const DEFAULT_ESTIMATOR_FORM: EstimatorForm = {
  homePrice: 300_000,
  downMode: 'dollars',
  downPayment: 60_000,
  downPercent: 20,
  creditScore: 720,
  zipCode: '48009',
  firstTimeHomeBuyer: true,
  loanType: LOAN_TYPE_CODES.conventional,
  occupancyType: OCCUPANCY_CODES.primary,
  propertyType: PROPERTY_TYPE_CODES.singleFamily,
};

/** The estimator's messages, as keys of the calculators' catalog (the page shows them in its language). */
export const ESTIMATOR_MESSAGES = {
  cannotCalculate: 'estimator.cannotCalculate',
  homePriceMissing: 'estimator.homePriceMissing',
  zipMissing: 'estimator.zipMissing',
  zipInvalid: 'estimator.zipInvalid',
  pendingButton: 'estimator.pendingButton',
  pendingResults: 'estimator.pendingResults',
} as const satisfies Record<string, CalculatorsKey>;

/** Shown one after another, every 2 seconds, while an estimate is on its way (catalog keys). */
export const LOADING_MESSAGES = [
  'estimator.loading.rates',
  'estimator.loading.programs',
  'estimator.loading.credit',
  'estimator.loading.apr',
  'estimator.loading.schedule',
] as const satisfies readonly CalculatorsKey[];
export const LOADING_MESSAGE_INTERVAL_MS = 2000;

/** The loading message after `elapsedMs` of waiting: one per interval, round and round. */
export function loadingMessageAt(elapsedMs: number, intervalMs = LOADING_MESSAGE_INTERVAL_MS): (typeof LOADING_MESSAGES)[number] {
  const index = Math.floor(Math.max(0, elapsedMs) / intervalMs) % LOADING_MESSAGES.length;
  return LOADING_MESSAGES[index]!;
}

/** The down payment in dollars: the dollars or the percent of the price, never above the price. */
export function downPaymentOf(form: EstimatorForm): number {
  return form.downMode === 'dollars' ? clampDownPayment(form.downPayment, form.homePrice) : downPaymentFromPercent(form.downPercent, form.homePrice);
}

/** The down payment as a percent of the price (what % mode shows). */
export function downPercentOf(form: EstimatorForm): number {
  if (form.downMode === 'percent') return clampPercent(form.downPercent);
  return downPaymentPercentOf(downPaymentOf(form), form.homePrice);
}

/** The estimate request for the form (numberOfUnits always 1). */
export function estimateRequestOf(form: EstimatorForm): LoanEstimateRequest {
  return {
    loanType: form.loanType,
    downPayment: downPaymentOf(form),
    salesPrice: form.homePrice,
    occupancyType: form.occupancyType,
    propertyType: form.propertyType,
    numberOfUnits: 1,
    zipCode: form.zipCode,
    creditScore: form.creditScore,
    firstTimeHomeBuyer: form.firstTimeHomeBuyer,
  };
}

/** Each field's problem, as a catalog key. */
export interface EstimatorErrors {
  homePrice?: CalculatorsKey;
  zipCode?: CalculatorsKey;
}

/** A price of 0 is not specified; the ZIP must be given and valid (estimate-request.ts). */
export function validateEstimatorForm(form: EstimatorForm): EstimatorErrors {
  const errors: EstimatorErrors = {};
  if (!(form.homePrice > 0)) errors.homePrice = ESTIMATOR_MESSAGES.homePriceMissing;
  if (form.zipCode === '') errors.zipCode = ESTIMATOR_MESSAGES.zipMissing;
  else if (!isValidZip(form.zipCode)) errors.zipCode = ESTIMATOR_MESSAGES.zipInvalid;
  return errors;
}

/** Whether two requests ask the same thing (pending changes = the form no longer asks what was answered). */
export function sameRequest(a: LoanEstimateRequest, b: LoanEstimateRequest): boolean {
  return (Object.keys(a) as (keyof LoanEstimateRequest)[]).every((key) => a[key] === b[key]);
}

/** The month-by-month principal and interest of a priced product: fixed, or the ARM along its fully indexed path. */
export function productSchedule(product: EstimatedProduct): AmortizationRow[] {
  if (product.armTerms) {
    return armSchedule(product.loanAmount, { ...product.armTerms, initialRatePercent: product.interestRate, termMonths: monthsOf(product.termYears) });
  }
  return amortizationSchedule({ loanAmount: product.loanAmount, annualRatePercent: product.interestRate, termYears: product.termYears }).rows;
}
