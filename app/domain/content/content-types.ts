/**
 * The shapes of the site's content, as the content API answers them.
 * Shared by the pages (through loaders) and by the API, which stores and serves them.
 */

import type { Locale } from '../../../i18n/locales';
import type { PricingData } from '../finance/pricing/index';

/** The languages content is translated into: every site language but English, which the items are written in. */
export type TranslationLocale = Exclude<Locale, 'en'>;

/**
 * An item's versions in other languages, field by field (`{ es: { title: '...' } }`). Only the item's
 * visitor-visible texts are translatable; a field left out is shown in English.
 */
export type Translations<Fields> = { [L in TranslationLocale]?: Partial<Fields> };

/**
 * What a localized read adds to an item: the names of the translatable fields shown in English because
 * the item has no version of them in the language asked for (the page marks them `lang="en"`). Absent
 * when every field is in that language, and in English reads.
 */
export interface Localized<Field extends string> {
  fallbackFields?: Field[];
}

/** The visitor-visible texts of each kind of item, the fields a translation may give. */
export const BROKER_TEXT_FIELDS = ['title', 'blurb', 'quotes', 'experience'] as const;
export const PRODUCT_TEXT_FIELDS = [
  'productName',
  'productSubtitle',
  'shortDescription',
  'highlight',
  'fullDescription',
  'brokerTitle',
  'primaryCtaLabel',
  'secondaryCtaLabel',
] as const;
export const STAT_TEXT_FIELDS = ['title', 'subTitle'] as const;
export const POSITION_TEXT_FIELDS = ['title', 'location', 'description'] as const;
export const DISCLOSURE_TEXT_FIELDS = ['title', 'content'] as const;

export type BrokerTextField = (typeof BROKER_TEXT_FIELDS)[number];
export type ProductTextField = (typeof PRODUCT_TEXT_FIELDS)[number];
export type StatTextField = (typeof STAT_TEXT_FIELDS)[number];
export type PositionTextField = (typeof POSITION_TEXT_FIELDS)[number];
export type DisclosureTextField = (typeof DISCLOSURE_TEXT_FIELDS)[number];

export interface Broker extends Localized<BrokerTextField> {
  brokerKey: string;
  firstName: string;
  lastName: string;
  title: string;
  email: string;
  phoneNumber: string;
  nmlsId: string;
  /** Two-letter codes of the states the broker is licensed in. */
  states: string[];
  /** Expertise labels. */
  experience: string[];
  quotes: string[];
  blurb: string;
  audioUrl: string | null;
  meetingLink: string | null;
  profileImageUrl: string;
  lowResImageUrl: string;
  medResImageUrl: string;
  /** The animated portrait shown on hover. */
  imageUrl: string | null;
  socialPreviewImage: string | null;
  useDefaultProfileImages: boolean;
  /** IANA time zone the broker works in, e.g. 'America/Detroit'. */
  timeZone: string;
  /** The languages the broker works in, ISO 639-1 ('en', 'es'); absent means English only. Reads always give it. */
  languages?: string[];
  /** In the content only: a localized read applies the one asked for and leaves this out. */
  translations?: Translations<Pick<Broker, BrokerTextField>>;
}

export interface Product extends Localized<ProductTextField> {
  productKey: string;
  productName: string;
  productSubtitle: string;
  shortDescription: string;
  /** The 'best for' text. */
  highlight: string;
  /** Markdown. */
  fullDescription: string;
  audioUrl: string | null;
  brokerImageUrl: string | null;
  brokerProfileLink: string | null;
  brokerName: string | null;
  brokerTitle: string | null;
  /** The two calls to action, worded per program. */
  primaryCtaLabel: string;
  secondaryCtaLabel: string;
  /** In the content only: a localized read applies the one asked for and leaves this out. */
  translations?: Translations<Pick<Product, ProductTextField>>;
}

export interface GoogleReview {
  rating: number;
  text: string;
  author_name: string;
  author_url: string;
  profile_photo_url: string;
  relative_time_description: string;
  /** Unix seconds, used for ordering. */
  time: number;
  /** The language the review is written in (ISO 639-1); reviews are shown as written, never translated. Absent means 'en'. */
  language?: string;
}

export interface GoogleReviewsResponse {
  rating: number;
  user_ratings_total: number;
  reviews: GoogleReview[];
}

export interface Stat extends Localized<StatTextField> {
  title: string;
  subTitle: string;
  /** In the content only: a localized read applies the one asked for and leaves this out. */
  translations?: Translations<Pick<Stat, StatTextField>>;
}

/** The statistics strip's figures and the day they were true. */
export interface StatsContent {
  stats: Stat[];
  /** A calendar date, YYYY-MM-DD; null when the loaded content predates it. */
  asOf: string | null;
}

