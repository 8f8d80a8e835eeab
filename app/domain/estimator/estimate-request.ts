import type { ArmProductTerms, LoanEstimateRequest, PricedProduct } from '../finance/index';
import { LOAN_TYPE_CODES, OCCUPANCY_CODES, PROPERTY_TYPES } from '../finance/index';
import { isUsZip } from '../../../engine/rules/us-zip';

/**
 * The loan estimator's request and answer, shared by the page, which builds the
 * query, and the API (`GET /api/estimateLoan`), which checks it. No React here: the API imports it.
 */

/** Home price 0 to 20,000,000, down payment 0 to 20,000,000 (capped at the price), score 300 to 850. */
export const LOAN_ESTIMATOR_LIMITS = {
  homePrice: { min: 0, max: 20_000_000 },
  downPayment: { min: 0, max: 20_000_000 },
  creditScore: { min: 300, max: 850, step: 10 },
} as const;

/** The request's codes with the labels the form shows. */
export const LOAN_TYPE_OPTIONS = [
  { code: LOAN_TYPE_CODES.conventional, label: 'Conventional' },
  { code: LOAN_TYPE_CODES.fha, label: 'FHA' },
  { code: LOAN_TYPE_CODES.va, label: 'VA' },
  { code: LOAN_TYPE_CODES.usda, label: 'USDA' },
] as const;

export const OCCUPANCY_OPTIONS = [
  { code: OCCUPANCY_CODES.primary, label: 'Primary Residence' },
  { code: OCCUPANCY_CODES.investment, label: 'Investment' },
  { code: OCCUPANCY_CODES.secondHome, label: 'Second Home' },
] as const;

/** The site's one list of property types, named as the funnels name them, sent by their estimator codes. */
export const PROPERTY_TYPE_OPTIONS: readonly { code: number; label: string }[] = PROPERTY_TYPES.map(({ code, label }) => ({ code, label }));

/** The site's one ZIP rule (five digits, not 00000), for the page and the API alike. */
export const isValidZip: (zip: unknown) => boolean = isUsZip;

/** The query parameters of GET /api/estimateLoan, named as the lead systems name them; numberOfUnits is always 1. */
export function estimateQuery(request: LoanEstimateRequest): URLSearchParams {
  return new URLSearchParams({
    loanType: String(request.loanType),
    downPayment: String(request.downPayment),
    salesPrice: String(request.salesPrice),
    occupancyType: String(request.occupancyType),
    propertyType: String(request.propertyType),
    numberOfUnits: '1',
    zipCode: request.zipCode,
    creditScore: String(request.creditScore),
    firstTimeHomeBuyer: String(request.firstTimeHomeBuyer),
  });
}

/** One product of the answer: the priced product, and for an ARM the terms its schedule is drawn with. */
export interface EstimatedProduct extends PricedProduct {
  armTerms?: ArmProductTerms;
}

/** The answer: products keyed by name ('30yr Fixed', ...); {} when no product can be offered. */
export type LoanEstimateAnswer = Record<string, EstimatedProduct>;
