import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Where the bench looks for PostgreSQL when DATABASE_URL is not set. */
export const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';

export interface ScratchDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/**
 * The PostgreSQL server to use: DATABASE_URL when set (an error if unreachable), else the default URL if
 * something answers there within 2 s, else null (the PostgreSQL rows are skipped).
 */
export async function findPostgres(): Promise<{ adminUrl: string; reason: string } | null> {
  const fromEnv = process.env.DATABASE_URL;
  if (fromEnv) {
    await withClient(fromEnv, async () => undefined);
    return { adminUrl: fromEnv, reason: 'DATABASE_URL' };
  }
  try {
    await withClient(DEFAULT_POSTGRES_URL, async () => undefined);
    return { adminUrl: DEFAULT_POSTGRES_URL, reason: `reachable at ${DEFAULT_POSTGRES_URL}` };
  } catch {
    return null;
  }
}

/** A new empty database `bench_<random>` on the server of adminUrl; drop() removes it (never the server). */
export async function createScratchDatabase(adminUrl: string): Promise<ScratchDatabase> {
  const name = `bench_${randomBytes(6).toString('hex')}`;
  await withClient(adminUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () => withClient(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
