import { fixedRateRowsCents } from '../amortization';
import type { CentsRow } from '../amortization';
import { aprFromPayments } from '../apr';
import { armRowsCents, armWorstCase, fullyIndexedRate } from '../arm';
import type { ArmTerms } from '../arm';
import { fromCents, monthsOf, roundHalfAwayFromZero, roundTo, toCents } from '../money';
import { llpaPoints } from './llpa';
import {
  annualInsuranceRuleFor,
  aprFeeFor,
  downPaymentAtLeast,
  insuredPayments,
  minimumDownPaymentPercent,
  programFor,
  upfrontFeeRatePercent,
} from './program-rules';
import type { IneligibleReason, LoanEstimate, LoanEstimateRequest, PricedProduct, PricingData, PricingOutcome, ProductDefinition, ProgramRules } from './types';

/**
 * Loan pricing for the loan estimator: `priceLoan(request, pricingData)` answers
 * an object keyed by product name ('30yr Fixed', '20yr Fixed', '15yr Fixed', '5y/6m ARM'), or {} when no
 * product can be offered. Pure: every figure comes from `pricingData` (content).
 *
 * Eligibility (any failure answers {}; `priceLoanWithReasons` says which):
 *   price > 0 and a loan to make (down payment < price); LTV ≤ 100 % (down payment ≥ 0); a program for
 *   the loan type; occupancy and property type allowed by the program; a down payment rule for the
 *   credit score (else the score is below the program's minimum); down payment ≥ that minimum; base loan
 *   ≤ the program's limit (by ZIP code when the program lists one for it). A product is left out when
 *   the program does not offer it, it has no base rate, or it has no APR fee entry for the program's
 *   mortgage type and its loan term (an APR without the fees would understate the cost).
 *
 * For each product:
 *
 *     base loan          = sales price − down payment;   LTV = base loan / sales price
 *     financed fee       = base loan × upfront rate (FHA UFMIP, VA funding fee, USDA guarantee fee)
 *     loan amount        = base loan + financed fee
 *     interest rate      = base rate + LLPA points × pointsToRateRatio     (3 decimals; LLPAs only where
 *                          the program applies them: conventional)
 *     principal&interest = the level payment on the loan amount at that rate over the product's term
 *                          (the ARM: at the start rate, amortized over 30 years; arm.ts)
 *     monthly insurance  = base loan × annual rate / 12 (the program's first matching rule), to the cent
 *     monthlyPayment     = principal and interest + monthly insurance
 *     points (dollars)   = points % of the APR fee entry × loan amount
 *     APR                = Reg Z (apr.ts): payments = the schedule's principal and interest (the ARM's
 *                          fully indexed composite path) + monthly insurance while it is charged,
 *                          discounted to AF = loan amount − financed fee − fees − points
 *                          = base loan − fees − points
 *
 * The financed upfront fee and mortgage insurance are finance charges (12 CFR 1026.4(b)(5)), so the
 * financed fee is not part of the amount financed and insurance premiums are part of the payments. The
 * premium is held at its first-year amount for the months it is charged (FHA and USDA recompute it
 * yearly on the declining balance, so this APR is slightly conservative).
 *
 * First-time buyers: Fannie Mae waives LLPAs for first-time buyers at or below 100 % of area median
 * income. Income is not asked, so the waiver is a content switch (`llpa.waiveForFirstTimeBuyers`): on,
 * `firstTimeHomeBuyer` waives every LLPA; off (the default content), it does not, and the estimate is
 * the conservative one. `firstTimeHomeBuyer` also selects the 3 % conventional minimum down payment.
 * VA: the funding fee is the first-use fee (the request does not say otherwise) and no exemption is
 * assumed. numberOfUnits is not used (always 1).
 */

interface Eligible {
  program: ProgramRules;
  baseLoan: number;
  financedFee: number;
}

function checkEligibility(request: LoanEstimateRequest, data: PricingData): Eligible | IneligibleReason {
  const numbers = [request.salesPrice, request.downPayment, request.creditScore, request.loanType, request.occupancyType, request.propertyType];
  if (numbers.some((value) => typeof value !== 'number' || !Number.isFinite(value)) || !(request.salesPrice > 0)) {
    return 'invalidRequest';
  }
  if (request.downPayment < 0) return 'ltvOver100';
  const price = toCents(request.salesPrice);
  const baseLoan = price - toCents(request.downPayment);
  if (baseLoan <= 0) return 'noLoan';
  const program = programFor(data.programs, request.loanType);
  if (!program) return 'unknownLoanType';
  if (!program.allowedOccupancyTypes.includes(request.occupancyType)) return 'occupancyNotAllowed';
  if (!program.allowedPropertyTypes.includes(request.propertyType)) return 'propertyTypeNotAllowed';
  const minDown = minimumDownPaymentPercent(program, request);
  if (minDown === undefined) return 'creditScoreTooLow';
  if (!downPaymentAtLeast(request.downPayment, request.salesPrice, minDown)) return 'downPaymentTooLow';
  const zipLimit = program.maxBaseLoanByZip && Object.hasOwn(program.maxBaseLoanByZip, request.zipCode)
    ? program.maxBaseLoanByZip[request.zipCode]
    : undefined;
  const limit = zipLimit ?? program.maxBaseLoan;
  if (limit !== undefined && baseLoan > toCents(limit)) return 'loanOverLimit';
  const feeRate = upfrontFeeRatePercent(program.upfrontFee, request.downPayment, request.salesPrice);
  return { program, baseLoan, financedFee: roundHalfAwayFromZero((baseLoan * feeRate) / 100) };
}

