import type { LoanType } from '../../../engine';

/** The three choices of the questionnaire's landing and VetLife's chooser. */
export const LOAN_CHOICES: readonly { type: LoanType; label: string }[] = [
  { type: 'purchase', label: 'I Want To Buy A Home' },
  { type: 'refinance', label: 'I Want To Refinance' },
  { type: 'cashOut', label: 'I Want To Cash Out' },
];

/** How a loan type reads in a sentence ('Continue your cash out request?'). */
export const LOAN_TYPE_WORDS: Readonly<Record<LoanType, string>> = { purchase: 'purchase', refinance: 'refinance', cashOut: 'cash out' };
