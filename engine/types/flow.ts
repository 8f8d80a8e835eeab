import type { DefinitionLanguage, Translations } from './i18n';

/**
 * The shape of a flow definition (definitions/flows/*.json): its questions plus flow metadata.
 * definitions/schema/flow.schema.json describes the same shape; tests/engine/flow-schema-drift.test.ts fails
 * when the two disagree (keys, required keys, enums).
 */

export const QUESTION_TYPES = ['options', 'dropdown', 'slider', 'text', 'zipcode', 'currency', 'multiselect'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** Question types whose answer is chosen from `options`. */
export const CHOICE_TYPES = ['options', 'dropdown', 'multiselect'] as const satisfies readonly QuestionType[];

export const LOAN_TYPES = ['purchase', 'refinance', 'cashOut'] as const;
export type LoanType = (typeof LOAN_TYPES)[number];

export const FLOW_VARIANTS = ['questionnaire', 'vetlife'] as const;
export type FlowVariant = (typeof FLOW_VARIANTS)[number];

/**
 * keep-answers: the questionnaire's back (answers stay until one is changed; back at the first question
 * returns to the landing and keeps saved progress).
 * clear-forward: VetLife's back (answers from the current question on are deleted; back at the first
 * question returns to the chooser and clears storage and the URL).
 */
export const BACK_POLICIES = ['keep-answers', 'clear-forward'] as const;
export type BackPolicy = (typeof BACK_POLICIES)[number];

export const TEXT_FORMATS = ['email', 'phone', 'zip'] as const;
export type TextFormat = (typeof TEXT_FORMATS)[number];

export type OptionValue = string | number | boolean;

export interface OptionObject {
  label: string;
  value: OptionValue;
  icon?: string;
  nextComponent?: number;
}

export type QuestionOption = string | OptionObject;

/** Per-rule message overrides; an absent one falls back to the engine's message for the rule. */
export interface RuleMessages {
  required?: string;
  format?: string;
  min?: string;
  max?: string;
}

export interface QuestionData {
  type: QuestionType;
  options?: QuestionOption[];
  /** slider: lower bound; currency: smallest amount; text: shortest length. */
  min?: number;
  /** slider: upper bound; currency: largest amount; text: longest length. */
  max?: number;
  /** slider: [low, high]; other types: the input's initial value. */
  default?: string | number | number[];
  placeholder?: string;
  alias?: string;
  nextComponent?: number;
  /** slider: the snapping step (default 5,000). */
  step?: number;
  /** text: the format rule; without one, a title naming 'email' or 'phone' implies it. */
  format?: TextFormat;
  messages?: RuleMessages;
  /** currency: a cap taken from answers given earlier on the path. */
  atMost?: AtMostRule;
}

/**
 * A currency answer may be at most amount(answer) − amount(minus), where a currency answer's amount is
 * the number and a slider range's is its high end. Without an earlier answer for `answer` the cap does
 * not apply; `minus` counts 0 when it was not answered (or not asked on this path).
 */
export interface AtMostRule {
  /** The answer key of an earlier currency or slider question. */
  answer: string;
  /** The answer key of an earlier currency or slider question to subtract. */
  minus?: string;
  /** Shown when the cap is exceeded; {max} is the cap in whole dollars. */
  message?: string;
}

/** A suggestion shown under a question: a sentence and a link to another page of the site. */
export interface QuestionOffer {
  text: string;
  /** The link's text. */
  label: string;
  /** A site-local path (one leading slash), e.g. /quote-landing-vetlife?type=purchase. */
  href: string;
}

export interface Question {
  title: string;
  subTitle?: string;
  component: number;
  order?: number;
  nextComponent?: number;
  entryPath?: LoanType;
  questionData: QuestionData;
  offer?: QuestionOffer;
}

export interface ContactMessages {
  fullNameRequired?: string;
  fullNameTooLong?: string;
  email?: string;
  phone?: string;
}

export interface ContactStepSettings {
  /** Whether the phone must be verified by SMS code before the lead is sent. Default false. */
  requirePhoneVerification?: boolean;
  /**
   * The consent statement shown by the contact step's button. Links are written [label](/site-path);
   * it must link the privacy policy as [Privacy Policy](/privacy-policy).
   */
  consent: string;
  title?: string;
  subTitle?: string;
  messages?: ContactMessages;
}

export interface LeadSettings {
  /** The lead's loanType when the submitted payload names none. */
  defaultLoanType: LoanType;
}

export interface Flow {
  $schema?: string;
  /** The entry path of `GET /api/questions?entryPath=` (purchase, vetlife-cashOut, ...). */
  id: string;
  version: string;
  title: string;
  description?: string;
  variant: FlowVariant;
  /** The loan type this flow serves; questions whose entryPath names another type are inactive. */
  loanType: LoanType;
  backPolicy: BackPolicy;
  /** Overrides the variant's browser-storage key (engine/storage/storage-keys.ts). */
  storageKey?: string;
  contact: ContactStepSettings;
  lead: LeadSettings;
  questions: Question[];
  /** The languages the flow is served in; "en" first. Absent means English only. */
  languages?: DefinitionLanguage[];
  /** The texts of each language besides English, by text key (engine/i18n/flow-texts.ts names the keys). */
  translations?: Translations;
}
