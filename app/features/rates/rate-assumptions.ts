import { LOAN_TYPE_CODES, OCCUPANCY_CODES, PROPERTY_TYPE_CODES } from '../../domain/finance/index';

/**
 * The borrower every advertised rate is priced for. A rate is only meaningful with the loan it was
 * priced on, so the table prints these beside it. Chosen so that the daily rate is the note rate: a
 * score of 780 or more at 75 % loan-to-value takes no loan-level price adjustment.
 */
export const ADVERTISED_LOAN = {
  homeValue: 400_000,
  downPayment: 100_000,
  creditScore: 780,
  occupancyType: OCCUPANCY_CODES.primary,
  propertyType: PROPERTY_TYPE_CODES.singleFamily,
} as const;

/** The payment column's loan size. */
export const PAYMENT_PER_LOAN = 100_000;

/** The programs whose pages show today's rates, by program page key, and the pricing program of each. */
export const RATED_PROGRAMS: Readonly<Record<string, { loanType: number; label: string }>> = {
  'conventional-mortgage': { loanType: LOAN_TYPE_CODES.conventional, label: 'Conventional' },
  'FHA-loan': { loanType: LOAN_TYPE_CODES.fha, label: 'FHA' },
  'VA-loan': { loanType: LOAN_TYPE_CODES.va, label: 'VA' },
};

/** The home page shows conventional loans, the program most borrowers take. */
export const HOME_PROGRAM = RATED_PROGRAMS['conventional-mortgage']!;

/** The rated program of a program page key (as cased, or in any case), or null when it has none. */
export function ratedProgramOf(productKey: string): { loanType: number; label: string } | null {
  const key = Object.keys(RATED_PROGRAMS).find((candidate) => candidate.toLowerCase() === productKey.toLowerCase());
  return key === undefined ? null : RATED_PROGRAMS[key]!;
}
