/** Column builders several tables share. Each call makes a new builder: a table never shares one with another. */
import { jsonb, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Every instant the database keeps is a `timestamp with time zone`. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** A text primary key named `id`. */
export const textId = () => text('id').primaryKey();

/** An int4 primary key named `id` that the database counts up. */
export const serialId = () => serial('id').primaryKey();

/** `created_at`, given by the code that writes the row. */
export const createdAt = () => timestamptz('created_at').notNull();

/** `created_at`, set by the database when the row is inserted. */
export const createdAtNow = () => createdAt().defaultNow();

/** `expires_at`, after which the row no longer counts. */
export const expiresAt = () => timestamptz('expires_at').notNull();

/** The flow version a row is about: its id and content hash. */
export const flowVersion = () => ({ flowId: text('flow_id').notNull(), version: text('version').notNull() });

/** A content row's texts in other languages (null: none). */
export const translations = <T>() => jsonb('translations').$type<NonNullable<T>>();
