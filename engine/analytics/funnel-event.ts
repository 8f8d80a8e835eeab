/**
 * What a funnel tells the site's own analytics: which screens a visitor saw, on which path, in which
 * version of the flow. Never an answer a visitor typed: a choice question's option value is the only
 * answer content, and the server drops it for any other question.
 */

export const BROWSER_EVENT_TYPES = ['funnel_view', 'question_view', 'answer', 'back', 'exit', 'contact_view', 'submit'] as const;
/** Recorded by the server itself when it stores a lead or verifies a phone. */
export const SERVER_EVENT_TYPES = ['lead_stored', 'phone_verified'] as const;
export type BrowserEventType = (typeof BROWSER_EVENT_TYPES)[number];
export type AnalyticsEventType = BrowserEventType | (typeof SERVER_EVENT_TYPES)[number];

export const DEVICE_CLASSES = ['phone', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** The most events one request carries, and the most bytes one event may take as JSON. */
export const EVENT_BATCH_MAX = 50;
export const EVENT_MAX_BYTES = 4096;

/** Where the visitor came from, as captured when they landed on the site. */
export interface Attribution {
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  /** The referring site's host name only, never its path. */
  referrerHost?: string;
}

/** Ad-click identifiers a lead keeps (never an event: they identify a click). */
export interface ClickIds {
  gclid?: string;
  fbclid?: string;
  msclkid?: string;
}

/** The question a `next` leads to when the flow is complete. */
export const CONTACT_STEP = '(contact)';

export interface FunnelAnalyticsEvent extends Attribution {
  type: BrowserEventType;
  flowId: string;
  /** The definition version's content hash. */
  version: string;
  /** A random id for the funnel session (kept in sessionStorage); absent when the visitor asks not to be tracked. */
  sessionId?: string;
  /** The questions answered so far on this path, as a short id (the same path gives the same id). */
  pathId: string;
  /** How many questions are answered on this path (1 on the first answer: a start). */
  depth: number;
  device: DeviceClass;
  /** The page's language (en, es). */
  lang: string;
  /** The question the event is about (question_view, answer, back, exit). */
  question?: string;
  /** answer: the chosen option's value, for choice questions only. */
  option?: string;
  /** answer: the question it leads to, or '(contact)'; back: the question returned to. */
  next?: string;
  /** answer: milliseconds the question was on screen and visible before it was answered. */
  activeMs?: number;
  /** The experiment the visit was served a variant of, and that variant's key, when the flow runs one. */
  experiment?: string;
  variant?: string;
  /** The server's signed assignment of that variant (see VariantAssignment.token): only such a visit counts in the experiment. */
  assignment?: string;
}
