import type { VariantAssignment } from '../experiments/experiment-offer';
import type { ContactFormState } from './contact-form';
import type { SavedProgressOffer } from '../restore/saved-progress-offer';
import type { StorageKeys } from '../storage/storage-keys';
import type { AnswerValue } from '../types/answers';
import type { ContactField } from '../types/contact';
import type { Flow, FlowVariant, LoanType } from '../types/flow';
import type { SavedState } from '../types/saved-state';
import type { Session } from '../types/session';
import type { FunnelLead } from './funnel-lead';

/** The screens of both funnels. 'verify' is the contact step with the phone verification dialog open. */
export type FunnelScreen = 'chooser' | 'loading' | 'question' | 'contact' | 'verify' | 'processing' | 'thank-you';

/** A flow as the server serves it, with its version (the content hash a lead records). */
export interface ServedFlow {
  flow: Flow;
  version: string;
  /** The experiment variant this version was served as, when the flow runs one. */
  assignment?: VariantAssignment;
}

/** How the last move went: forward (answered), back, or none (restored, started); and whether the visitor made it. */
export interface FunnelStep {
  id: number;
  direction: 'forward' | 'back' | 'none';
  byVisitor: boolean;
}

/** A flow load under way: what to do with the flow when it arrives. */
export interface PendingLoad {
  loanType: LoanType;
  /**
   * start: a fresh session (with any answers the URL carried); restore: the browser's saved progress;
   * refresh: the server refused the version the visitor answered, so the current one is loaded and the
   * visitor's answers and contact details are carried over where they still apply.
   */
  mode: 'start' | 'restore' | 'refresh';
  /** The URL's step parameter as read (restore). */
  step?: string;
  /** The URL's search when the load was asked for (start: the prefilled answers it carries). */
  search?: string;
  /** refresh: the answers given on the refused version. */
  answers?: Readonly<Record<string, AnswerValue>>;
  /** Whether the visitor asked for it (a choice, Back, a link) rather than the page loading. */
  byVisitor: boolean;
}

export interface FunnelState {
  screen: FunnelScreen;
  loanType: LoanType | null;
  definition: ServedFlow | null;
  session: Session | null;
  contact: ContactFormState;
  phoneVerified: boolean;
  /** The server's id of the verified code: the lead carries it as the proof of its phone. */
  verificationId: string | null;
  /** How many times Continue on the contact step was refused (the form moves the focus to the first wrong field). */
  contactRefusals: number;
  /** Saved progress offered on the chooser ('Continue your {type} application?' / VetLife's restore offer). */
  offer: SavedProgressOffer | null;
  step: FunnelStep;
  /** A move is waiting for its delay (the questionnaire's 200 ms advance, VetLife's 150 ms...). */
  busy: boolean;
  /** The engine refused an answer (should not happen: the screen checks first). */
  answerError: string | null;
  /** The server's message for an answer of a refused lead, by answer key, shown on that question's screen. */
  serverErrors: Readonly<Record<string, string>>;
  /** A message over the current screen after the server refused the lead. */
  notice: string | null;
  /** The flow load under way (for the state's generation). */
  pending: PendingLoad | null;
  /** Increases with every flow load and every return to the chooser; answers to older loads are ignored. */
  generation: number;
}

/** What distinguishes the two funnels' behaviour (their looks are their own components). */
export interface FunnelConfig {
  variant: FlowVariant;
  /** POST target of the lead. */
  leadUrl: string;
  /** Wait before an answer is recorded: `auto` for a choice that continues by itself (options, dropdown). */
  answerDelayMs: { auto: number; typed: number };
  backDelayMs: number;
  /** Wait between Continue on the contact step and the processing screen. */
  submitDelayMs: number;
  /** Scroll to the top this long after a type is chosen (null: no scroll). */
  scrollTopAfterChooseMs: number | null;
}

/** The world as the caller sees it when an event happens. */
export interface FunnelEnv {
  now: number;
  /** The address bar's query string ('' or '?type=...'). */
  search: string;
  /** The whole address (recorded with the visitor's consent). */
  href: string;
  userAgent: string;
  /** The language the page is in ('en', 'es'): the lead keeps it, so the call back is in it. */
  language?: string;
}

/** What the browser holds for a flow's storage keys: the saved state as read, and the session's completion flag. */
export interface StoredProgress {
  saved: unknown;
  submitted: boolean;
}

/** The server's JSON error body, when it sent one. */
export interface LeadRefusal {
  code: string;
  message: string;
  fields: Readonly<Record<string, string>>;
}

/** How sending the lead ended. */
export type LeadVerdict =
  /** The server stored it (2xx). */
  | { outcome: 'delivered' }
  /** Not acknowledged (network, timeout, 5xx, 408, 429): kept in the browser and sent again on a later visit. */
  | { outcome: 'queued' }
  /** The server looked at it and refused it (another 4xx). */
  | { outcome: 'rejected'; status: number; refusal: LeadRefusal | null };

export type FunnelEvent =
  /** The page loaded (env.search holds its URL). */
  | { type: 'pageLoaded' }
  /** A flow load finished: the served flow (null when it cannot be had) and what the browser holds for it. */
  | { type: 'flowLoaded'; generation: number; definition: ServedFlow | null; stored: StoredProgress }
  /** The chooser's saved progress, read after the chooser showed. */
  | { type: 'chooserProgressRead'; generation: number; stored: StoredProgress }
  /** The URL changed without the funnel writing it (browser back/forward, a link); env.search is the new one. */
  | { type: 'urlChanged'; historyState: unknown; pop: boolean }
  | { type: 'choose'; loanType: LoanType }
  | { type: 'resume' }
  | { type: 'startFresh' }
  | { type: 'answer'; value: unknown; auto: boolean }
  | { type: 'answerDue'; value: unknown }
  | { type: 'back' }
  | { type: 'backDue' }
  | { type: 'contactField'; field: ContactField; value: string }
  | { type: 'contactBlur'; field: ContactField }
  | { type: 'clearContact' }
  | { type: 'submitContact' }
  | { type: 'sendDue' }
  | { type: 'phoneVerified'; verificationId: string }
  | { type: 'phoneVerificationCancelled' }
  | { type: 'leadAnswered'; verdict: LeadVerdict };

/** Things the caller does after a transition, in order; the machine itself runs nothing. */
export type FunnelEffect =
  /** Fetch the flow (fresh: bypass any copy already held), then dispatch flowLoaded with this generation. */
  | { type: 'loadFlow'; entryPath: string; generation: number; fresh: boolean }
  /** Save progress (debounced by the saved-state store). */
  | { type: 'save'; keys: StorageKeys; state: SavedState }
  | { type: 'clearSaved'; keys: StorageKeys }
  | { type: 'setSubmitted'; keys: StorageKeys; value: boolean }
  /** Write every pending save now. */
  | { type: 'flushSaves' }
  /** Read the chooser's saved progress, then dispatch chooserProgressRead with this generation. */
  | { type: 'readChooserProgress'; generation: number }
  /** Replace (or push) the query string; a pushed thank-you entry lets browser back reach the contact step. */
  | { type: 'writeUrl'; search: string; push: boolean; thankYou: boolean }
  /** Dispatch the event after ms milliseconds (at once for 0). */
  | { type: 'after'; ms: number; event: FunnelEvent }
  | { type: 'scrollToTop'; afterMs: number }
  /** Send the lead through the browser's outbox, then dispatch leadAnswered. */
  | { type: 'sendLead'; url: string; body: FunnelLead };

export interface FunnelTransition {
  state: FunnelState;
  effects: FunnelEffect[];
}
