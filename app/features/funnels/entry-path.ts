import type { FlowVariant, LoanType } from '../../../engine';

/** The entry path of a funnel's flow: the loan type in the questionnaire, vetlife-{type} in VetLife (funnels.md §9). */
export function entryPathOf(variant: FlowVariant, loanType: LoanType): string {
  return variant === 'vetlife' ? `vetlife-${loanType}` : loanType;
}
