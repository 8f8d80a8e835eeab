import type { LoanEstimateAnswer } from './estimate-request';

/** A loan type the same answers qualify for, with its priced products. */
export interface QualifyingProgram {
  loanType: number;
  programName: string;
  answer: LoanEstimateAnswer;
}

/**
 * The answer of GET /api/estimateLoan/eligibility: why the chosen loan type cannot be priced (empty when it
 * can) and every other loan type the same answers qualify for.
 */
export interface EstimateEligibility {
  explanation: string[];
  qualifying: QualifyingProgram[];
}
