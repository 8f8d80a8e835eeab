import type { ArmProductTerms, CreditBand, LoanEstimateRequest, PricedProduct } from '../finance/index';
import { LOAN_TYPE_CODES, OCCUPANCY_CODES, PROPERTY_TYPES } from '../finance/index';
import { isUsZip } from '../../../engine/rules/us-zip';
import { defaultLocale, type Locale } from '../../../i18n/locales';
import { estimatorText } from './messages';

type EstimatorKey = (typeof estimatorText.keys)[number];

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

/** The request's codes, each with the catalog key of the label the form shows (see optionLabels). */
export const LOAN_TYPE_OPTIONS = [
  { code: LOAN_TYPE_CODES.conventional, key: 'loanType.conventional' },
  { code: LOAN_TYPE_CODES.fha, key: 'loanType.fha' },
  { code: LOAN_TYPE_CODES.va, key: 'loanType.va' },
  { code: LOAN_TYPE_CODES.usda, key: 'loanType.usda' },
] as const satisfies readonly EstimatorOption[];

export const OCCUPANCY_OPTIONS = [
  { code: OCCUPANCY_CODES.primary, key: 'occupancy.primary' },
  { code: OCCUPANCY_CODES.investment, key: 'occupancy.investment' },
  { code: OCCUPANCY_CODES.secondHome, key: 'occupancy.secondHome' },
] as const satisfies readonly EstimatorOption[];

/** The site's one list of property types, named as the funnels name them, sent by their estimator codes. */
export const PROPERTY_TYPE_OPTIONS: readonly EstimatorOption[] = PROPERTY_TYPES.map(({ code, value, label }) => ({ code, key: catalogKey(`propertyType.${value}`), fallback: label }));

export interface EstimatorOption {
  code: number;
  /** The label's key in the estimator's catalog; null for an entry the catalog does not name. */
  key: EstimatorKey | null;
  /** The label when the catalog has none (the shared list's English). */
  fallback?: string;
}

function catalogKey(key: string): EstimatorKey | null {
  return (estimatorText.keys as readonly string[]).includes(key) ? (key as EstimatorKey) : null;
}

function labelOf(locale: Locale, { key, fallback }: EstimatorOption): string {
  return key ? estimatorText.text(locale, key) : (fallback ?? '');
}

/** The options as a select shows them, in `locale`. */
export function optionLabels(locale: Locale, options: readonly EstimatorOption[]): { code: number; label: string }[] {
  return options.map((option) => ({ code: option.code, label: labelOf(locale, option) }));
}

/** The label of the option with `code`, in `locale`, or null when no option has it. */
export function optionLabel(locale: Locale, options: readonly EstimatorOption[], code: number): string | null {
  const option = options.find((candidate) => candidate.code === code);
  return option ? labelOf(locale, option) : null;
}

/** A credit band's label in `locale` ("Good (680–739)"). */
export function creditBandLabel(locale: Locale, band: Pick<CreditBand, 'value' | 'label'>): string {
  const key = catalogKey(`creditBand.${band.value}`);
  return key ? estimatorText.text(locale, key) : band.label;
}

/**
 * A loan program's name in `locale`. The English name is the pricing content's own; in another language a
 * program of a known loan type takes its translated name ("Convencional") and any other keeps the content's.
 */
export function programLabel(locale: Locale, loanTypeCode: number, contentName: string): string {
  if (locale === defaultLocale) return contentName;
  return optionLabel(locale, LOAN_TYPE_OPTIONS, loanTypeCode) ?? contentName;
}

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