export const EMPLOYMENT_TYPES = ['Full-time', 'Part-time', 'Contract', 'Temporary', 'Internship'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

/** A job the company is hiring for, listed on /opportunities above the application form. */
export interface OpenPosition extends Localized<PositionTextField> {
  /** What the application's desired-position field is filled with (80 characters at most, as that field). */
  title: string;
  /** A city and state, or "Remote". */
  location: string;
  employmentType: EmploymentType;
  /** A sentence or two. */
  description: string;
  /** The role needs an NMLS license (a loan officer's). */
  nmlsRequired?: boolean;
  /** In the content only: a localized read applies the one asked for and leaves this out. */
  translations?: Translations<Pick<OpenPosition, PositionTextField>>;
}

export interface DailyRate {
  currentRate: number;
  monthlyPayment: number;
}

/** Rate entries keyed by rate type; every key begins with its term in years (30, 20, 15 or 5). */
export type RatesByType = Record<string, DailyRate>;

export interface CombinedRates {
  dailyRates: {
    purchaseRates: RatesByType;
    refinanceRates: RatesByType;
  };
  /** When these rates were set (ISO 8601): the time the content holding them was loaded; null before any. */
  asOf?: string | null;
}

export interface AprFeeEntry {
  mortgageType: string;
  /** A year count as a string ('30', '15') or '5arm/6month'. */
  loanTerm: string;
  /** Prepaid finance charges in dollars. */
  fees: number;
  /** Discount points, as a percent of the loan. */
  points: number;
}

export interface FeatureFlags {
  calculators?: boolean;
  stats?: boolean;
}

export interface DisclosureDocument extends Localized<DisclosureTextField> {
  /** What identifies the document (its URL names it): 'disclosures', 'privacy-policy'. */
  disclosureKey: string;
  title: string;
  content: RichTextDocument;
  /** In the content only: a localized read applies the one asked for and leaves this out. */
  translations?: Translations<Pick<DisclosureDocument, DisclosureTextField>>;
}

/* Rich text: the document model of a headless CMS (Contentful's), rendered by app/components/rich-text. */

export type RichTextMark = { type: 'bold' | 'italic' | 'underline' | 'code' };

export interface RichTextText {
  nodeType: 'text';
  value: string;
  marks: RichTextMark[];
  data: Record<string, never>;
}

export type RichTextBlockType =
  | 'document'
  | 'paragraph'
  | 'heading-1'
  | 'heading-2'
  | 'heading-3'
  | 'heading-4'
  | 'heading-5'
  | 'heading-6'
  | 'unordered-list'
  | 'ordered-list'
  | 'list-item'
  | 'blockquote'
  | 'hr'
  | 'table'
  | 'table-row'
  | 'table-header-cell'
  | 'table-cell'
  | 'hyperlink';

export interface RichTextElement {
  nodeType: RichTextBlockType;
  /** For 'hyperlink': { uri }. */
  data: { uri?: string };
  content: RichTextNode[];
}

export type RichTextNode = RichTextElement | RichTextText;

export interface RichTextDocument extends RichTextElement {
  nodeType: 'document';
}

/**
 * The loan estimator's pricing rules (app/finance/pricing/types.ts): products, the LLPA grid, the
 * points-to-rate ratio and the four programs. The base rates and APR fee entries it also needs are
 * content of their own (`dailyRates.purchaseRates`, `aprFees`), joined in when a loan is priced.
 */
export type PricingContent = Omit<PricingData, 'baseRates' | 'aprFees'>;

/** One file that `npm run content:load` reads and the first start loads: all content of the site. */
export interface ContentBundle {
  brokers: Broker[];
  products: Product[];
  reviews: GoogleReviewsResponse;
  stats: Stat[];
  /** The day the stats were true (YYYY-MM-DD): the strip says "As of" it. */
  statsAsOf: string;
  /** Open positions, in the order listed; empty when none are open. */
  positions: OpenPosition[];
  disclosures: DisclosureDocument[];
  dailyRates: CombinedRates['dailyRates'];
  aprFees: AprFeeEntry[];
  featureFlags: Required<FeatureFlags>;
  pricing: PricingContent;
  /** Who is told about each lead, application and removal request. */
  routing: LeadRouting;
}

/* Lead routing (content): who is told about each lead, application and removal request. */

export interface Inbox {
  name: string;
  email: string;
}

export interface RoutingRule {
  /** Every given condition must hold; an absent one matches anything. */
  match: {
    kinds?: ('quote' | 'vetlife' | 'brokered-rate' | 'vet-rate')[];
    loanTypes?: string[];
    /** Two-letter codes: the form's state, or the state of the visitor's ZIP code. */
    states?: string[];
    /** true: VetLife and vet-rate leads only; false: all others. */
    vetlife?: boolean;
  };
  assignTo: { brokerKey: string } | { inbox: string };
}

export interface LeadRouting {
  /** `leads` is the default inbox; `hiring` and `removal` receive applications and removal requests. */
  inboxes: { leads: Inbox; hiring: Inbox; removal: Inbox } & Record<string, Inbox>;
  /** Tried in order; the first match wins. */
  rules: RoutingRule[];
}
