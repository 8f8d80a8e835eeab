import { MORTGAGE_CALCULATOR_LIMITS } from '../../../domain/finance/index';
import type { Locale } from '../../../../i18n/locales';
import { calculatorsText } from '../messages';

/** The shortest loan that has a monthly payment: the slider may rest on 0, but 0 years repays nothing. */
export const MIN_PAYABLE_LOAN_YEARS = 1;

/** The loan length's rule when the length cannot be repaid month by month, or null when it can. */
export function loanLengthError(locale: Locale, years: number): string | null {
  const { max } = MORTGAGE_CALCULATOR_LIMITS.loanTermYears;
  if (years >= MIN_PAYABLE_LOAN_YEARS && years <= max) return null;
  return calculatorsText.text(locale, 'mortgage.loanLengthRule', { min: MIN_PAYABLE_LOAN_YEARS, max });
}
