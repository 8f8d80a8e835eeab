import type { LoanType } from './flow';
import type { Session } from './session';

/** Things the caller does after a transition; the engine itself runs nothing. */
export type Effect =
  /** Persist the session (through the debounced saved-state store). */
  | { type: 'save' }
  /** Remove the saved state (and the legacy keys) from browser storage. */
  | { type: 'clearStorage' }
  /** Remove the type and step parameters from the URL. */
  | { type: 'clearUrl' }
  /** Write the type and step to the URL (replace semantics); step null means no step parameter. */
  | { type: 'setUrl'; loanType: LoanType; step: number | null }
  /** Show the loan-type chooser (VetLife) or landing (questionnaire). */
  | { type: 'goToChooser' }
  /** Every question is answered: show the contact step. */
  | { type: 'complete' }
  /** Start the flow of another loan type (load its definition, then call start). */
  | { type: 'restart'; loanType: LoanType };

export type EffectType = Effect['type'];

export interface Transition {
  session: Session;
  effects: Effect[];
  /** Set when the answer was refused; the session is then unchanged. */
  error?: string;
}
