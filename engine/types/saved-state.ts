import type { VariantAssignment } from '../experiments/experiment-offer';
import type { LoanType, Question } from './flow';
import type { Answers } from './answers';
import type { ContactInfo } from './contact';

/** The browser's saved progress, (the answers, the current question and the contact details, plus the flow version it was written with). */
export interface SavedState {
  questions: Question[];
  answers: Answers;
  visitedComponents: number[];
  navigationHistory: number[];
  loanType: LoanType;
  contactInfo: ContactInfo;
  lastUpdated: number;
  formCompleted: boolean;
  flowVersion?: string;
  /** The lead was sent (stored, or kept for a resend): the contact details are gone, nothing is offered again. */
  leadSent?: boolean;
  /** The experiment variant the visit was served: a resumed visit stays in it. */
  experiment?: VariantAssignment;
}

/** What survives a storage quota error: loanType, answers, timestamp and the completion flag. */
export type MinimalSavedState = Pick<SavedState, 'loanType' | 'answers' | 'lastUpdated' | 'formCompleted' | 'leadSent'>;
