import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type DatabaseHandle } from '../../api/db/database';
import { suiteResource } from './suite-resource';
import { loadContent, readContentFile, sampleContentFile } from '../../api/services/content-loader';

export type DatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when DATABASE_URL is set (as .ci/run sets it). */
export function databaseKinds(): DatabaseKind[] {
  return process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/** A fresh, migrated database holding the sample content, of its own (never shared between files). */
export async function openTestDatabase(kind: DatabaseKind): Promise<DatabaseHandle> {
  if (kind === 'pglite') {
    const template = readFileSync(inject('pgliteTemplate'));
    return openPglite({ loadDataDir: new Blob([template]) });
  }
  return openScratchPostgres();
}

/** An empty database of its own on the PostgreSQL of DATABASE_URL, for server processes to share; dropped by `drop`. */
export async function createScratchPostgres(prefix = 'site_test'): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL!;
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdmin(adminUrl, (admin) => admin.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => withAdmin(adminUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}

async function openScratchPostgres(): Promise<DatabaseHandle> {
  const scratch = await createScratchPostgres();
  const handle = await openPostgres(scratch.url);
  await loadContent(handle.db, await readContentFile(sampleContentFile));
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await scratch.drop();
    },
  };
}

async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A test database of the given kind for the tests of the block it is called in (see suiteResource). */
export function useTestDatabase(kind: DatabaseKind): DatabaseHandle {
  return suiteResource('The test database', () => openTestDatabase(kind), (database) => database.close());
}
