/** What visitors leave: leads, hiring applications, removal requests, erasure proofs, and the delivery outbox. */
import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, serialId, textId, timestamptz } from './columns';

/** The e-mail address (lowercased) and phone a visitor gave: what a removal request finds their records by. */
const contact = () => ({ email: text('email').notNull(), phone: text('phone').notNull() });

export type LeadKind = 'quote' | 'vetlife' | 'brokered-rate' | 'vet-rate';

export const leads = pgTable(
  'leads',
  {
    id: textId(),
    kind: text('kind').$type<LeadKind>().notNull(),
    createdAt: createdAt(),
    fullName: text('full_name').notNull(),
    /** The phone in ten digits. */
    ...contact(),
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
    consentAt: timestamptz('consent_at'),
    consentPageUrl: text('consent_page_url'),
    /** Where the visitor came from: captured on landing (UTM source, medium and campaign, referrer host, ad click ids), and `program`, the key of the program page that led to the lead. */
    attribution: jsonb('attribution'),
    /** The language the visitor used the site in ('en' or 'es'). */
    language: text('language').notNull().default('en'),
  },
  (table) => [index('leads_email_idx').on(table.email), index('leads_phone_idx').on(table.phone), index('leads_created_at_idx').on(table.createdAt)],
);

export const hiringApplications = pgTable(
  'hiring_applications',
  {
    id: textId(),
    createdAt: createdAt(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    position: text('position').notNull(),
    ...contact(),
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
  id: textId(),
  createdAt: createdAt(),
  name: text('name').notNull(),
  ...contact(),
  /**
   * 'unconfirmed' until the requester proves an identifier (the e-mailed link or the texted code); 'open'
   * once at least one is confirmed (the erasure then removes records of the confirmed ones only);
   * 'processed' after the erasure; 'expired' when nothing was confirmed in time (nothing is erased).
   */
  status: text('status').$type<RemovalStatus>().notNull(),
  processedAt: timestamptz('processed_at'),
  /** When an unconfirmed request lapses. */
  expiresAt: timestamptz('expires_at'),
  /** Keyed hashes of the single-use e-mail link token and of the texted code; the secrets are never stored. */
  emailTokenHash: text('email_token_hash'),
  emailConfirmedAt: timestamptz('email_confirmed_at'),
  phoneCodeHash: text('phone_code_hash'),
  phoneCodeAttempts: integer('phone_code_attempts').notNull().default(0),
  phoneConfirmedAt: timestamptz('phone_confirmed_at'),
});

export type RemovalStatus = 'unconfirmed' | 'open' | 'processed' | 'expired';

/** What each erasure removed, kept as proof that a removal request was honoured (no personal data). */
export const erasureAudit = pgTable('erasure_audit', {
  id: serialId(),
  removalRequestId: text('removal_request_id').notNull(),
  processedAt: timestamptz('processed_at').notNull(),
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
    id: textId(),
    channel: text('channel').$type<OutboxChannel>().notNull(),
    /** What the item delivers: 'lead', 'application' or 'removal-request', and that row's id. */
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    /** The rendered message or request body, fixed when the item is written. */
    payload: jsonb('payload').notNull(),
    status: text('status').$type<OutboxStatus>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull(),
    /** A worker holds the item until then; an item whose worker died is claimed again after it. */
    claimedUntil: timestamptz('claimed_until'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    deliveredAt: timestamptz('delivered_at'),
  },
  (table) => [index('outbox_due_idx').on(table.status, table.nextAttemptAt), index('outbox_subject_idx').on(table.subjectType, table.subjectId)],
);
