import type { IneligibleReason, LoanEstimateRequest, ProgramRules } from '../finance/index';
import { formatDollars, formatNumber } from '../../../i18n/format';
import { defaultLocale, intlTags, type Locale } from '../../../i18n/locales';
import { OCCUPANCY_OPTIONS, PROPERTY_TYPE_OPTIONS, optionLabel, programLabel } from './estimate-request';
import { estimatorText } from './messages';

type Key = (typeof estimatorText.keys)[number];
type Values = Parameters<typeof estimatorText.text>[2];

/**
 * Why the estimator could not price the chosen loan type, in plain sentences built from the programs'
 * own rules (minimum credit scores, down payments, occupancies, property types, loan limits), so a rule
 * changed in the pricing content changes the explanation with it. The first sentence says what the chosen
 * program needs; any following one names the other programs whose rules ask less. Written in `locale`.
 */
export function explainIneligibility(reason: IneligibleReason, request: LoanEstimateRequest, programs: readonly ProgramRules[], locale: Locale = defaultLocale): string[] {
  const say = (key: Key, values?: Values) => estimatorText.text(locale, key, values);
  const nameOf = (program: ProgramRules) => programLabel(locale, program.loanTypeCode, program.name);
  const program = programs.find((candidate) => candidate.loanTypeCode === request.loanType);
  if (!program) return [say('explain.noPricing')];
  const others = programs.filter((candidate) => candidate !== program);
  const words: Words = { locale, say, nameOf };
  switch (reason) {
    case 'creditScoreTooLow':
      return explainCreditScore(words, program, others, request);
    case 'downPaymentTooLow':
      return explainDownPayment(words, program, others, request);
    case 'occupancyNotAllowed': {
      const occupancy = occupancyPhrase(locale, request.occupancyType);
      const allowed = program.allowedOccupancyTypes.map((code) => occupancyPhrase(locale, code));
      const covering = others.filter((other) => other.allowedOccupancyTypes.includes(request.occupancyType)).map(nameOf);
      return [
        say('explain.occupancy', { program: nameOf(program), allowed: joinList(locale, allowed, 'disjunction'), occupancy }),
        ...(covering.length > 0 ? [say('explain.occupancyElsewhere', { programs: joinList(locale, covering, 'conjunction'), count: covering.length, occupancy })] : []),
      ];
    }
    case 'propertyTypeNotAllowed': {
      const property = (optionLabel(locale, PROPERTY_TYPE_OPTIONS, request.propertyType) ?? say('propertyType.unknown')).toLocaleLowerCase(intlTags[locale]);
      const covering = others.filter((other) => other.allowedPropertyTypes.includes(request.propertyType)).map(nameOf);
      return [
        say('explain.propertyType', { program: nameOf(program), property }),
        ...(covering.length > 0 ? [say('explain.propertyTypeElsewhere', { programs: joinList(locale, covering, 'conjunction'), count: covering.length })] : []),
      ];
    }
    case 'loanOverLimit': {
      const limit = loanLimitOf(program, request.zipCode);
      const larger = others.filter((other) => (loanLimitOf(other, request.zipCode) ?? Infinity) > (limit ?? Infinity)).map(nameOf);
      return [
        say('explain.loanLimit', { program: nameOf(program), limit: formatDollars(locale, limit ?? 0), amount: formatDollars(locale, request.salesPrice - request.downPayment) }),
        ...(larger.length > 0 ? [say('explain.loanLimitElsewhere', { programs: joinList(locale, larger, 'conjunction'), count: larger.length })] : []),
      ];
    }
    case 'noLoan':
      return [say('explain.noLoan')];
    case 'noProducts':
      return [say('explain.noProducts', { program: nameOf(program) })];
    case 'unknownLoanType':
      return [say('explain.noPricing')];
    case 'invalidRequest':
    case 'ltvOver100':
      return [say('explain.checkInputs')];
  }
}

interface Words {
  locale: Locale;
  say: (key: Key, values?: Values) => string;
  nameOf: (program: ProgramRules) => string;
}

const OCCUPANCY_PHRASES: Readonly<Record<number, Key>> = Object.fromEntries(
  OCCUPANCY_OPTIONS.map(({ code, key }) => [code, key.replace(/^occupancy\./, 'occupancyPhrase.') as Key]),
);

/** An occupancy as it reads inside a sentence ("primary residence"). */
function occupancyPhrase(locale: Locale, code: number): string {
  return estimatorText.text(locale, OCCUPANCY_PHRASES[code] ?? 'occupancyPhrase.unknown');
}

function explainCreditScore({ locale, say, nameOf }: Words, program: ProgramRules, others: readonly ProgramRules[], request: LoanEstimateRequest): string[] {
  const needed = lowestScore(program, request);
  const sentences = [say('explain.creditScore', { program: nameOf(program), needed: String(needed), entered: String(request.creditScore) })];
  for (const other of others) {
    if (!servesProperty(other, request) || !(lowestScore(other, request) < needed)) continue;
    const offers = rulesFor(other, request)
      .sort((a, b) => b.minCreditScore - a.minCreditScore)
      .map((rule) => say('explain.scoreWithDown', { score: String(rule.minCreditScore), down: downPaymentWords(locale, Math.max(rule.minDownPaymentPercent, occupancyMinimum(other, request))) }));
    sentences.push(say('explain.creditScoreElsewhere', { program: nameOf(other), offers: joinList(locale, offers, 'disjunction') }));
  }
  return sentences;
}

function explainDownPayment({ locale, say, nameOf }: Words, program: ProgramRules, others: readonly ProgramRules[], request: LoanEstimateRequest): string[] {
  const needed = minimumDownFor(program, request);
  const entered = request.salesPrice > 0 ? (request.downPayment / request.salesPrice) * 100 : 0;
  const sentences = [say('explain.downPayment', { program: nameOf(program), down: downPaymentWords(locale, needed ?? 0), entered: percent(locale, entered) })];
  for (const other of others) {
    if (!servesProperty(other, request)) continue;
    const otherNeeds = minimumDownFor(other, request);
    if (otherNeeds !== undefined && needed !== undefined && otherNeeds < needed) {
      sentences.push(say('explain.downPaymentElsewhere', { program: nameOf(other), down: downPaymentWords(locale, otherNeeds) }));
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

function downPaymentWords(locale: Locale, percentDown: number): string {
  return percentDown > 0 ? estimatorText.text(locale, 'explain.percentDown', { percent: percent(locale, percentDown) }) : estimatorText.text(locale, 'explain.noDownPayment');
}

function percent(locale: Locale, value: number): string {
  return `${formatNumber(locale, Number(value.toFixed(2)), { maximumFractionDigits: 2 })}%`;
}

/** "A and B", "A, B or C": Intl's list, which also knows Spanish "y"/"e" and "o"/"u". */
function joinList(locale: Locale, items: readonly string[], type: 'conjunction' | 'disjunction'): string {
  return new Intl.ListFormat(intlTags[locale], { type }).format(items);
}
