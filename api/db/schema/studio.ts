/** Flow and form definitions as data (versions, publications, drafts), the staff who edit them, and the audit log. */
import { sql } from 'drizzle-orm';
import { index, json, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { DefinitionKind, StaffRole } from '../../../app/domain/studio/studio-contract';
import { createdAt, createdAtNow, serialId, textId, timestamptz } from './columns';

export type { DefinitionKind, StaffRole };
export type PublicationState = 'scheduled' | 'published' | 'archived' | 'cancelled';
export type DraftState = 'open' | 'published' | 'discarded';

/** Which definition a row is about, and its kind. */
const definitionOf = () => ({ definitionId: text('definition_id').notNull(), kind: text('kind').$type<DefinitionKind>().notNull() });

/** Every definition version ever served or published, by content hash, kept for good (they are small). */
export const definitionVersions = pgTable('definition_versions', {
  hash: text('hash').primaryKey(),
  ...definitionOf(),
  /** json, not jsonb: the text is kept as written, so its hash can be checked when read back. */
  content: json('content').notNull(),
  firstServedAt: timestamptz('first_served_at').notNull().defaultNow(),
});

/**
 * Each time a version was put live or set to go live: scheduled (waiting for `publishAt`), published (the
 * one a definition serves: at most one row per definition), archived (replaced by a later publication) or
 * cancelled (a schedule withdrawn or overtaken).
 */
export const definitionPublications = pgTable(
  'definition_publications',
  {
    id: serialId(),
    ...definitionOf(),
    hash: text('hash').notNull(),
    state: text('state').$type<PublicationState>().notNull(),
    publishAt: timestamptz('publish_at').notNull(),
    publishedAt: timestamptz('published_at'),
    publishedBy: text('published_by').notNull(),
    createdAt: createdAtNow(),
  },
  (table) => [
    uniqueIndex('definition_publications_one_live').on(table.definitionId).where(sql`${table.state} = 'published'`),
    index('definition_publications_kind_state').on(table.kind, table.state),
  ],
);

/** A staff member's work in progress on a definition, with the published version it started from. */
export const definitionDrafts = pgTable(
  'definition_drafts',
  {
    draftId: text('draft_id').primaryKey(),
    ...definitionOf(),
    baseHash: text('base_hash'),
    content: json('content').notNull(),
    /** QA path fixtures the draft brings for its flow (replacing the shared ones of that flow), or null. */
    fixtures: json('fixtures'),
    state: text('state').$type<DraftState>().notNull().default('open'),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
    updatedBy: text('updated_by').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [index('definition_drafts_definition').on(table.definitionId, table.state)],
);

/** Named staff accounts. The password is kept only as a salted, slow hash. */
export const staffUsers = pgTable('staff_users', {
  id: textId(),
  /** Lower case: one account per address. */
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  role: text('role').$type<StaffRole>().notNull(),
  passwordHash: text('password_hash').notNull(),
  createdAt: createdAt(),
  passwordChangedAt: timestamptz('password_changed_at').notNull(),
  disabledAt: timestamptz('disabled_at'),
});

/** Signed-in staff sessions. The cookie's token is kept only as its SHA-256, so a copy of the table opens none. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: text('staff_id').notNull(),
    csrfToken: text('csrf_token').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamptz('last_seen_at').notNull(),
  },
  (table) => [index('staff_sessions_staff').on(table.staffId)],
);

/** Who changed what in the studio and when; rows are only ever added (a trigger refuses updates and deletes). */
export const studioAudit = pgTable(
  'studio_audit',
  {
    id: serialId(),
    at: timestamptz('at').notNull(),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    definitionId: text('definition_id'),
    fromHash: text('from_hash'),
    toHash: text('to_hash'),
    summary: jsonb('summary').notNull(),
  },
  (table) => [index('studio_audit_at').on(table.at)],
);
