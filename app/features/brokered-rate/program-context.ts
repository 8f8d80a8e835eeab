import { programKeyOf } from '../../../engine/rules/program-key';
import { programLoanType } from '../../domain/content/program-loan-type';

/** The program page the visitor came from (`program=`), when the query names one in the shape of a program key. */
export function programOfQuery(params: URLSearchParams): string | null {
  return programKeyOf(params.get('program'));
}

/**
 * The query the form prefills from: a program that settles the loan type (a HELOC is taking cash out)
 * chooses it, unless the query already names a loan type; other programs leave the choice to the visitor.
 */
export function withProgramLoanType(params: URLSearchParams): URLSearchParams {
  const implied = programLoanType(programOfQuery(params));
  if (!implied || params.get('loanType')?.trim()) return params;
  const next = new URLSearchParams(params);
  next.set('loanType', implied);
  return next;
}
