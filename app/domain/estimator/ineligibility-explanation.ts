import type { IneligibleReason, LoanEstimateRequest, ProgramRules } from '../finance/index';
import { OCCUPANCY_OPTIONS, PROPERTY_TYPE_OPTIONS } from './estimate-request';

/**
 * Why the estimator could not price the chosen loan type, in plain sentences built from the programs'
 * own rules (minimum credit scores, down payments, occupancies, property types, loan limits), so a rule
 * changed in the pricing content changes the explanation with it. The first sentence says what the chosen
 * program needs; any following one names the other programs whose rules ask less.
 */
export function explainIneligibility(reason: IneligibleReason, request: LoanEstimateRequest, programs: readonly ProgramRules[]): string[] {
  const program = programs.find((candidate) => candidate.loanTypeCode === request.loanType);
  if (!program) return ['We do not have pricing for that loan type.'];
  const others = programs.filter((candidate) => candidate !== program);
  switch (reason) {
    case 'creditScoreTooLow':
      return explainCreditScore(program, others, request);
    case 'downPaymentTooLow':
      return explainDownPayment(program, others, request);
    case 'occupancyNotAllowed': {
      const occupancy = labelOf(OCCUPANCY_OPTIONS, request.occupancyType).toLowerCase();
      const allowed = program.allowedOccupancyTypes.map((code) => labelOf(OCCUPANCY_OPTIONS, code).toLowerCase());
      const covering = others.filter((other) => other.allowedOccupancyTypes.includes(request.occupancyType)).map((other) => other.name);
      return [
        `${program.name} loans are for ${joinWithOr(allowed)} only, not ${occupancy}.`,
        ...(covering.length > 0 ? [`${joinWithAnd(covering)} ${covering.length === 1 ? 'covers' : 'cover'} ${occupancy}.`] : []),
      ];
    }
    case 'propertyTypeNotAllowed': {
      const property = labelOf(PROPERTY_TYPE_OPTIONS, request.propertyType).toLowerCase();
      const covering = others.filter((other) => other.allowedPropertyTypes.includes(request.propertyType)).map((other) => other.name);
      return [
        `${program.name} does not finance this property type (${property}).`,
        ...(covering.length > 0 ? [`${joinWithAnd(covering)} ${covering.length === 1 ? 'does' : 'do'}.`] : []),
      ];
    }
    case 'loanOverLimit': {
      const limit = loanLimitOf(program, request.zipCode);
      const larger = others.filter((other) => (loanLimitOf(other, request.zipCode) ?? Infinity) > (limit ?? Infinity)).map((other) => other.name);
      return [
        `${program.name} loans go up to ${dollars(limit ?? 0)} in this area, and this loan would be ${dollars(request.salesPrice - request.downPayment)}.`,
        ...(larger.length > 0 ? [`${joinWithAnd(larger)} ${larger.length === 1 ? 'allows' : 'allow'} larger loans.`] : []),
      ];
    }
    case 'noLoan':
      return ['The down payment covers the whole price, so there is no loan to estimate.'];
    case 'noProducts':
      return [`None of our ${program.name} products has a rate today.`];
    case 'unknownLoanType':
      return ['We do not have pricing for that loan type.'];
    case 'invalidRequest':
    case 'ltvOver100':
      return ['Check the home price and the down payment.'];
  }
}

function explainCreditScore(program: ProgramRules, others: readonly ProgramRules[], request: LoanEstimateRequest): string[] {
  const needed = lowestScore(program, request);
  const sentences = [`${program.name} usually needs a credit score of ${needed}+; you entered ${request.creditScore}.`];
  for (const other of others) {
    if (!servesProperty(other, request) || !(lowestScore(other, request) < needed)) continue;
    const offers = rulesFor(other, request)
      .sort((a, b) => b.minCreditScore - a.minCreditScore)
      .map((rule) => `${rule.minCreditScore} with ${downPaymentWords(Math.max(rule.minDownPaymentPercent, occupancyMinimum(other, request)))}`);
    sentences.push(`${other.name} allows ${joinWithOr(offers)}.`);
  }
  return sentences;
}

function explainDownPayment(program: ProgramRules, others: readonly ProgramRules[], request: LoanEstimateRequest): string[] {
  const needed = minimumDownFor(program, request);
  const entered = request.salesPrice > 0 ? (request.downPayment / request.salesPrice) * 100 : 0;
  const sentences = [`${program.name} needs ${downPaymentWords(needed ?? 0)} with your credit score and occupancy; you entered ${percent(entered)}.`];
  for (const other of others) {
    if (!servesProperty(other, request)) continue;
    const otherNeeds = minimumDownFor(other, request);
    if (otherNeeds !== undefined && needed !== undefined && otherNeeds < needed) {
      sentences.push(`${other.name} allows ${downPaymentWords(otherNeeds)} at your credit score.`);
    }
  }
  return sentences;
}

/** The down payment rules a request can use (first-time-buyer rules only for a first-time buyer), whatever its score. */
function rulesFor(program: ProgramRules, request: LoanEstimateRequest) {
  return program.downPaymentRules.filter((rule) => !rule.firstTimeBuyersOnly || request.firstTimeHomeBuyer);
}

function lowestScore(program: ProgramRules, request: LoanEstimateRequest): number {
  return Math.min(...rulesFor(program, request).map((rule) => rule.minCreditScore));
}

function occupancyMinimum(program: ProgramRules, request: LoanEstimateRequest): number {
  return program.minDownPaymentPercentByOccupancy?.[String(request.occupancyType)] ?? 0;
}

/** The lowest down payment percent the program asks at the request's score, or undefined when the score is too low. */
function minimumDownFor(program: ProgramRules, request: LoanEstimateRequest): number | undefined {
  const usable = rulesFor(program, request).filter((rule) => request.creditScore >= rule.minCreditScore);
  if (usable.length === 0) return undefined;
  return Math.max(Math.min(...usable.map((rule) => rule.minDownPaymentPercent)), occupancyMinimum(program, request));
}

function servesProperty(program: ProgramRules, request: LoanEstimateRequest): boolean {
  return program.allowedOccupancyTypes.includes(request.occupancyType) && program.allowedPropertyTypes.includes(request.propertyType);
}

function loanLimitOf(program: ProgramRules, zipCode: string): number | undefined {
  const byZip = program.maxBaseLoanByZip && Object.hasOwn(program.maxBaseLoanByZip, zipCode) ? program.maxBaseLoanByZip[zipCode] : undefined;
  return byZip ?? program.maxBaseLoan;
}

function labelOf(options: readonly { code: number; label: string }[], code: number): string {
  return options.find((option) => option.code === code)?.label ?? 'this kind';
}

function downPaymentWords(percentDown: number): string {
  return percentDown > 0 ? `${percent(percentDown)} down` : 'no down payment';
}

function percent(value: number): string {
  return `${Number(value.toFixed(2)).toLocaleString('en-US')}%`;
}

function dollars(value: number): string {
  return value.toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
}

function joinWithOr(items: readonly string[]): string {
  return joinList(items, 'or');
}

function joinWithAnd(items: readonly string[]): string {
  return joinList(items, 'and');
}

function joinList(items: readonly string[], word: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${word} ${items[items.length - 1]}`;
}
