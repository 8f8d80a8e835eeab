import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '../database';
import { serverSecrets } from '../schema';

/** Secrets already read, per database handle: a secret never changes once made (a failed read is not kept). */
const known = new WeakMap<Executor, Map<string, Promise<string>>>();

/**
 * The named secret, created at random on first use; concurrent first uses agree on one value. Read from
 * the database once per handle and name (two statements otherwise, on paths as hot as every analytics
 * batch); a transaction is a handle of its own, so nothing it made is kept past it.
 */
export function getOrCreateSecret(db: Executor, name: string): Promise<string> {
  let secrets = known.get(db);
  if (!secrets) known.set(db, (secrets = new Map()));
  let secret = secrets.get(name);
  if (!secret) {
    secret = readOrCreate(db, name);
    secrets.set(name, secret);
    secret.catch(() => secrets.delete(name));
  }
  return secret;
}

async function readOrCreate(db: Executor, name: string): Promise<string> {
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing({ target: serverSecrets.name });
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  return row!.value;
}
