/**
 * The one database schema (Drizzle, pg-core) shared by PGlite and PostgreSQL.
 * Ids are text or int4 and numbers are double precision, so both drivers return plain JSON values.
 */
export * from './analytics';
export * from './content';
export * from './experiments';
export * from './protection';
export * from './records';
export * from './studio';
