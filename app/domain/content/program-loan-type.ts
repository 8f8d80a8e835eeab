/** The brokered-rate form's loan types ('leverage' reads 'Take cash out'). */
export type RateFormLoanType = 'purchase' | 'refinance' | 'leverage';

/**
 * The loan type a program settles for the visitor, by program key (any case): borrowing against a home
 * already owned (home equity, HELOC, reverse) is taking cash out; a program used only to buy would be a
 * purchase. Programs used both to buy and to refinance (conventional, FHA, VA, jumbo, DSCR, bank
 * statement) are absent: the visitor chooses.
 */
const PROGRAM_LOAN_TYPES: Readonly<Record<string, RateFormLoanType>> = {
  'home-equity-loan': 'leverage',
  'heloc-loan': 'leverage',
  'reverse-mortgage': 'leverage',
};

/** The loan type the program implies, or null when it leaves the choice to the visitor. */
export function programLoanType(programKey: string | null | undefined): RateFormLoanType | null {
  if (!programKey) return null;
  const key = programKey.toLowerCase();
  return Object.hasOwn(PROGRAM_LOAN_TYPES, key) ? PROGRAM_LOAN_TYPES[key]! : null;
}
