import type { ParsedUrlQuery } from 'node:querystring';
import type { Locale } from '../../i18n/locales';
import {
  LOAN_ESTIMATOR_LIMITS,
  LOAN_TYPE_OPTIONS,
  OCCUPANCY_OPTIONS,
  PROPERTY_TYPE_OPTIONS,
  isValidZip,
  type LoanEstimateAnswer,
} from '../../app/domain/estimator/estimate-request';
import type { EstimateEligibility } from '../../app/domain/estimator/estimate-eligibility';
import { explainIneligibility } from '../../app/domain/estimator/ineligibility-explanation';
import { baseRatesFromDailyRates, llpaProblems, priceLoanWithReasons } from '../../app/domain/finance/index';
import type { LoanEstimateRequest, PricingData } from '../../app/domain/finance/index';
import type { PricingContent as PricingRules } from '../../app/domain/content/content-types';
import type { Executor } from '../db/database';
import { listAprFees, readDailyRates, readPricingData } from '../db/repositories/content-repository';
import { DomainError, malformed } from './domain-error';

/**
 * The loan estimator. Every figure comes from the database: each product's base
 * rate is today's purchase rate of its rate key (content: dailyRates), the fees and points of the APR are
 * the `/api/aprFees` entries, and the rules (products, LLPA grid, points-to-rate ratio, programs) are
 * the content's `pricing` document. `priceLoan` (app/domain/finance/pricing) does the arithmetic.
 */
export interface LoanEstimatorService {
  /** Products keyed by name; {} when no product can be offered (the reasons: priceLoanWithReasons). */
  estimate(request: LoanEstimateRequest): Promise<LoanEstimateAnswer>;
  /**
   * Why the request's loan type cannot be priced (nothing when it can), explained from the programs' rules,
   * and the other loan types the same answers qualify for, priced.
   */
  eligibility(request: LoanEstimateRequest, locale?: Locale): Promise<EstimateEligibility>;
}

export function createLoanEstimatorService(db: Executor): LoanEstimatorService {
  const pricingData = async (): Promise<{ pricing: PricingRules; data: PricingData }> => {
    const [rates, aprFees, pricing] = await Promise.all([readDailyRates(db), listAprFees(db), readPricingData(db)]);
    if (!pricing) {
      throw new DomainError('unavailable', 'pricing_unavailable', 'Loan pricing is not loaded yet. Please try again later.');
    }
    const problems = llpaProblems(pricing.llpa);
    if (problems.length > 0) throw new Error(`The pricing content's LLPA grid is malformed: ${problems.join('; ')}`);
    return { pricing, data: { ...pricing, baseRates: baseRatesFromDailyRates(rates.purchaseRates), aprFees } };
  };
  const price = (request: LoanEstimateRequest, pricing: PricingRules, data: PricingData) => {
    const outcome = priceLoanWithReasons(request, data);
    // The ARM's schedule is drawn on the page from its terms (index, margin, caps), which are content too.
    // fromEntries defines own properties: no product name reaches a prototype.
    const answer: LoanEstimateAnswer = Object.fromEntries(
      Object.entries(outcome.estimate).map(([name, product]) => {
        const arm = pricing.products.find((candidate) => candidate.rateKey === product.rateKey)?.arm;
        return [name, arm ? { ...product, armTerms: arm } : product];
      }),
    );
    return { answer, reason: outcome.reason };
  };
  const estimate = async (request: LoanEstimateRequest): Promise<LoanEstimateAnswer> => {
    const { pricing, data } = await pricingData();
    return price(request, pricing, data).answer;
  };
  const eligibility = async (request: LoanEstimateRequest, locale: Locale = 'en'): Promise<EstimateEligibility> => {
    const { pricing, data } = await pricingData();
    const { reason } = price(request, pricing, data);
    const qualifying = pricing.programs
      .filter((program) => program.loanTypeCode !== request.loanType)
      .map((program) => ({ loanType: program.loanTypeCode, programName: program.name, answer: price({ ...request, loanType: program.loanTypeCode }, pricing, data).answer }))
      .filter((program) => Object.keys(program.answer).length > 0);
    return { explanation: reason ? explainIneligibility(reason, request, pricing.programs, locale) : [], qualifying };
  };
  return { estimate, eligibility };
}

