/**
 * The one database schema (Drizzle, pg-core) shared by PGlite and PostgreSQL.
 * Ids are text or int4 and numbers are double precision, so both drivers return plain JSON values.
 */
import { boolean, doublePrecision, index, integer, json, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { RichTextDocument } from '../../app/domain/content/content-types';

export const brokers = pgTable('brokers', {
  brokerKey: text('broker_key').primaryKey(),
  position: integer('position').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  title: text('title').notNull(),
  email: text('email').notNull(),
  phoneNumber: text('phone_number').notNull(),
  nmlsId: text('nmls_id').notNull(),
  states: jsonb('states').$type<string[]>().notNull(),
  experience: jsonb('experience').$type<string[]>().notNull(),
  quotes: jsonb('quotes').$type<string[]>().notNull(),
  blurb: text('blurb').notNull(),
  audioUrl: text('audio_url'),
  meetingLink: text('meeting_link'),
  profileImageUrl: text('profile_image_url').notNull(),
  lowResImageUrl: text('low_res_image_url').notNull(),
  medResImageUrl: text('med_res_image_url').notNull(),
  imageUrl: text('image_url'),
  socialPreviewImage: text('social_preview_image'),
  useDefaultProfileImages: boolean('use_default_profile_images').notNull(),
  timeZone: text('time_zone').notNull(),
});

export const products = pgTable('products', {
  productKey: text('product_key').primaryKey(),
  position: integer('position').notNull(),
  productName: text('product_name').notNull(),
  productSubtitle: text('product_subtitle').notNull(),
  shortDescription: text('short_description').notNull(),
  highlight: text('highlight').notNull(),
  fullDescription: text('full_description').notNull(),
  audioUrl: text('audio_url'),
  brokerImageUrl: text('broker_image_url'),
  brokerProfileLink: text('broker_profile_link'),
  brokerName: text('broker_name'),
  brokerTitle: text('broker_title'),
  primaryCtaLabel: text('primary_cta_label').notNull(),
  secondaryCtaLabel: text('secondary_cta_label').notNull(),
});

export const reviews = pgTable('reviews', {
  id: serial('id').primaryKey(),
  position: integer('position').notNull(),
  rating: integer('rating').notNull(),
  text: text('text').notNull(),
  authorName: text('author_name').notNull(),
  authorUrl: text('author_url').notNull(),
  profilePhotoUrl: text('profile_photo_url').notNull(),
  relativeTimeDescription: text('relative_time_description').notNull(),
  time: integer('time').notNull(),
});

export const stats = pgTable('stats', {
  id: serial('id').primaryKey(),
  position: integer('position').notNull(),
  title: text('title').notNull(),
  subTitle: text('sub_title').notNull(),
});

export const disclosures = pgTable('disclosures', {
  disclosureKey: text('disclosure_key').primaryKey(),
  title: text('title').notNull(),
  content: jsonb('content').$type<RichTextDocument>().notNull(),
});

export const dailyRates = pgTable(
  'daily_rates',
  {
    category: text('category').$type<'purchase' | 'refinance'>().notNull(),
    rateKey: text('rate_key').notNull(),
    currentRate: doublePrecision('current_rate').notNull(),
    monthlyPayment: doublePrecision('monthly_payment').notNull(),
  },
  (table) => [primaryKey({ columns: [table.category, table.rateKey] })],
);

export const aprFees = pgTable('apr_fees', {
  id: serial('id').primaryKey(),
  mortgageType: text('mortgage_type').notNull(),
  loanTerm: text('loan_term').notNull(),
  fees: doublePrecision('fees').notNull(),
  points: doublePrecision('points').notNull(),
});

export const featureFlags = pgTable('feature_flags', {
  flag: text('flag').primaryKey(),
  enabled: boolean('enabled').notNull(),
});

/** Small settings of the content (the Google rating summary, when content was last loaded). */
export const contentSettings = pgTable('content_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/* Abuse limits, verification and idempotency: shared by every server process through the database. */

/** Fixed-window counters: one row per limited key (e.g. 'send:ip:1.2.3.4') and window. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] })],
);

/** One row per code sent. The code itself is never stored: only its keyed hash. */
export const phoneVerifications = pgTable('phone_verifications', {
  id: text('id').primaryKey(),
  phone: text('phone').notNull(),
  codeHash: text('code_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  attempts: integer('attempts').notNull().default(0),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  /**
   * A keyed one-way hash of the address that asked for the code (never the address itself): the cooldown and
   * the per-phone send limit count per requester, so a stranger's sends cannot lock the owner out.
   */
  requester: text('requester'),
  /** When a lead used this verification as its proof, and which lead: a verification proves one lead only. */
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
  consumedBy: text('consumed_by'),
});

/** The development SMS provider's outbox: messages that would have been texted. */
export const smsOutbox = pgTable('sms_outbox', {
  id: serial('id').primaryKey(),
  phone: text('phone').notNull(),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Human-check tokens already spent: each token is accepted once. */
export const spentHumanCheckTokens = pgTable('spent_human_check_tokens', {
  tokenId: text('token_id').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** The first answer to each Idempotency-Key, so a repeated write returns it and stores nothing new. */
export const idempotencyRecords = pgTable('idempotency_records', {
  key: text('key').primaryKey(),
  route: text('route').notNull(),
  requestHash: text('request_hash').notNull(),
  status: integer('status').notNull(),
  body: jsonb('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Keys generated once per database (HMAC keys for codes and tokens), shared by every server process. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/* Leads and requests from visitors. Contact columns are kept apart from the payload so erasure and
   routing can find a person by e-mail or phone. */

/** Every definition version the server ever served, by content hash, kept for good (they are small). */
export const definitionVersions = pgTable('definition_versions', {
  hash: text('hash').primaryKey(),
  definitionId: text('definition_id').notNull(),
  kind: text('kind').$type<'flow' | 'form'>().notNull(),
  /** json, not jsonb: the text is kept as written, so its hash can be checked when read back. */
  content: json('content').notNull(),
  firstServedAt: timestamp('first_served_at', { withTimezone: true }).notNull().defaultNow(),
});

export type LeadKind = 'quote' | 'vetlife' | 'brokered-rate' | 'vet-rate';

export const leads = pgTable(
  'leads',
  {
    id: text('id').primaryKey(),
    kind: text('kind').$type<LeadKind>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    fullName: text('full_name').notNull(),
    /** Lowercased. */
    email: text('email').notNull(),
    /** Ten digits. */
    phone: text('phone').notNull(),
    loanType: text('loan_type'),
    phoneVerified: boolean('phone_verified').notNull(),
    definitionId: text('definition_id'),
    definitionHash: text('definition_hash'),
    /** Set when the lead could not be checked against the definition it names (an unknown version). */
    needsReview: boolean('needs_review').notNull().default(false),
    reviewReason: text('review_reason'),
    userAgent: text('user_agent'),
    /** The lead as submitted and normalised (answers, broker attribution, appointment...). */
    payload: jsonb('payload').notNull(),
    /** Who calls back: 'broker' (ownerId = brokerKey) or 'inbox' (ownerId = the inbox's name). */
    ownerType: text('owner_type').$type<'broker' | 'inbox'>(),
    ownerId: text('owner_id'),
    ownerEmail: text('owner_email'),
    /** Why: 'named-by-visitor', 'rule N' or 'default inbox'. */
    routingReason: text('routing_reason'),
    /**
     * The consent to be contacted that the visitor accepted: the hash of its exact text (the text itself is
     * in the definition version the lead names), when and on which page. Null when the lead records none.
     */
    consentTextHash: text('consent_text_hash'),
    consentAt: timestamp('consent_at', { withTimezone: true }),
    consentPageUrl: text('consent_page_url'),
  },
  (table) => [index('leads_email_idx').on(table.email), index('leads_phone_idx').on(table.phone), index('leads_created_at_idx').on(table.createdAt)],
);

export const hiringApplications = pgTable(
  'hiring_applications',
  {
    id: text('id').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    position: text('position').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    linkedin: text('linkedin'),
    nmls: text('nmls'),
    /** Random file name under DATA_DIR/uploads/resumes, never the visitor's. */
    resumeFile: text('resume_file').notNull(),
    resumeSha256: text('resume_sha256').notNull(),
    resumeType: text('resume_type').notNull(),
    resumeSize: integer('resume_size').notNull(),
    resumeOriginalName: text('resume_original_name').notNull(),
  },
  (table) => [
    index('hiring_applications_email_idx').on(table.email),
    index('hiring_applications_phone_idx').on(table.phone),
    index('hiring_applications_resume_sha256_idx').on(table.resumeSha256),
  ],
);

export const removalRequests = pgTable('removal_requests', {
  id: text('id').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  /**
   * 'unconfirmed' until the requester proves an identifier (the e-mailed link or the texted code); 'open'
   * once at least one is confirmed (the erasure then removes records of the confirmed ones only);
   * 'processed' after the erasure; 'expired' when nothing was confirmed in time (nothing is erased).
   */
  status: text('status').$type<RemovalStatus>().notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }),
  /** When an unconfirmed request lapses. */
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  /** Keyed hashes of the single-use e-mail link token and of the texted code; the secrets are never stored. */
  emailTokenHash: text('email_token_hash'),
  emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
  phoneCodeHash: text('phone_code_hash'),
  phoneCodeAttempts: integer('phone_code_attempts').notNull().default(0),
  phoneConfirmedAt: timestamp('phone_confirmed_at', { withTimezone: true }),
});

export type RemovalStatus = 'unconfirmed' | 'open' | 'processed' | 'expired';

/** What each erasure removed, kept as proof that a removal request was honoured (no personal data). */
export const erasureAudit = pgTable('erasure_audit', {
  id: serial('id').primaryKey(),
  removalRequestId: text('removal_request_id').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull(),
  removed: jsonb('removed').notNull(),
  /** Which identifiers the requester had proved ({ email, phone } booleans): only those were erased. */
  confirmed: jsonb('confirmed'),
});

/* Delivery: every stored lead, application and removal request is handed to the people who act on it
   through this outbox, written in the same transaction as the row it delivers. */

export type OutboxChannel = 'email' | 'webhook';
export type OutboxStatus = 'pending' | 'delivered' | 'dead';

export const outbox = pgTable(
  'outbox',
  {
    id: text('id').primaryKey(),
    channel: text('channel').$type<OutboxChannel>().notNull(),
    /** What the item delivers: 'lead', 'application' or 'removal-request', and that row's id. */
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    /** The rendered message or request body, fixed when the item is written. */
    payload: jsonb('payload').notNull(),
    status: text('status').$type<OutboxStatus>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    /** A worker holds the item until then; an item whose worker died is claimed again after it. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (table) => [index('outbox_due_idx').on(table.status, table.nextAttemptAt), index('outbox_subject_idx').on(table.subjectType, table.subjectId)],
);
