/** Flow and form definitions as data (versions, publications, drafts), the staff who edit them, and the audit log. */
import { sql } from 'drizzle-orm';
import { index, json, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { DefinitionKind, StaffRole } from '../../../app/domain/studio/studio-contract';

export type { DefinitionKind, StaffRole };
export type PublicationState = 'scheduled' | 'published' | 'archived' | 'cancelled';
export type DraftState = 'open' | 'published' | 'discarded';

/** Every definition version ever served or published, by content hash, kept for good (they are small). */
export const definitionVersions = pgTable('definition_versions', {
  hash: text('hash').primaryKey(),
  definitionId: text('definition_id').notNull(),
  kind: text('kind').$type<DefinitionKind>().notNull(),
  /** json, not jsonb: the text is kept as written, so its hash can be checked when read back. */
  content: json('content').notNull(),
  firstServedAt: timestamp('first_served_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Each time a version was put live or set to go live: scheduled (waiting for `publishAt`), published (the
 * one a definition serves: at most one row per definition), archived (replaced by a later publication) or
 * cancelled (a schedule withdrawn or overtaken).
 */
export const definitionPublications = pgTable(
  'definition_publications',
  {
    id: serial('id').primaryKey(),
    definitionId: text('definition_id').notNull(),
    kind: text('kind').$type<DefinitionKind>().notNull(),
    hash: text('hash').notNull(),
    state: text('state').$type<PublicationState>().notNull(),
    publishAt: timestamp('publish_at', { withTimezone: true }).notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    publishedBy: text('published_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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
    definitionId: text('definition_id').notNull(),
    kind: text('kind').$type<DefinitionKind>().notNull(),
    baseHash: text('base_hash'),
    content: json('content').notNull(),
    /** QA path fixtures the draft brings for its flow (replacing the shared ones of that flow), or null. */
    fixtures: json('fixtures'),
    state: text('state').$type<DraftState>().notNull().default('open'),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedBy: text('updated_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('definition_drafts_definition').on(table.definitionId, table.state)],
);

/** Named staff accounts. The password is kept only as a salted, slow hash. */
export const staffUsers = pgTable('staff_users', {
  id: text('id').primaryKey(),
  /** Lower case: one account per address. */
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  role: text('role').$type<StaffRole>().notNull(),
  passwordHash: text('password_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull(),
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
});

/** Signed-in staff sessions. The cookie's token is kept only as its SHA-256, so a copy of the table opens none. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: text('staff_id').notNull(),
    csrfToken: text('csrf_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('staff_sessions_staff').on(table.staffId)],
);

/** Who changed what in the studio and when; rows are only ever added (a trigger refuses updates and deletes). */
export const studioAudit = pgTable(
  'studio_audit',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    definitionId: text('definition_id'),
    fromHash: text('from_hash'),
    toHash: text('to_hash'),
    summary: jsonb('summary').notNull(),
  },
  (table) => [index('studio_audit_at').on(table.at)],
);
