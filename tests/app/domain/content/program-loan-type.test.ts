import { describe, expect, it } from 'vitest';
import { programLoanType } from '../../../../app/domain/content/program-loan-type';

describe('the loan type a program settles', () => {
  it('is taking cash out for programs that borrow against a home already owned, in any case', () => {
    for (const key of ['home-equity-loan', 'HELOC-loan', 'heloc-loan', 'reverse-mortgage']) expect(programLoanType(key)).toBe('leverage');
  });

  it('is left to the visitor for programs used both to buy and to refinance, unknown ones and none', () => {
    for (const key of ['conventional-mortgage', 'FHA-loan', 'VA-loan', 'jumbo-loan', 'DSCR-loans', 'bank-statement-loan', 'new-program', 'constructor', '', null, undefined]) {
      expect(programLoanType(key)).toBeNull();
    }
  });
});
