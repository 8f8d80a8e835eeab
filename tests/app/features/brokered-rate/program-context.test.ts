import { describe, expect, it } from 'vitest';
import { programOfQuery, withProgramLoanType } from '../../../../app/features/brokered-rate/program-context';

const query = (text: string) => new URLSearchParams(text);

describe('the program a rate-form link names', () => {
  it('is read when it has the shape of a program key', () => {
    expect(programOfQuery(query('program=reverse-mortgage'))).toBe('reverse-mortgage');
    expect(programOfQuery(query('program=%3Cb%3E'))).toBeNull();
    expect(programOfQuery(query(''))).toBeNull();
  });

  it('chooses the loan type it settles, unless the link names one', () => {
    expect(withProgramLoanType(query('program=reverse-mortgage')).get('loanType')).toBe('leverage');
    expect(withProgramLoanType(query('program=HELOC-loan&brokerFirstName=Kevin')).toString()).toBe('program=HELOC-loan&brokerFirstName=Kevin&loanType=leverage');
    expect(withProgramLoanType(query('program=reverse-mortgage&loanType=refinance')).get('loanType')).toBe('refinance');
    expect(withProgramLoanType(query('program=DSCR-loans')).get('loanType')).toBeNull();
    expect(withProgramLoanType(query('loanType=purchase')).get('loanType')).toBe('purchase');
  });
});
