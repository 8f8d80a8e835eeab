import type { ContactFormState, FlowVariant, LoanType, SavedProgressOffer, Session } from '../../../engine';
import type { FlowDefinition } from '../../data/site-api';

/** The screens of both funnels (funnels.md §2). 'verify' is the contact step with the phone verification dialog open. */
export type FunnelScreen = 'chooser' | 'loading' | 'question' | 'contact' | 'verify' | 'processing' | 'thank-you';

/** How the last move went: forward (answered), back, or none (restored, started); and whether the visitor made it. */
export interface FunnelStep {
  id: number;
  direction: 'forward' | 'back' | 'none';
  byVisitor: boolean;
}

export interface FunnelState {
  screen: FunnelScreen;
  loanType: LoanType | null;
  definition: FlowDefinition | null;
  session: Session | null;
  contact: ContactFormState;
  phoneVerified: boolean;
  /** How many times Continue on the contact step was refused (the form moves the focus to the first wrong field). */
  contactRefusals: number;
  /** Saved progress offered on the chooser ('Continue your {type} application?' / VetLife's restore offer). */
  offer: SavedProgressOffer | null;
  step: FunnelStep;
  /** A move is waiting for its delay (the questionnaire's 200 ms advance, VetLife's 150 ms...). */
  busy: boolean;
  /** The engine refused an answer (should not happen: the screen checks first). */
  answerError: string | null;
}

/** What distinguishes the two funnels' behaviour (their looks are their own components). */
export interface FunnelConfig {
  variant: FlowVariant;
  /** POST target of the lead. */
  leadUrl: string;
  /** Wait before an answer is recorded: `auto` is a choice that continues by itself (options, dropdown). */
  answerDelayMs(auto: boolean): number;
  backDelayMs: number;
  /** Wait between Continue on the contact step and the processing screen. */
  submitDelayMs: number;
  /** Scroll to the top this long after a type is chosen (null: no scroll). */
  scrollTopAfterChooseMs: number | null;
}

/** The page loader's data: the URL's type and, on the server, that type's flow preloaded. */
export interface FunnelLoaderData {
  type: LoanType | null;
  entryPath: string | null;
  preloaded: FlowDefinition | null;
}
