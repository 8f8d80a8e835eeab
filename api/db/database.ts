import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { projectRoot } from '../config/project-root';
import { lockDataDir, type DataDirLock } from './data-dir-lock';
import * as schema from './schema';

export type Schema = typeof schema;
/** The database or a transaction on it: repositories take either. */
export type Executor = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Executor;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export const migrationsFolder = join(projectRoot, 'api/db/migrations');

/** An arbitrary constant shared by every process that migrates the same PostgreSQL database. */
const MIGRATION_LOCK_ID = 72_410_001;

export async function openPostgres(databaseUrl: string): Promise<DatabaseHandle> {
  await migratePostgresOnce(databaseUrl);
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // A dropped connection must not kill the process: the request that used it fails with 503 instead.
  // The pool listens on idle clients only; a client checked out (inside a transaction, between two
  // queries) emits 'error' on itself, which would be an uncaught exception without this listener.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  return { db: drizzlePostgres(pool, { schema }), kind: 'postgres', close: () => pool.end() };
}

/** Two processes migrating one fresh database at once collide in the catalog: one migrates at a time. */
async function migratePostgresOnce(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePostgres(drizzlePostgres(client, { schema }), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    await client.end();
  }
}

export interface PgliteOptions {
  /** A folder; omit for an in-memory database (tests). */
  dataDir?: string;
  /** A dump made by `dumpDataDir()`, to start from a migrated and seeded template (tests). */
  loadDataDir?: Blob;
}

export async function openPglite(options: PgliteOptions): Promise<DatabaseHandle> {
  let lock: DataDirLock | null = null;
  if (options.dataDir) lock = await lockDataDir(options.dataDir);
  try {
    const client = await PGlite.create({
      ...(options.dataDir ? { dataDir: join(options.dataDir, 'pglite') } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db,
      kind: 'pglite',
      close: async () => {
        await client.close();
        await lock?.release();
      },
    };
  } catch (error) {
    await lock?.release();
    throw error;
  }
}
