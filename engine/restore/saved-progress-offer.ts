import type { LoanType } from '../types/flow';
import { checkSavedState } from '../saved-state';

export interface SavedProgressOffer {
  loanType: LoanType;
  /** How many questions have an answer ('Continue your {type} application?' shows it). */
  answeredCount: number;
}

/**
 * On the chooser/landing (no type in the URL): the saved progress to offer ('Continue' / 'Start Fresh'),
 * or null when there is none worth offering (nothing answered, or its lead was already sent).
 */
export function savedProgressOffer(saved: unknown): SavedProgressOffer | null {
  const check = checkSavedState(saved);
  if (!check.ok || check.state.leadSent) return null;
  const answeredCount = Object.keys(check.state.answers).length;
  if (answeredCount === 0) return null;
  return { loanType: check.state.loanType, answeredCount };
}