const MONEY = /^\d{1,9}(\.\d{1,2})?$/;
const WHOLE = /^\d{1,4}$/;

/**
 * Reads the query of GET /api/estimateLoan (the estimate request, parameters named as its
 * fields). Every problem is collected, and a 400 names each bad parameter:
 * - loanType 1–4, occupancyType 1–3, propertyType 22, 30, 32, 34 or 25 (the lead systems' codes);
 * - salesPrice above 0 and at most 20,000,000; downPayment 0 to 20,000,000 (dollars, at most 2 decimals);
 *   a down payment at or above the price is a valid request that has no loan to price: the answer is {};
 * - zipCode five digits, not 00000; creditScore a whole number 300 to 850; firstTimeHomeBuyer true or false;
 * - numberOfUnits optional, and 1 if given (always 1);
 * - each parameter at most once. Unknown parameters are ignored.
 */
export function parseLoanEstimateQuery(query: ParsedUrlQuery): LoanEstimateRequest {
  const fields: Record<string, string> = {};
  const read = (name: string, optional = false): string | undefined => {
    const value = query[name];
    if (Array.isArray(value)) {
      fields[name] = 'must be given once';
      return undefined;
    }
    const trimmed = value?.trim();
    if (!trimmed) {
      if (!optional) fields[name] = 'is required';
      return undefined;
    }
    return trimmed;
  };
  const code = (name: string, allowed: readonly { code: number }[]): number => {
    const value = read(name);
    if (value === undefined) return Number.NaN;
    const parsed = WHOLE.test(value) ? Number(value) : Number.NaN;
    if (!allowed.some((option) => option.code === parsed)) {
      fields[name] = `must be one of ${allowed.map((option) => option.code).join(', ')}`;
    }
    return parsed;
  };
  const money = (name: string, min: number, max: number, minExclusive: boolean): number => {
    const value = read(name);
    if (value === undefined) return Number.NaN;
    const parsed = MONEY.test(value) ? Number(value) : Number.NaN;
    if (!(minExclusive ? parsed > min : parsed >= min) || parsed > max) {
      fields[name] = `must be a dollar amount ${minExclusive ? 'above' : 'from'} ${min} ${minExclusive ? 'and at most' : 'to'} ${max}`;
    }
    return parsed;
  };

  const { homePrice, downPayment, creditScore } = LOAN_ESTIMATOR_LIMITS;
  const loanType = code('loanType', LOAN_TYPE_OPTIONS);
  const occupancyType = code('occupancyType', OCCUPANCY_OPTIONS);
  const propertyType = code('propertyType', PROPERTY_TYPE_OPTIONS);
  const salesPrice = money('salesPrice', homePrice.min, homePrice.max, true);
  const down = money('downPayment', downPayment.min, downPayment.max, false);

  const zipCode = read('zipCode') ?? '';
  if (zipCode && !isValidZip(zipCode)) fields.zipCode = 'must be a five-digit ZIP code other than 00000';

  const scoreText = read('creditScore');
  const score = scoreText !== undefined && WHOLE.test(scoreText) ? Number(scoreText) : Number.NaN;
  if (scoreText !== undefined && !(score >= creditScore.min && score <= creditScore.max)) {
    fields.creditScore = `must be a whole number from ${creditScore.min} to ${creditScore.max}`;
  }

  const firstTime = read('firstTimeHomeBuyer');
  if (firstTime !== undefined && firstTime !== 'true' && firstTime !== 'false') {
    fields.firstTimeHomeBuyer = 'must be true or false';
  }

  const units = read('numberOfUnits', true);
  if (units !== undefined && units !== '1') fields.numberOfUnits = 'must be 1';

  const bad = Object.keys(fields);
  if (bad.length > 0) throw malformed(`Check ${bad.join(', ')}.`, fields);
  return {
    loanType,
    downPayment: down,
    salesPrice,
    occupancyType,
    propertyType,
    numberOfUnits: 1,
    zipCode,
    creditScore: score,
    firstTimeHomeBuyer: firstTime === 'true',
  };
}
