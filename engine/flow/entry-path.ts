import type { FlowVariant, LoanType } from '../types/flow';

/** The entry path of a funnel's flow: the loan type in the questionnaire, vetlife-{type} in VetLife. */
export function entryPathOf(variant: FlowVariant, loanType: LoanType): string {
  return variant === 'vetlife' ? `vetlife-${loanType}` : loanType;
}
