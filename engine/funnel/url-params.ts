import type { Flow, LoanType } from '../types/flow';
import { LOAN_TYPES } from '../types/flow';

/** The URL's type parameter as a loan type; anything else (absent, unrecognised) is null, i.e. no type. */
export function parseLoanType(raw: unknown): LoanType | null {
  return typeof raw === 'string' && (LOAN_TYPES as readonly string[]).includes(raw) ? (raw as LoanType) : null;
}

/** The URL's step parameter as a non-negative integer, or null when absent or not a whole number. */
export function parseStep(raw: unknown): number | null {
  if (typeof raw === 'number') return Number.isInteger(raw) && raw >= 0 ? raw : null;
  if (typeof raw !== 'string' || !/^\d{1,9}$/.test(raw.trim())) return null;
  return Number(raw.trim());
}

/**
 * The query parameters for a position: type always; step as a zero-based index, omitted at 0 in VetLife
 * and omitted at the contact step (step null).
 */
export function urlParams(flow: Flow, loanType: LoanType, step: number | null): Record<string, string> {
  const params: Record<string, string> = { type: loanType };
  if (step !== null && !(flow.variant === 'vetlife' && step === 0)) params.step = String(step);
  return params;
}