function productRows(product: ProductDefinition, loan: number, rate: number): { rows: CentsRow[]; terms?: ArmTerms } {
  const termMonths = monthsOf(product.termYears);
  if (!product.arm) return { rows: fixedRateRowsCents(loan, rate, termMonths) };
  const terms: ArmTerms = { ...product.arm, initialRatePercent: rate, termMonths };
  return { rows: armRowsCents(loan, terms, 'fullyIndexed'), terms };
}

/** Prices a request and says why the answer is empty, and which products were left out. */
export function priceLoanWithReasons(request: LoanEstimateRequest, data: PricingData): PricingOutcome {
  const eligible = checkEligibility(request, data);
  if (typeof eligible === 'string') return { estimate: {}, reason: eligible, skipped: [] };
  const { program, baseLoan, financedFee } = eligible;
  const loan = baseLoan + financedFee;
  const price = request.salesPrice;
  const entries: [string, PricedProduct][] = [];
  const skipped: PricingOutcome['skipped'] = [];

  for (const product of data.products) {
    const { rateKey } = product;
    if (program.allowedProducts && !program.allowedProducts.includes(rateKey)) {
      skipped.push({ rateKey, reason: 'notOffered' });
      continue;
    }
    const baseRate = Object.hasOwn(data.baseRates, rateKey) ? data.baseRates[rateKey] : undefined;
    if (baseRate === undefined || !Number.isFinite(baseRate) || baseRate < 0) {
      skipped.push({ rateKey, reason: 'noBaseRate' });
      continue;
    }
    const fee = aprFeeFor(data.aprFees, program.aprMortgageType, product.aprLoanTerm);
    if (!fee) {
      skipped.push({ rateKey, reason: 'noAprFees' });
      continue;
    }

    const llpa = program.applyLlpa
      ? llpaPoints(data.llpa, {
          creditScore: request.creditScore,
          loanAmount: fromCents(baseLoan),
          propertyValue: price,
          termYears: product.termYears,
          occupancyType: request.occupancyType,
          propertyType: request.propertyType,
          firstTimeHomeBuyer: request.firstTimeHomeBuyer,
        }).total
      : 0;
    const rate = roundTo(baseRate + llpa * data.pointsToRateRatio, 3);
    const { rows, terms } = productRows(product, loan, rate);
    const principalAndInterest = rows[0]?.scheduledPayment ?? 0;

    const insurance = annualInsuranceRuleFor(program.annualInsurance, product.termYears, fromCents(baseLoan), price);
    const monthlyInsurance = insurance ? roundHalfAwayFromZero((baseLoan * insurance.annualRatePercent) / 100 / 12) : 0;
    const insuredCount = insurance && monthlyInsurance > 0 ? insuredPayments(insurance, rows, price) : 0;

    const points = roundHalfAwayFromZero((loan * fee.points) / 100);
    const fees = toCents(fee.fees);
    const financed = baseLoan - fees - points;
    const payments = rows.map((row, index) => row.payment + (index < insuredCount ? monthlyInsurance : 0));
    const apr = aprFromPayments(financed, payments, rate);
    if (apr === null) {
      skipped.push({ rateKey, reason: 'aprUndefined' });
      continue;
    }

    const priced: PricedProduct = {
      productName: product.name,
      rateKey,
      termYears: product.termYears,
      interestRate: rate,
      apr,
      monthlyPayment: fromCents(principalAndInterest + monthlyInsurance),
      principalAndInterest: fromCents(principalAndInterest),
      monthlyMortgageInsurance: fromCents(monthlyInsurance),
      points: fromCents(points),
      pointsPercent: fee.points,
      fees: fromCents(fees),
      baseLoanAmount: fromCents(baseLoan),
      financedFee: fromCents(financedFee),
      loanAmount: fromCents(loan),
      ltvPercent: roundTo((baseLoan / toCents(price)) * 100, 2),
      llpaPoints: llpa,
      mortgageInsuranceMonths: insuredCount,
    };
    if (terms && product.arm) {
      const worst = armWorstCase(fromCents(loan), terms);
      priced.arm = {
        fullyIndexedRate: fullyIndexedRate(product.arm),
        maximumRate: worst.maximumRatePercent,
        maximumPrincipalAndInterest: worst.maximumPayment,
        maximumMonthlyPayment: fromCents(toCents(worst.maximumPayment) + monthlyInsurance),
        maximumPaymentNumber: worst.maximumPaymentNumber,
        firstAdjustmentPaymentNumber: product.arm.fixedMonths + 1,
      };
    }
    entries.push([product.name, priced]);
  }

  // fromEntries defines own properties, so no product name (not even '__proto__') reaches a prototype.
  const estimate: LoanEstimate = Object.fromEntries(entries);
  if (entries.length === 0) return { estimate, reason: 'noProducts', skipped };
  return { estimate, skipped };
}

/** The loan estimator's answer: products keyed by name, or {} when the loan cannot be offered. */
export function priceLoan(request: LoanEstimateRequest, data: PricingData): LoanEstimate {
  return priceLoanWithReasons(request, data).estimate;
}

/** Base rates by rate key from daily rates ({ '30yrFixed': { currentRate: 6.375 } } -> { '30yrFixed': 6.375 }). */
export function baseRatesFromDailyRates(rates: Readonly<Record<string, { currentRate: number }>>): Record<string, number> {
  const result: Record<string, number> = {};
  for (const [key, rate] of Object.entries(rates)) result[key] = rate.currentRate;
  return result;
}
